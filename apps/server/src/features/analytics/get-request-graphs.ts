import type { AnalyticsQuery } from '@roundtrip/core';
import { periodDays } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, eq, sql } from 'drizzle-orm';
import { refunds, requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';

/** GET analytics/v1/request-graphs: per day, requests and items asked for, and money refunded. */
export async function getRequestGraphs(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const storeId = scope.store.id;
  const [asked, paid] = await Promise.all([
    deps.db
      .select({
        day: scope.dayOf(requests.createdAt),
        requests: sql<number>`count(distinct ${requests.id})::int`,
        items: sql<number>`coalesce(sum(${requestItems.requestedQty}), 0)::int`,
      })
      .from(requests)
      .leftJoin(requestItems, eq(requestItems.requestId, requests.id))
      .where(and(eq(requests.storeId, storeId), scope.inCurrent(requests.createdAt)))
      .groupBy(sql`1`),
    deps.db
      .select({ day: scope.dayOf(refunds.createdAt), amount: sql<string>`sum(${refunds.amount})::text` })
      .from(refunds)
      .where(
        and(
          eq(refunds.storeId, storeId),
          scope.inCurrent(refunds.createdAt),
          sql`${refunds.status} <> 'failed' and ${refunds.mode} <> 'store_credit'`,
        ),
      )
      .groupBy(sql`1`),
  ]);
  const c = scope.currency;
  const askedOn = new Map(asked.map((r) => [r.day, r]));
  const paidOn = new Map(paid.map((r) => [r.day, r.amount]));
  return {
    ...answerBase(scope),
    days: periodDays(scope.period).map((day) => ({
      day,
      requests: askedOn.get(day)?.requests ?? 0,
      items: askedOn.get(day)?.items ?? 0,
      refunded: fromMinor(toMinor(paidOn.get(day) ?? '0', c), c),
    })),
  };
}
