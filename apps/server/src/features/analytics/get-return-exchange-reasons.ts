import type { AnalyticsQuery } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';

/** GET analytics/v1/return-exchange-reasons: per reason, items returned, exchanged and cancelled. */
export async function getReturnExchangeReasons(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['reason'], 'current');
  const rows = await queryRows<{ reason: string; returns: number; exchanges: number; cancellations: number }>(
    deps.db,
    sql`select key as reason,
        coalesce(sum(qty) filter (where sub = 'return'), 0)::int as returns,
        coalesce(sum(qty) filter (where sub = 'exchange'), 0)::int as exchanges,
        coalesce(sum(qty) filter (where sub = 'cancellation'), 0)::int as cancellations
      from ${facts} group by key order by sum(qty) desc, key`,
  );
  return { ...answerBase(scope), reasons: rows };
}
