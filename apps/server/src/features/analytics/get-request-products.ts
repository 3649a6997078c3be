import type { AnalyticsQuery } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';

const TOP = 20;

/** GET analytics/v1/request-products: the products returned most (the problem-product signal). */
export async function getRequestProducts(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const quantity = sql<number>`sum(${requestItems.requestedQty})::int`;
  const rows = await deps.db
    .select({
      product_id: requestItems.productId,
      title: sql<string>`min(${requestItems.title})`,
      requests: sql<number>`count(distinct ${requestItems.requestId})::int`,
      quantity,
      returned_value: sql<string>`sum(${requestItems.paidAmount})::text`,
      top_reason: sql<string>`mode() within group (order by ${requestItems.reason})`,
    })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(and(eq(requestItems.storeId, scope.store.id), scope.inCurrent(requests.createdAt)))
    .groupBy(sql`coalesce(${requestItems.productId}, ${requestItems.title})`, requestItems.productId)
    .orderBy(desc(quantity), sql`2`)
    .limit(TOP);
  const c = scope.currency;
  return {
    ...answerBase(scope),
    products: rows.map((r) => ({ ...r, returned_value: fromMinor(toMinor(r.returned_value, c), c) })),
  };
}
