import { isCashOnDelivery, type OrderTransaction } from '../orders/cod';
import { DAY_MS, formatDay } from '../time/age';
import type { PolicySettings } from './settings';

export type EligibilityOrder = {
  created_at: string;
  fulfilled_at?: string | null;
  delivered_at?: string | null;
  cancelled_at?: string | null;
  tags?: readonly string[] | null;
  /** Discount codes used on the order (spec 2 "restrict discounts used on the original order"). */
  discount_codes?: readonly string[] | null;
  payment_gateway_names?: readonly string[] | null;
  /** Tags of the customer who placed the order. */
  customer_tags?: readonly string[] | null;
  transactions?: readonly OrderTransaction[] | null;
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
  filter?: { message: string } | null;
};

export type EligibilityResult = { eligible: true } | { eligible: false; reasons: string[] };

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
 * Whether a line item can be returned or exchanged now, and if not, every reason in words a
 * shopper can act on. All checks run so the shopper sees the whole picture at once.
 */
export function checkEligibility(input: EligibilityInput): EligibilityResult {
  const { kind, settings: s, order, item } = input;
  const now = typeof input.now === 'number' ? input.now : Date.parse(input.now);
  const noun = kind === 'return' ? 'returns' : 'exchanges';
  const reasons: string[] = [];

  if (kind === 'return' ? !s.return_enabled : !s.exchange_enabled) {
    reasons.push(`This store doesn't accept ${noun} online.`);
  }
  if (order.cancelled_at) reasons.push('This order was cancelled, so there is nothing to send back.');

  const start = windowStart(s, order);
  if (!order.fulfilled_at && !order.delivered_at) {
    reasons.push("This item hasn't shipped yet. You can ask once it has been delivered.");
  } else {
    const notDelivered = !order.delivered_at;
    const restrictUndelivered =
      kind === 'return' ? s.restrict_return_if_not_delivered : s.restrict_exchange_if_not_delivered;
    if (notDelivered && restrictUndelivered) {
      reasons.push(`This order hasn't been delivered yet. ${capital(noun)} open once it arrives.`);
    }
  }
  if (start) {
    const days = kind === 'return' ? s.return_window_days : s.exchange_window_days;
    const deadline = Date.parse(start) + days * DAY_MS;
    if (now > deadline) {
      reasons.push(`The ${days}-day ${kind} window for this order ended on ${formatDay(deadline)}.`);
    }
  }

  const r = kind === 'return' ? s.restrict_return_orders : s.restrict_exchange_orders;
  if (r.enabled) {
    const orderHit =
      matches(order.tags, r.order_tags) ||
      matches(order.customer_tags, r.customer_tags) ||
      matches(order.discount_codes, r.discount_codes);
    if (orderHit) reasons.push(`This order isn't eligible for ${noun}.`);
    const productHit =
      matches(item.product_tags, r.product_tags) ||
      sameIds(item.product_id ? [item.product_id] : [], r.product_ids) ||
      sameIds(item.collection_ids, r.collection_ids);
    if (productHit) reasons.push(`This product isn't eligible for ${noun}.`);
    if (r.cod_orders && isCashOnDelivery(order))
      reasons.push(`Cash-on-delivery orders aren't eligible for ${noun}.`);
  }

  const discounted = (order.discount_codes ?? []).some((c) => c.trim() !== '');
  if (discounted && (kind === 'return' ? s.restrict_discounted_returns : s.restrict_discounted_exchanges)) {
    reasons.push(
      `Items bought with a discount code can't be ${kind === 'return' ? 'returned' : 'exchanged'}.`,
    );
  }

  if (input.filter) reasons.push(input.filter.message);

  const quantityReason = quantityCheck(
    kind,
    item,
    input.quantity ?? 1,
    Boolean(order.fulfilled_at || order.delivered_at),
  );
  if (quantityReason) reasons.push(quantityReason);

  return reasons.length === 0 ? { eligible: true } : { eligible: false, reasons };
}

function quantityCheck(
  kind: 'return' | 'exchange',
  item: EligibilityItem,
  wanted: number,
  shipped: boolean,
): string | null {
  const shippedQty = item.fulfilled_quantity ?? (shipped ? item.quantity : 0);
  const left = Math.max(0, Math.min(item.quantity, shippedQty) - (item.already_requested ?? 0));
  const verb = kind === 'return' ? 'returned' : 'exchanged';
  if (!shipped) return null; // already explained by the "hasn't shipped" reason
  if (left === 0) return 'All units of this item are already part of a return or exchange request.';
  if (wanted > left) return `Only ${left} more ${left === 1 ? 'unit' : 'units'} of this item can be ${verb}.`;
  return null;
}

function capital(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}
