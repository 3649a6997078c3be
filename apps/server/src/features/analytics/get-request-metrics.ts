import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { REQUEST_STATUSES } from '@roundtrip/core/lifecycle';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { refunds, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';

/** GET analytics/v1/request-metrics: requests of the period by status now, and how fast refunds went. */
export async function getRequestMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const current = scope.inCurrent(requests.createdAt);
  const facts = await factsSource(deps, scope, ['status'], 'both');
  const [perStatus, [speed]] = await Promise.all([
    queryRows<{ status: string; current: number; previous: number; attention: number }>(
      deps.db,
      sql`select key as status,
          coalesce(sum(n) filter (where current), 0)::int as current,
          coalesce(sum(n) filter (where not current), 0)::int as previous,
          coalesce(sum(qty) filter (where current), 0)::int as attention
        from ${facts} group by key`,
    ),
    // The median is not additive over days: it stays a raw query, bounded below by the period's start
    // (a request's first refund comes after it) so it reads refunds by date.
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
          .where(
            and(
              eq(refunds.storeId, scope.store.id),
              eq(refunds.status, 'succeeded'),
              scope.notBefore(refunds.createdAt),
              current,
            ),
          )
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
