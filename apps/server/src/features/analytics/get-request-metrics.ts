import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { REQUEST_STATUSES } from '@roundtrip/core/lifecycle';
import { and, eq, sql } from 'drizzle-orm';
import { refunds, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';

/** GET analytics/v1/request-metrics: requests of the period by status now, and how fast refunds went. */
export async function getRequestMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const at = requests.createdAt;
  const current = scope.inCurrent(at);
  const [perStatus, [speed]] = await Promise.all([
    deps.db
      .select({
        status: requests.status,
        current: sql<number>`(count(*) filter (where ${current}))::int`,
        previous: sql<number>`(count(*) filter (where not ${current}))::int`,
        attention: sql<number>`(count(*) filter (where ${current} and ${requests.needsAttention}))::int`,
      })
      .from(requests)
      .where(and(eq(requests.storeId, scope.store.id), scope.inBoth(at)))
      .groupBy(requests.status),
    deps.db
      .select({
        median: sql<
          string | null
        >`percentile_cont(0.5) within group (order by extract(epoch from (first_refund - requested_at)) / 86400)::text`,
      })
      .from(
        deps.db
          .select({
            requested_at: sql`min(${requests.createdAt})`.as('requested_at'),
            first_refund: sql`min(${refunds.createdAt})`.as('first_refund'),
          })
          .from(refunds)
          .innerJoin(requests, eq(requests.id, refunds.requestId))
          .where(and(eq(refunds.storeId, scope.store.id), eq(refunds.status, 'succeeded'), current))
          .groupBy(refunds.requestId)
          .as('per_request'),
      ),
  ]);
  const count = (status: string) => perStatus.find((r) => r.status === status)?.current ?? 0;
  const sum = (key: 'current' | 'previous' | 'attention') => perStatus.reduce((s, r) => s + r[key], 0);
  return {
    ...answerBase(scope),
    total: compareCounts(sum('current'), sum('previous')),
    statuses: REQUEST_STATUSES.map((status) => ({ status, count: count(status) })),
    needs_attention: sum('attention'),
    median_days_to_refund: speed?.median == null ? null : Math.round(Number(speed.median) * 10) / 10,
  };
}
