import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts, periodDays } from '@roundtrip/core/analytics';
import { and, eq, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';

/** GET chart/v1/return-vs-exchange: returns and exchanges per day, and in total against before. */
export async function getReturnVsExchange(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const at = requests.createdAt;
  const day = scope.dayOf(at);
  const rows = await deps.db
    .select({
      day,
      current: sql<boolean>`${scope.inCurrent(at)}`,
      returns: sql<number>`(count(*) filter (where ${requests.kind} = 'return'))::int`,
      exchanges: sql<number>`(count(*) filter (where ${requests.kind} = 'exchange'))::int`,
    })
    .from(requests)
    .where(and(eq(requests.storeId, scope.store.id), scope.inBoth(at)))
    .groupBy(sql`1, 2`);
  const byDay = new Map(rows.filter((r) => r.current).map((r) => [r.day, r]));
  const total = (current: boolean, key: 'returns' | 'exchanges') =>
    rows.filter((r) => r.current === current).reduce((s, r) => s + r[key], 0);
  return {
    ...answerBase(scope),
    days: periodDays(scope.period).map((d) => ({
      day: d,
      returns: byDay.get(d)?.returns ?? 0,
      exchanges: byDay.get(d)?.exchanges ?? 0,
    })),
    returns: compareCounts(total(true, 'returns'), total(false, 'returns')),
    exchanges: compareCounts(total(true, 'exchanges'), total(false, 'exchanges')),
  };
}
