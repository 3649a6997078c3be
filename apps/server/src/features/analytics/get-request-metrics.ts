import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { REQUEST_STATUSES } from '@roundtrip/core/lifecycle';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';
import { medianDaysToRefund } from './median-days-to-refund';

/** GET analytics/v1/request-metrics: requests of the period by status now, and how fast refunds went. */
export async function getRequestMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['status', 'refund_delay'], 'both');
  const [perStatus, median] = await Promise.all([
    queryRows<{ status: string; current: number; previous: number; attention: number }>(
      deps.db,
      sql`select key as status,
          coalesce(sum(n) filter (where current), 0)::int as current,
          coalesce(sum(n) filter (where not current), 0)::int as previous,
          coalesce(sum(qty) filter (where current), 0)::int as attention
        from ${facts} where metric = 'status' group by key`,
    ),
    medianDaysToRefund(deps, scope, facts),
  ]);
  const count = (status: string) => perStatus.find((r) => r.status === status)?.current ?? 0;
  const sum = (key: 'current' | 'previous' | 'attention') => perStatus.reduce((s, r) => s + r[key], 0);
  return {
    ...answerBase(scope),
    total: compareCounts(sum('current'), sum('previous')),
    statuses: REQUEST_STATUSES.map((status) => ({ status, count: count(status) })),
    needs_attention: sum('attention'),
    median_days_to_refund: median == null ? null : Math.round(Number(median) * 10) / 10,
  };
}
