import type { AnalyticsQuery } from '@roundtrip/core';
import { KEPT_REFUND_MODE, periodDays } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';

/** GET analytics/v1/request-graphs: per day, requests and items asked for, and money refunded. */
export async function getRequestGraphs(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['kind', 'reason', 'refund'], 'current');
  const rows = await queryRows<{ day: string; requests: number; items: number; refunded: string }>(
    deps.db,
    sql`select day,
        coalesce(sum(n) filter (where metric = 'kind'), 0)::int as requests,
        coalesce(sum(qty) filter (where metric = 'reason'), 0)::int as items,
        coalesce(sum(amount) filter (where metric = 'refund' and key <> ${KEPT_REFUND_MODE}), 0)::text as refunded
      from ${facts} group by day`,
  );
  const c = scope.currency;
  const on = new Map(rows.map((r) => [r.day, r]));
  return {
    ...answerBase(scope),
    days: periodDays(scope.period).map((day) => ({
      day,
      requests: on.get(day)?.requests ?? 0,
      items: on.get(day)?.items ?? 0,
      refunded: fromMinor(toMinor(on.get(day)?.refunded ?? '0', c), c),
    })),
  };
}
