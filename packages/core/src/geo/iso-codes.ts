// Country and currency codes as the API accepts them, checked against maintained ISO lists. Not
// re-exported from geo/index.ts: the lists stay out of the shopper portal's bundle.
import currencyCodes from 'currency-codes';
// The library's browser entry: its Node entry would also load names in 80 languages.
import countries from 'i18n-iso-countries/index.js';

const COUNTRIES: ReadonlySet<string> = new Set(Object.keys(countries.getAlpha2Codes()));
const CURRENCIES: ReadonlySet<string> = new Set(currencyCodes.codes());

/** ISO 3166-1 alpha-2, upper case (`IN`), plus XK (Kosovo), which the list and Shopify both use. */
export const isIsoCountry = (code: string): boolean => COUNTRIES.has(code);

/** ISO 4217, upper case (`INR`), as the library's copy of ISO's list one has it. */
export const isIsoCurrency = (code: string): boolean => CURRENCIES.has(code);
