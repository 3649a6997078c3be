import { describe, expect, it } from 'vitest';
import { isIsoCountry, isIsoCurrency } from './iso-codes';

describe('ISO codes', () => {
  it('knows the countries of ISO 3166-1 alpha-2 in upper case, and Kosovo', () => {
    for (const code of ['IN', 'US', 'GB', 'DE', 'AE', 'XK']) expect(isIsoCountry(code), code).toBe(true);
    for (const code of ['in', 'UK', 'EU', 'ZZ', 'XX', 'IND', '356', ''])
      expect(isIsoCountry(code), code).toBe(false);
  });

  it('knows the currencies of ISO 4217 in upper case, and not retired ones', () => {
    for (const code of ['INR', 'USD', 'EUR', 'JPY', 'KWD', 'SLE'])
      expect(isIsoCurrency(code), code).toBe(true);
    for (const code of ['inr', 'ABC', 'RS', 'HRK', 'DEM', '356', ''])
      expect(isIsoCurrency(code), code).toBe(false);
  });
});
