import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts, periodDays } from '@roundtrip/core/analytics';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';

/** GET chart/v1/return-vs-exchange: returns and exchanges per day, and in total against before. */
export async function getReturnVsExchange(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['kind'], 'both');
  const rows = await queryRows<{ day: string; current: boolean; returns: number; exchanges: number }>(
    deps.db,
    sql`select day, current,
        coalesce(sum(n) filter (where key = 'return'), 0)::int as returns,
        coalesce(sum(n) filter (where key = 'exchange'), 0)::int as exchanges
      from ${facts} group by 1, 2`,
  );
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
