import { describe, expect, it } from 'vitest';
import { countryCodeOf } from './country-names';

describe('countryCodeOf', () => {
  it('reads a name in any case, an official name or an alias, and a code', () => {
    expect(countryCodeOf('India')).toBe('IN');
    expect(countryCodeOf(' india ')).toBe('IN');
    expect(countryCodeOf('United States of America')).toBe('US');
    expect(countryCodeOf('United Kingdom')).toBe('GB');
    expect(countryCodeOf('ca')).toBe('CA');
  });

  it('answers null for what is not a country', () => {
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOf('')).toBeNull();
    expect(countryCodeOf(null)).toBeNull();
  });
});
