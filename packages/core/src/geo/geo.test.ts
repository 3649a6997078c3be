import { describe, expect, it } from 'vitest';
import { dialCodeFor, PHONE_COUNTRY_CODES } from '.';
import { EUROPEAN_COUNTRIES, isEuropeanCountry } from './eu-countries';

describe('dial codes', () => {
  it('has about 120 entries with India first', () => {
    expect(PHONE_COUNTRY_CODES.length).toBeGreaterThanOrEqual(115);
    expect(PHONE_COUNTRY_CODES[0]).toEqual({ label: 'India', value: '+91', countryShortCode: 'IN' });
  });
  it('entries are well formed and unique per country', () => {
    for (const c of PHONE_COUNTRY_CODES) {
      expect(c.value).toMatch(/^\+\d{1,4}$/);
      expect(c.countryShortCode).toMatch(/^[A-Z]{2}$/);
    }
    expect(new Set(PHONE_COUNTRY_CODES.map((c) => c.countryShortCode)).size).toBe(PHONE_COUNTRY_CODES.length);
  });
  it('looks up by country', () => {
    expect(dialCodeFor('gb')).toBe('+44');
    expect(dialCodeFor('XX')).toBeUndefined();
    expect(dialCodeFor(null)).toBeUndefined();
  });
});

describe('European countries', () => {
  it('lists 28 unique countries', () => {
    expect(EUROPEAN_COUNTRIES).toHaveLength(28);
    expect(new Set(EUROPEAN_COUNTRIES.map((c) => c.code)).size).toBe(28);
  });
  it('checks membership', () => {
    expect(isEuropeanCountry('de')).toBe(true);
    expect(isEuropeanCountry('GB')).toBe(true);
    expect(isEuropeanCountry('US')).toBe(false);
    expect(isEuropeanCountry(undefined)).toBe(false);
  });
});
