// Country names to ISO codes through the maintained list's English names. Not re-exported from
// geo/index.ts: the names stay out of the shopper portal's bundle.
import countries from 'i18n-iso-countries/index.js';
import english from 'i18n-iso-countries/langs/en.json' with { type: 'json' };
import { isIsoCountry } from './iso-codes';

let registered = false;

/**
 * The ISO 3166-1 alpha-2 code of a country written by its English name ("India", any case, official
 * names and common aliases) or by its code ("in"); null when it is neither. Addresses typed in the
 * portal name the country; platforms want its code.
 */
export function countryCodeOf(country: string | null | undefined): string | null {
  const wanted = (country ?? '').trim();
  if (!wanted) return null;
  if (isIsoCountry(wanted.toUpperCase())) return wanted.toUpperCase();
  if (!registered) {
    countries.registerLocale(english);
    registered = true;
  }
  return countries.getAlpha2Code(wanted, 'en') ?? null;
}
