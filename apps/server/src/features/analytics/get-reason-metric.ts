import type { AnalyticsQuery } from '@roundtrip/core';
import { sharePercent } from '@roundtrip/core/analytics';
import { and, desc, eq, sql } from 'drizzle-orm';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { withShares } from './sums';

/** GET chart/v1/reason-metric: items returned or exchanged per reason (the name given at the time). */
export async function getReasonMetric(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const items = sql<number>`sum(${requestItems.requestedQty})::int`;
  const rows = await deps.db
    .select({ reason: requestItems.reason, items })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(and(eq(requestItems.storeId, scope.store.id), scope.inCurrent(requests.createdAt)))
    .groupBy(requestItems.reason)
    .orderBy(desc(items), requestItems.reason);
  return { ...answerBase(scope), reasons: withShares(rows, 'items', sharePercent) };
}
