import type { AnalyticsQuery } from '@roundtrip/core';
import { sharePercent } from '@roundtrip/core/analytics';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';
import { withShares } from './sums';

/** GET chart/v1/reason-metric: items returned or exchanged per reason (the name given at the time). */
export async function getReasonMetric(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['reason'], 'current');
  const rows = await queryRows<{ reason: string; items: number }>(
    deps.db,
    sql`select key as reason, sum(qty)::int as items from ${facts} group by key order by 2 desc, key`,
  );
  return { ...answerBase(scope), reasons: withShares(rows, 'items', sharePercent) };
}
