import { ruleContextOf } from '@roundtrip/core/requests';
import type { WorkflowFacts } from '@roundtrip/core/workflows';
import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RequestRow, requestItems, requestRisks, requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { storePolicyOf } from '../../store/store-policy';

/**
 * What workflow conditions are checked against, for each request: items as core's rule matcher sees
 * them (the order's tags, customer and country from the platform, the product's tags and collections),
 * the refund mode and value, how many requests the customer made before, and the stored risk score.
 */
export async function workflowFactsOf(
  deps: Deps,
  db: Db,
  storeId: string,
  rows: readonly RequestRow[],
): Promise<Map<string, WorkflowFacts>> {
  const facts = new Map<string, WorkflowFacts>();
  if (rows.length === 0) return facts;
  const items = await db
    .select()
    .from(requestItems)
    .where(
      and(
        eq(requestItems.storeId, storeId),
        inArray(
          requestItems.requestId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const risks = await db
    .select({ requestId: requestRisks.requestId, score: requestRisks.score, level: requestRisks.level })
    .from(requestRisks)
    .where(
      and(
        eq(requestRisks.storeId, storeId),
        inArray(
          requestRisks.requestId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const productIds = [...new Set(items.flatMap((i) => (i.productId ? [i.productId] : [])))];
  const products = productIds.length
    ? await deps.platform.listProducts(storeId, { ids: productIds, limit: productIds.length })
    : [];
  const orders = new Map<string, Awaited<ReturnType<Deps['platform']['getOrder']>>>();
  for (const orderId of new Set(rows.map((r) => r.orderId)))
    orders.set(orderId, await deps.platform.getOrder(storeId, orderId));
  const [store] = await db.select().from(stores).where(eq(stores.id, storeId));
  const markets = store ? storePolicyOf(deps.config, store).markets : [];
  const now = deps.clock().getTime();
  for (const r of rows) {
    const order = orders.get(r.orderId);
    const mine = items.filter((i) => i.requestId === r.id);
    facts.set(r.id, {
      items: mine.map((i) =>
        ruleContextOf({
          order: order ?? {
            tags: [],
            customer: null,
            shipping_address: null,
            billing_address: null,
            currency: r.currency,
            created_at: r.createdAt.toISOString(),
          },
          line: { product_id: i.productId, variant_id: i.variantId, price: i.actualAmount },
          product: products.find((p) => p.id === i.productId),
          reasonId: i.reasonId,
          markets,
          now,
        }),
      ),
      refund_mode: r.refundMode,
      value: r.refundAmount,
      currency: r.currency,
      earlier_returns: await earlierRequests(db, r),
      risk: risks.find((x) => x.requestId === r.id) ?? null,
    });
  }
  return facts;
}

/** Requests of the same customer (by id, else email) made before this one. */
async function earlierRequests(db: Db, r: RequestRow): Promise<number> {
  const same = r.customerId
    ? eq(requests.customerId, r.customerId)
    : r.customerEmail
      ? eq(sql`lower(${requests.customerEmail})`, r.customerEmail.toLowerCase())
      : null;
  if (!same) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(
      and(
        eq(requests.storeId, r.storeId),
        same,
        or(
          lt(requests.createdAt, r.createdAt),
          and(eq(requests.createdAt, r.createdAt), lt(requests.id, r.id)),
        ),
      ),
    );
  return row?.n ?? 0;
}
