import { type LineFacts, lineFactsOf } from '@roundtrip/core/requests';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { requestItems, requests, type StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import type { LineItem, Order, Product, Variant } from '../../../platform/platform';
import { storePolicyOf } from '../../../store/store-policy';
import { activeListEntries } from '../../lists/active-list-entries';

/** What the portal knows about one order line: core's planning facts, and how the page shows it. */
export type OrderLine = LineFacts<LineItem, Product> & {
  imageUrl: string;
  options: { name: string; value: string }[];
};

/**
 * Units of each line held by the order's requests: a request waiting for approval holds what was
 * asked; after a decision it holds what the merchant approved (0 when rejected or cancelled).
 */
export async function unitsRequestedByLine(
  db: Db | Tx,
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

const optionValue = (v: Variant | undefined, position: number) =>
  (position === 1 ? v?.option1 : position === 2 ? v?.option2 : v?.option3) ?? '';

/**
 * Loads the order's products, the units its requests hold and the store's block and allow lists; core
 * works out each line's facts (with the store's markets, for rules that name one).
 */
export async function orderLines(deps: Deps, store: StoreRow, order: Order): Promise<OrderLine[]> {
  const storeId = store.id;
  const productIds = [
    ...new Set(order.line_items.map((l) => l.product_id).filter((id): id is string => !!id)),
  ];
  const products =
    productIds.length > 0 ? await deps.platform.listProducts(storeId, { ids: productIds }) : [];
  const requested = await unitsRequestedByLine(deps.db, storeId, order.id);
  const now = deps.clock();
  const lists = await activeListEntries(deps.db, storeId, now);
  const { markets } = storePolicyOf(deps.config, store);
  const facts = lineFactsOf(order, { products, requested, lists, markets, now: now.getTime() });
  return facts.map((f) => {
    const variant = f.product?.variants.find((v) => v.id === f.line.variant_id);
    const options = (f.product?.options ?? [])
      .map((o) => ({ name: o.name, value: optionValue(variant, o.position) }))
      .filter((o) => o.value !== '');
    return { ...f, imageUrl: f.product?.image_url ?? '', options };
  });
}
