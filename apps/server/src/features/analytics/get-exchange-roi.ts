import type { AnalyticsQuery } from '@roundtrip/core';
import { exchangeRoi, planCostFor } from '@roundtrip/core/analytics';
import { PLAN_PRICE_CURRENCY } from '@roundtrip/core/plans';
import { and, eq, sql } from 'drizzle-orm';
import { billingOf } from '../../billing';
import { refunds, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { SETTLED_AGAINST } from './sums';

/** GET roi/v1/exchange-roi: value kept by exchanges and store credit, against refunds and the plan. */
export async function getExchangeRoi(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const storeId = scope.store.id;
  const [[kept], [paid]] = await Promise.all([
    deps.db
      .select({ exchanged: sql<string>`coalesce(sum(${requests.refundAmount}), 0)::text` })
      .from(requests)
      .where(
        and(
          eq(requests.storeId, storeId),
          scope.inCurrent(requests.createdAt),
          eq(requests.kind, 'exchange'),
          sql`${requests.status} not in ${SETTLED_AGAINST}`,
        ),
      ),
    deps.db
      .select({
        credit: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.mode} = 'store_credit'), 0)::text`,
        refunded: sql<string>`coalesce(sum(${refunds.amount}) filter (where ${refunds.mode} <> 'store_credit'), 0)::text`,
      })
      .from(refunds)
      .where(
        and(
          eq(refunds.storeId, storeId),
          scope.inCurrent(refunds.createdAt),
          sql`${refunds.status} <> 'failed'`,
        ),
      ),
  ]);
  const billed = billingOf(deps.config, scope.store) === 'shopify';
  const roi = exchangeRoi(
    {
      exchanged: kept?.exchanged ?? '0',
      storeCredit: paid?.credit ?? '0',
      refunded: paid?.refunded ?? '0',
      planCost: billed ? planCostFor(scope.store.planPrice, scope.period.days, PLAN_PRICE_CURRENCY) : '0',
      planCurrency: PLAN_PRICE_CURRENCY,
    },
    scope.currency,
  );
  return { ...answerBase(scope), ...roi, plan_label: scope.planLabel };
}
