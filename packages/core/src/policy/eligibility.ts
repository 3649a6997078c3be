import { shopperEnglish } from '../contracts/shopper-english';
import { type ShopperMessage, shopperMessageOf as say } from '../contracts/shopper-messages';
import { isCashOnDelivery, type OrderTransaction } from '../orders/cod';
import type { FilterVerdict } from '../rules/evaluate';
import { DAY_MS } from '../time/age';
import type { ListVerdict } from './lists';
import { isMarketFinalSale, policyForCountry } from './markets';
import type { PolicySettings } from './settings';

export type EligibilityOrder = {
  created_at: string;
  fulfilled_at?: string | null;
  delivered_at?: string | null;
  cancelled_at?: string | null;
  tags?: readonly string[] | null;
  /** Discount codes used on the order ("restrict discounts used on the original order"). */
  discount_codes?: readonly string[] | null;
  payment_gateway_names?: readonly string[] | null;
  /** Tags of the customer who placed the order. */
  customer_tags?: readonly string[] | null;
  transactions?: readonly OrderTransaction[] | null;
  /** 2-letter shipping (else billing) country: picks the order's market (docs/policies.md "Markets"). */
  country?: string | null;
};

export type EligibilityItem = {
  quantity: number;
  /** Units already refunded or in earlier (not rejected or cancelled) requests. */
  already_requested?: number;
  product_tags?: readonly string[] | null;
  product_id?: string | null;
  collection_ids?: readonly string[] | null;
  /** Units of this line fulfilled so far; defaults to all when the order is fulfilled. */
  fulfilled_quantity?: number | null;
};

export type EligibilityInput = {
  kind: 'return' | 'exchange';
  settings: PolicySettings;
  order: EligibilityOrder;
  item: EligibilityItem;
  /** Units the shopper wants now (default 1). */
  quantity?: number;
  /** The current instant, passed in (core never reads the clock). */
  now: string | number;
  /** A product filter rule that keeps this item out (rules/evaluate productFilterVerdict), if any. */
  filter?: Pick<FilterVerdict, 'action' | 'message'> | null;
  /** Whether the store's block or allow list holds this line (policy/lists.ts listVerdict). */
  lists?: ListVerdict | undefined;
};

/** Not eligible: every reason, as a code with parameters the portal words in the shopper's language. */
export type EligibilityResult = { eligible: true } | { eligible: false; reasons: ShopperMessage[] };

const lower = (list: readonly string[] | null | undefined) => (list ?? []).map((t) => t.trim().toLowerCase());

function matches(tags: readonly string[] | null | undefined, blocked: readonly string[]): boolean {
  const have = lower(tags);
  return lower(blocked).some((b) => have.includes(b));
}

const idOf = (id: string) => /(\d+)$/.exec(id.trim())?.[1] ?? id.trim();

/** Platform ids compared in either form ('123' or 'gid://shopify/Product/123'). */
function sameIds(
  have: readonly string[] | null | undefined,
  blocked: readonly string[] | undefined,
): boolean {
  const mine = new Set((have ?? []).map(idOf));
  return (blocked ?? []).some((b) => mine.has(idOf(b)));
}

/** Start of the window: delivery, then fulfillment, per the setting (see docs/eligibility.md). */
export function windowStart(settings: PolicySettings, order: EligibilityOrder): string | null {
  if (settings.window_starts_at === 'order') return order.created_at;
  if (settings.window_starts_at === 'fulfillment') return order.fulfilled_at ?? null;
  return order.delivered_at ?? order.fulfilled_at ?? null;
}

/**
 * Whether a line item can be returned or exchanged now, and if not, every reason a shopper can act
 * on. All checks run so the shopper sees the whole picture at once. Precedence (docs/eligibility.md):
 * a block-list entry refuses with one neutral reason, whatever else holds; an allow-list entry waives
 * the window, the tag restrictions and a final-sale filter; then the policy.
 */
