import type { AnalyticsQuery } from '@roundtrip/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';

/** GET analytics/v1/return-exchange-reasons: per reason, items returned and items exchanged. */
export async function getReturnExchangeReasons(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const qty = (kind: 'return' | 'exchange') =>
    sql<number>`coalesce(sum(${requestItems.requestedQty}) filter (where ${requests.kind} = ${kind}), 0)::int`;
  const rows = await deps.db
    .select({ reason: requestItems.reason, returns: qty('return'), exchanges: qty('exchange') })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(and(eq(requestItems.storeId, scope.store.id), scope.inCurrent(requests.createdAt)))
    .groupBy(requestItems.reason)
    .orderBy(desc(sql`sum(${requestItems.requestedQty})`), requestItems.reason);
  return { ...answerBase(scope), reasons: rows };
}
