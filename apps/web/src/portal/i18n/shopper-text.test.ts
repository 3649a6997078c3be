import {
  SHOPPER_MESSAGE_CODES,
  type ShopperMessage,
  type ShopperMessageCode,
  shopperEnglish,
} from '@roundtrip/core';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { enReasons } from './en-reasons';
import { enRefusals } from './en-refusals';
import { messages as hiReasons } from './hi-reasons';
import { messages as hiRefusals } from './hi-refusals';
import { i18n } from './i18n';
import { shopperText } from './shopper-text';

const en: Record<string, string> = { ...enReasons.shopper, ...enRefusals.shopper };
const hi: Record<string, string> = { ...hiReasons.shopper, ...hiRefusals.shopper };
/** `_return` / `_exchange` (the kind's context) and `_one` / `_other` (the plural) after the code. */
const SUFFIX = /(?:_(?:return|exchange))?(?:_(?:one|other))?$/;
const codeOf = (key: string) => key.replace(SUFFIX, '');
const keysOf = (table: Record<string, string>, code: string) =>
  Object.keys(table)
    .filter((k) => codeOf(k) === code)
    .sort();
/** `{{name}}` and `{{name, format}}` give `name`. */
const params = (s: string) => [...s.matchAll(/\{\{(\w+)(?:, *\w+)?\}\}/g)].map((m) => m[1]).sort();

const say = (code: ShopperMessageCode, p?: ShopperMessage['params']): ShopperMessage =>
  p ? { code, params: p } : { code };

describe('shopper messages in the portal', () => {
  beforeAll(() => {
    i18n.addResourceBundle('en', 'translation', { shopper: en }, true, true);
    i18n.addResourceBundle('hi', 'translation', { shopper: hi }, true, true);
  });

  it('words every code in English and in Hindi, with the same parameters, and no other code', () => {
    const codes: readonly string[] = SHOPPER_MESSAGE_CODES;
    for (const code of codes) {
      const keys = keysOf(en, code);
      expect(keys, code).not.toEqual([]);
      expect(keysOf(hi, code), code).toEqual(keys);
      for (const key of keys) expect(params(hi[key] ?? ''), key).toEqual(params(en[key] ?? ''));
    }
    for (const key of [...Object.keys(en), ...Object.keys(hi)]) expect(codes, key).toContain(codeOf(key));
  });

  it('says in English exactly what the API says, for every code, kind and plural', () => {
    const t = i18n.getFixedT('en');
    for (const code of SHOPPER_MESSAGE_CODES) {
      for (const kind of ['return', 'exchange']) {
        for (const count of [1, 3]) {
          const message = say(code, {
            kind,
            count,
            days: 30,
            date: '2025-04-04',
            text: 'Swimwear is final.',
            mb: 10,
            max: 5,
            minutes: 15,
            variant_title: 'M',
            reason: count === 1 ? 'VARIANT_OUT_OF_STOCK' : 'VARIANT_SAME_OR_LOWER_ONLY',
          });
          expect(shopperText(message, t), `${code} ${kind} ${count}`).toBe(shopperEnglish(message));
        }
      }
    }
  });

  it('says a window that ended in Hindi, its day written the Hindi way', () => {
    const window = say('WINDOW_ENDED', { kind: 'exchange', days: 30, date: '2025-04-04' });
    expect(shopperText(window, i18n.getFixedT('hi'))).toBe(
      'इस ऑर्डर के 30 दिन के बदलाव की समय-सीमा 4 अप्रैल 2025 को समाप्त हो गई।',
    );
    expect(shopperText(window, i18n.getFixedT('en'))).toBe(
      'The 30-day exchange window for this order ended on 4 April 2025.',
    );
  });

  it('picks the plural and the kind, and names a refused variant with its reason', () => {
    const t = i18n.getFixedT('hi');
    expect(shopperText(say('UNITS_LEFT', { kind: 'return', count: 1 }), t)).toBe(
      'इस सामान की केवल 1 और इकाई रिटर्न की जा सकती है।',
    );
    expect(shopperText(say('UNITS_LEFT', { kind: 'exchange', count: 2 }), t)).toBe(
      'इस सामान की केवल 2 और इकाइयाँ बदली जा सकती हैं।',
    );
    expect(
      shopperText(say('VARIANT_NOT_SELECTABLE', { variant_title: 'S', reason: 'VARIANT_OUT_OF_STOCK' }), t),
    ).toBe('S: स्टॉक में नहीं।');
    expect(shopperText(say('STORE_NOTE', { text: 'Swimwear is final.' }), t)).toBe('Swimwear is final.');
  });

  it("shows the API's English until the words of the shopper's language are in", async () => {
    const before = i18next.createInstance();
    await before.init({ lng: 'hi', resources: {}, showSupportNotice: false });
    expect(shopperText(say('ORDER_NOT_FOUND'), before.t, 'As the server says.')).toBe('As the server says.');
  });
});