export function checkEligibility(input: EligibilityInput): EligibilityResult {
  const { kind, order, item } = input;
  // Neutral and alone: the shopper must not learn that a list, or anything else, holds them.
  if (input.lists?.blocked) return { eligible: false, reasons: [say('NOT_AVAILABLE_ONLINE')] };
  const allowed = input.lists?.allowed === true;
  // The order's market terms replace the store's (window, final sale); no market: the store's own.
  const s = policyForCountry(input.settings, order.country);
  const now = typeof input.now === 'number' ? input.now : Date.parse(input.now);
  const reasons: ShopperMessage[] = [];

  if (kind === 'return' ? !s.return_enabled : !s.exchange_enabled)
    reasons.push(say('STORE_KIND_OFF', { kind }));
  if (order.cancelled_at) reasons.push(say('ORDER_CANCELLED'));

  const start = windowStart(s, order);
  if (!order.fulfilled_at && !order.delivered_at) {
    reasons.push(say('NOT_SHIPPED'));
  } else {
    const notDelivered = !order.delivered_at;
    const restrictUndelivered =
      kind === 'return' ? s.restrict_return_if_not_delivered : s.restrict_exchange_if_not_delivered;
    if (notDelivered && restrictUndelivered) reasons.push(say('NOT_DELIVERED', { kind }));
  }
  if (start && !allowed) {
    const days = kind === 'return' ? s.return_window_days : s.exchange_window_days;
    const deadline = Date.parse(start) + days * DAY_MS;
    if (now > deadline) {
      // The day in UTC, as a date only: the page writes it in the shopper's language.
      const date = new Date(deadline).toISOString().slice(0, 10);
      reasons.push(say('WINDOW_ENDED', { kind, days, date }));
    }
  }

  const r = kind === 'return' ? s.restrict_return_orders : s.restrict_exchange_orders;
  if (r.enabled && !allowed) {
    const orderHit =
      matches(order.tags, r.order_tags) ||
      matches(order.customer_tags, r.customer_tags) ||
      matches(order.discount_codes, r.discount_codes);
    if (orderHit) reasons.push(say('ORDER_RESTRICTED', { kind }));
    const productHit =
      matches(item.product_tags, r.product_tags) ||
      sameIds(item.product_id ? [item.product_id] : [], r.product_ids) ||
      sameIds(item.collection_ids, r.collection_ids);
    if (productHit) reasons.push(say('PRODUCT_RESTRICTED', { kind }));
  }
  if (r.enabled && r.cod_orders && isCashOnDelivery(order)) reasons.push(say('COD_RESTRICTED', { kind }));

  const discounted = (order.discount_codes ?? []).some((c) => c.trim() !== '');
  if (discounted && (kind === 'return' ? s.restrict_discounted_returns : s.restrict_discounted_exchanges)) {
    reasons.push(say('DISCOUNT_RESTRICTED', { kind }));
  }

  // An allow entry waives final sale, the product filter's and the market's alike.
  const waived = allowed && input.filter?.action === 'final_sale';
  if (input.filter && !waived) reasons.push(filterReason(kind, input.filter));
  else if (!allowed && isMarketFinalSale(s, order.country, item)) reasons.push(say('FINAL_SALE', { kind }));

  const quantityReason = quantityCheck(
    kind,
    item,
    input.quantity ?? 1,
    Boolean(order.fulfilled_at || order.delivered_at),
  );
  if (quantityReason) reasons.push(quantityReason);

  return reasons.length === 0 ? { eligible: true } : { eligible: false, reasons };
}

/**
 * A product filter's reason. The verdict carries the rule's own words or, when the merchant wrote
 * none, the English fallback of FINAL_SALE / PRODUCT_FILTERED: that fallback goes as its code so
 * the portal translates it; the merchant's own words go as written.
 */
function filterReason(
  kind: 'return' | 'exchange',
  filter: Pick<FilterVerdict, 'action' | 'message'>,
): ShopperMessage {
  const fallback = say(filter.action === 'final_sale' ? 'FINAL_SALE' : 'PRODUCT_FILTERED', { kind });
  return filter.message === shopperEnglish(fallback) ? fallback : say('STORE_NOTE', { text: filter.message });
}

function quantityCheck(
  kind: 'return' | 'exchange',
  item: EligibilityItem,
  wanted: number,
  shipped: boolean,
): ShopperMessage | null {
  const shippedQty = item.fulfilled_quantity ?? (shipped ? item.quantity : 0);
  const left = Math.max(0, Math.min(item.quantity, shippedQty) - (item.already_requested ?? 0));
  if (!shipped) return null; // already explained by the "hasn't shipped" reason
  if (left === 0) return say('ALL_UNITS_REQUESTED');
  if (wanted > left) return say('UNITS_LEFT', { kind, count: left });
  return null;
}
