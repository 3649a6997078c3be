import type { AnalyticsQuery } from '@roundtrip/core';
import { compareAmounts, compareCounts } from '@roundtrip/core/analytics';
import { and, eq, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { countByPeriod, SETTLED_AGAINST, sumByPeriod } from './sums';

/**
 * GET analytics/v1/payment-captures: price differences shoppers owed on exchanges (upsell revenue),
 * rejected and cancelled requests aside.
 */
export async function getPaymentCaptures(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const at = requests.createdAt;
  const [row] = await deps.db
    .select({ requests: countByPeriod(scope, at), amount: sumByPeriod(scope, at, requests.amountDue) })
    .from(requests)
    .where(
      and(
        eq(requests.storeId, scope.store.id),
        scope.inBoth(at),
        eq(requests.payer, 'customer'),
        sql`${requests.status} not in ${SETTLED_AGAINST}`,
      ),
    );
  return {
    ...answerBase(scope),
    requests: compareCounts(row?.requests.current ?? 0, row?.requests.previous ?? 0),
    amount: compareAmounts(row?.amount.current ?? '0', row?.amount.previous ?? '0', scope.currency),
  };
}
