/** Countries where Grow starts at $19.99 a month. */
export const GROW_PREMIUM_COUNTRIES = ['US', 'GB', 'AE', 'SA', 'IL', 'CA', 'DE'] as const;
export const GROW_PRICE_PREMIUM = '19.99';
export const GROW_PRICE_STANDARD = '9.99';
/** Scale starts at $149.99 a month (USD, decimal string like all wire amounts). */
export const SCALE_PRICE = '149.99';
export const PLAN_PRICE_CURRENCY = 'USD';

/** Grow's monthly starting price in USD for a store's ISO country code. */
export function growPriceForCountry(country: string | null | undefined): string {
  const code = (country ?? '').trim().toUpperCase();
  return (GROW_PREMIUM_COUNTRIES as readonly string[]).includes(code)
    ? GROW_PRICE_PREMIUM
    : GROW_PRICE_STANDARD;
}
