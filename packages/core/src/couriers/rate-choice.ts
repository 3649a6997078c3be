import type { Courier } from '../contracts/requests-list';

/** How the approve dialog picks a courier from every connected courier's quote (the couriers page). */
export const RATE_RULES = ['cheapest', 'fastest', 'preferred'] as const;
export type RateRule = (typeof RATE_RULES)[number];

export type RateSetting = { rule: RateRule; preferred: Courier | null };

/** One rate a courier's API answered for the parcel. */
type Rate = { service: string; amount: string; currency: string; days: number | null };
export type CourierQuote = Rate & { courier: Courier };

const cents = (q: Rate) => Math.round(Number(q.amount) * 100);

/**
 * A courier's quote: the rate its booking buys, which is its cheapest (every client books the cheapest
 * rate it is offered, or the one service it is set up with). Null when it quoted nothing readable.
 */
export function courierQuote(courier: Courier, rates: readonly Rate[]): CourierQuote | null {
  const readable = rates.filter((r) => Number.isFinite(Number(r.amount)) && Number(r.amount) >= 0);
  const cheapest = [...readable].sort((a, b) => cents(a) - cents(b))[0];
  return cheapest ? { courier, ...cheapest } : null;
}

/**
 * The currency quotes are compared in: the store's when any quote is in it, else the one most quotes
 * are in (ties: alphabetical). Amounts in different currencies are never compared.
 */
function comparedCurrency(quotes: readonly CourierQuote[], storeCurrency: string): string | null {
  if (quotes.some((q) => q.currency === storeCurrency)) return storeCurrency;
  const counts = new Map<string, number>();
  for (const q of quotes) counts.set(q.currency, (counts.get(q.currency) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0] ?? null;
}

const byPrice = (a: CourierQuote, b: CourierQuote) => cents(a) - cents(b);
/** Fewest days first, a quote without an estimate last; the same days: the cheaper. */
const bySpeed = (a: CourierQuote, b: CourierQuote) =>
  (a.days ?? Number.POSITIVE_INFINITY) - (b.days ?? Number.POSITIVE_INFINITY) || byPrice(a, b);

/**
 * The quote the approve dialog picks (docs/couriers.md, "Rate shopping"): the cheapest; or the fastest;
 * or the preferred courier's, falling back to the cheapest when it quoted nothing. Ties keep the order
 * the quotes came in (the catalogue's). Null when no courier quoted.
 */
export function chooseQuote(
  quotes: readonly CourierQuote[],
  setting: RateSetting,
  storeCurrency: string,
): CourierQuote | null {
  const currency = comparedCurrency(quotes, storeCurrency);
  const comparable = quotes.filter((q) => q.currency === currency);
  if (setting.rule === 'preferred') {
    const preferred = comparable.find((q) => q.courier === setting.preferred);
    if (preferred) return preferred;
  }
  const order = setting.rule === 'fastest' ? bySpeed : byPrice;
  return [...comparable].sort(order)[0] ?? null;
}
