import type { EligibilityOrder } from '@roundtrip/core/policy';
import { type FilterVerdict, productFilterVerdict, type RuleContext } from '@roundtrip/core/rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { LineItem, Order, Product } from '../../platform/platform';
import { loadRules } from '../rules/load-rules';
import { ruleContextOf } from '../rules/rule-context';

/** What the portal needs to know about one order line, beyond the platform's LineItem. */
export type OrderLine = {
  line: LineItem;
  product: Product | null;
  imageUrl: string;
  options: { name: string; value: string }[];
  fulfilledQuantity: number;
  /** Units refunded on the platform (inside or outside Roundtrip). */
  refundedQuantity: number;
  /** Units held by earlier requests that are still going (docs/portal.md "Quantities"). */
  alreadyRequested: number;
  eligibilityOrder: EligibilityOrder;
  /** What rule conditions see of this line (no reason yet: the shopper picks it later). */
  ruleContext: RuleContext;
  /** The product filter that keeps this line from being returned / exchanged, if any (docs/rules.md). */
  filters: { return: FilterVerdict | null; exchange: FilterVerdict | null };
};

/**
 * Units of each line held by the order's requests: a request waiting for approval holds what was
 * asked; after a decision it holds what the merchant approved (0 when rejected or cancelled).
 */
export async function unitsRequestedByLine(
  db: Db,
  storeId: string,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      lineItemId: requestItems.lineItemId,
      units: sql<number>`sum(case when ${requests.status} = 'requested' then ${requestItems.requestedQty}
        when ${requests.status} in ('rejected', 'cancelled') then 0
        else ${requestItems.approvedQty} end)::int`,
    })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(and(eq(requests.storeId, storeId), eq(requests.orderId, orderId)))
    .groupBy(requestItems.lineItemId);
  return new Map(rows.map((r) => [r.lineItemId, r.units]));
}

function earliest(dates: (string | null)[]): string | null {
  const list = dates.filter((d): d is string => Boolean(d)).sort();
  return list[0] ?? null;
}
function latest(dates: (string | null)[]): string | null {
  const list = dates.filter((d): d is string => Boolean(d)).sort();
  return list[list.length - 1] ?? null;
}

/** Per-line eligibility facts: a line's window starts with the fulfillment that shipped it. */
export async function orderLines(
  deps: Deps,
  storeId: string,
  order: Order,
  db: Db = deps.db,
): Promise<OrderLine[]> {
  const productIds = [
    ...new Set(order.line_items.map((l) => l.product_id).filter((id): id is string => !!id)),
  ];
  const products =
    productIds.length > 0 ? await deps.platform.listProducts(storeId, { ids: productIds }) : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  const requested = await unitsRequestedByLine(db, storeId, order.id);
  const shipped = order.fulfillments.filter((f) => f.status === 'success');
  const productFilters = await loadRules(db, storeId, 'product_filter');
  const now = deps.clock();

  return order.line_items.map((line) => {
    const product = line.product_id ? (byId.get(line.product_id) ?? null) : null;
    const variant = product?.variants.find((v) => v.id === line.variant_id);
    const fulfillments = shipped.filter((f) => f.line_items.some((l) => l.id === line.id));
    const fulfilledQuantity = fulfillments.reduce(
      (n, f) => n + f.line_items.filter((l) => l.id === line.id).reduce((m, l) => m + l.quantity, 0),
      0,
    );
    const refundedQuantity = order.refunds
      .flatMap((r) => r.refund_line_items)
      .filter((r) => r.line_item_id === line.id)
      .reduce((n, r) => n + r.quantity, 0);
    const options = (product?.options ?? [])
      .map((o) => ({ name: o.name, value: variant?.[`option${o.position}` as 'option1'] ?? '' }))
      .filter((o) => o.value !== '');
    const delivered = fulfillments.every((f) => f.delivered_at)
      ? latest(fulfillments.map((f) => f.delivered_at))
      : null;
    const ruleContext = ruleContextOf({ order, line, product, now });
    return {
      line,
      product,
      ruleContext,
      filters: {
        return: productFilterVerdict(productFilters, ruleContext, 'return'),
        exchange: productFilterVerdict(productFilters, ruleContext, 'exchange'),
      },
      imageUrl: product?.image_url ?? '',
      options,
      fulfilledQuantity,
      refundedQuantity,
      alreadyRequested: Math.max(requested.get(line.id) ?? 0, refundedQuantity),
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
      },
    };
  });
}
