import { type ListEntry, listVerdict } from '../policy/lists';
import { marketOf } from '../policy/markets';
import type { Market } from '../policy/settings';
import type { RuleContext } from '../rules/match';
import type { LineFacts, PlanLineItem, PlanOrder, PlanProduct } from './facts';

/** The 2-letter country an order ships to (else its billing country): rule conditions and markets use it. */
export function orderCountry(order: Pick<PlanOrder, 'shipping_address' | 'billing_address'>): string | null {
  return order.shipping_address?.country_code || order.billing_address?.country_code || null;
}

/** What the rule matcher knows about one line of an order (docs/rules.md "Conditions"). */
export function ruleContextOf(input: {
  order: Pick<
    PlanOrder,
    'tags' | 'customer' | 'shipping_address' | 'billing_address' | 'currency' | 'created_at'
  >;
  line: Pick<PlanLineItem, 'product_id' | 'variant_id' | 'price'>;
  product: Pick<PlanProduct, 'tags' | 'collection_ids'> | null | undefined;
  reasonId?: string | null | undefined;
  /** The store's markets (policy `markets`): the order's is named for `market` conditions. */
  markets: readonly Market[];
  now: number;
}): RuleContext {
  const { order, line, product } = input;
  const country = orderCountry(order);
  return {
    product_id: line.product_id,
    variant_id: line.variant_id,
    collection_ids: product?.collection_ids ?? [],
    product_tags: product?.tags ?? [],
    order_tags: order.tags,
    customer_tags: order.customer?.tags ?? [],
    reason_id: input.reasonId ?? null,
    country,
    market: marketOf(input.markets, country)?.name ?? null,
    unit_price: line.price,
    currency: order.currency,
    order_created_at: order.created_at,
    now: input.now,
  };
}

function earliest(dates: readonly (string | null)[]): string | null {
  const list = dates.filter((d): d is string => Boolean(d)).sort();
  return list[0] ?? null;
}
function latest(dates: readonly (string | null)[]): string | null {
  const list = dates.filter((d): d is string => Boolean(d)).sort();
  return list[list.length - 1] ?? null;
}

/**
 * Per-line facts: a line's window starts with the fulfillment that shipped it and it is delivered
 * when every such fulfillment is; `requested` holds the units earlier requests still hold per line.
 */
export function lineFactsOf<I extends PlanLineItem, P extends PlanProduct>(
  order: PlanOrder<I>,
  facts: {
    products: readonly P[];
    requested: ReadonlyMap<string, number>;
    /** The store's markets, for `market` rule conditions. */
    markets: readonly Market[];
    now: number;
    /** The store's block and allow list entries. */
    lists?: readonly ListEntry[];
  },
): LineFacts<I, P>[] {
  const byId = new Map(facts.products.map((p) => [p.id, p]));
  const shipped = order.fulfillments.filter((f) => f.status === 'success');
  return order.line_items.map((line) => {
    const product = line.product_id ? (byId.get(line.product_id) ?? null) : null;
    const fulfillments = shipped.filter((f) => f.line_items.some((l) => l.id === line.id));
    const fulfilledQuantity = fulfillments.reduce(
      (n, f) => n + f.line_items.filter((l) => l.id === line.id).reduce((m, l) => m + l.quantity, 0),
      0,
    );
    const refundedQuantity = order.refunds
      .flatMap((r) => r.refund_line_items)
      .filter((r) => r.line_item_id === line.id)
      .reduce((n, r) => n + r.quantity, 0);
    const delivered = fulfillments.every((f) => f.delivered_at)
      ? latest(fulfillments.map((f) => f.delivered_at))
      : null;
    const lists = facts.lists && {
      lists: listVerdict(
        facts.lists,
        {
          email: order.email ?? null,
          phone: order.phone ?? null,
          address: order.shipping_address,
          order_id: order.id ?? null,
          order_name: order.name ?? null,
          customer_tags: order.customer?.tags ?? [],
          product_id: line.product_id,
          variant_id: line.variant_id,
        },
        facts.now,
      ),
    };
    return {
      ...lists,
      line,
      product,
      ruleContext: ruleContextOf({ order, line, product, markets: facts.markets, now: facts.now }),
      fulfilledQuantity,
      refundedQuantity,
      alreadyRequested: Math.max(facts.requested.get(line.id) ?? 0, refundedQuantity),
      eligibilityOrder: {
        created_at: order.created_at,
        fulfilled_at: earliest(fulfillments.map((f) => f.created_at)),
        delivered_at: delivered,
        cancelled_at: order.cancelled_at,
        tags: order.tags,
        customer_tags: order.customer?.tags ?? [],
        discount_codes: order.discount_codes.map((d) => d.code),
        payment_gateway_names: order.payment_gateway_names,
        transactions: order.transactions,
        country: orderCountry(order),
      },
    };
  });
}

/** Units of a line that are shipped and not yet held by a request or refunded. */
export function unitsLeft(line: LineFacts): number {
  return Math.max(0, Math.min(line.line.quantity, line.fulfilledQuantity) - line.alreadyRequested);
}
