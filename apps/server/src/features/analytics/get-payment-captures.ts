import type { AnalyticsQuery } from '@roundtrip/core';
import { compareAmounts, compareCounts } from '@roundtrip/core/analytics';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { byPeriod, factsSource } from './facts-source';

/**
 * GET analytics/v1/payment-captures: price differences shoppers owed on exchanges (upsell revenue),
 * rejected and cancelled requests aside.
 */
export async function getPaymentCaptures(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['captures'], 'both');
  const { current, previous } = byPeriod(
    await queryRows<{ current: boolean; requests: number; amount: string }>(
      deps.db,
      sql`select current, sum(n)::int as requests, sum(amount)::text as amount from ${facts} group by current`,
    ),
  );
  return {
    ...answerBase(scope),
    requests: compareCounts(current?.requests ?? 0, previous?.requests ?? 0),
    amount: compareAmounts(current?.amount ?? '0', previous?.amount ?? '0', scope.currency),
  };
}
