import { DAY_MS } from '../time/age';
import type { Market, PolicySettings } from './settings';

/** The market an order ships to, by its 2-letter country; null when no market lists it (the store's terms). */
export function marketOf(markets: readonly Market[], country: string | null | undefined): Market | null {
  const code = country?.trim().toUpperCase();
  if (!code) return null;
  return markets.find((m) => m.countries.includes(code)) ?? null;
}

/**
 * The policy an order follows: the store's, with its market's window, fee and refund modes in place of
 * the store's (docs/policies.md "Markets"). Resolving twice gives the same policy.
 */
export function policyForCountry<P extends PolicySettings>(policy: P, country: string | null | undefined): P {
  const market = marketOf(policy.markets, country);
  if (!market) return policy;
  const o = market.overrides;
  return {
    ...policy,
    return_window_days: o.return_window_days ?? policy.return_window_days,
    exchange_window_days: o.exchange_window_days ?? policy.exchange_window_days,
    return_fee: o.return_fee === undefined ? policy.return_fee : o.return_fee,
    refund_modes: o.refund_modes ?? policy.refund_modes,
  };
}

const tagsOf = (list: readonly string[] | null | undefined) =>
  (list ?? []).map((t) => t.trim().toLowerCase());
const idsOf = (list: readonly string[] | null | undefined) =>
  (list ?? []).map((id) => /(\d+)$/.exec(id.trim())?.[1] ?? id.trim());

/** A final-sale item of the order's market: matched by product tag (any case) or collection id (either form). */
export function isMarketFinalSale(
  policy: PolicySettings,
  country: string | null | undefined,
  item: { product_tags?: readonly string[] | null; collection_ids?: readonly string[] | null },
): boolean {
  const finalSale = marketOf(policy.markets, country)?.overrides.final_sale;
  if (!finalSale) return false;
  const tags = tagsOf(item.product_tags);
  const collections = idsOf(item.collection_ids);
  return (
    tagsOf(finalSale.product_tags).some((t) => tags.includes(t)) ||
    idsOf(finalSale.collection_ids).some((c) => collections.includes(c))
  );
}

/** What the portal and the emails tell a shopper about an order's terms. */
export type OrderTerms = {
  /** The market's name, or null for the store's own terms. */
  market: string | null;
  return_window_days: number;
  /** The last day (UTC, ISO date) a return may be asked for, or null while the window has not started. */
  return_deadline: string | null;
  /** The flat return fee (shop currency) when no fee rule decides otherwise, or null for none. */
  return_fee: string | null;
};

/** An order's terms: its market's (or the store's) window with the day it ends, and the flat fee. */
export function orderTerms(
  policy: PolicySettings,
  order: { country: string | null | undefined; window_start: string | null },
): OrderTerms {
  const own = policyForCountry(policy, order.country);
  const start = order.window_start ? Date.parse(order.window_start) : Number.NaN;
  return {
    market: marketOf(policy.markets, order.country)?.name ?? null,
    return_window_days: own.return_window_days,
    return_deadline: Number.isNaN(start)
      ? null
      : new Date(start + own.return_window_days * DAY_MS).toISOString().slice(0, 10),
    return_fee: own.return_fee,
  };
}
