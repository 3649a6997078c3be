import { DIAL_CODES, isEuropeanCountry } from '@roundtrip/core';

const names = new Intl.DisplayNames(['en'], { type: 'region' });

/** GET /config/regions: the dial-code countries (India first) with their English names. */
export const regions = () => ({
  docs: DIAL_CODES.map(([code, dial]) => ({
    code,
    name: names.of(code) ?? code,
    dial_code: dial,
    european: isEuropeanCountry(code),
  })),
});
