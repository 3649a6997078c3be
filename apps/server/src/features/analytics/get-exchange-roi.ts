import type { AnalyticsQuery } from '@roundtrip/core';
import { exchangeRoi, KEPT_REFUND_MODE, planCostFor } from '@roundtrip/core/analytics';
import { PLAN_PRICE_CURRENCY } from '@roundtrip/core/plans';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { billingOf } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';

/** GET roi/v1/exchange-roi: value kept by exchanges and store credit, against refunds and the plan. */
export async function getExchangeRoi(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['reason', 'refund'], 'current');
  const [totals] = await queryRows<{ exchanged: string; credit: string; refunded: string }>(
    deps.db,
    sql`select
        coalesce(sum(amount) filter (where metric = 'reason' and sub = 'exchange'), 0)::text as exchanged,
        coalesce(sum(amount) filter (where metric = 'refund' and key = ${KEPT_REFUND_MODE}), 0)::text as credit,
        coalesce(sum(amount) filter (where metric = 'refund' and key <> ${KEPT_REFUND_MODE}), 0)::text as refunded
      from ${facts}`,
  );
  const billed = billingOf(deps.config, scope.store) === 'shopify';
  const roi = exchangeRoi(
    {
      exchanged: totals?.exchanged ?? '0',
      storeCredit: totals?.credit ?? '0',
      refunded: totals?.refunded ?? '0',
      planCost: billed ? planCostFor(scope.store.planPrice, scope.period.days, PLAN_PRICE_CURRENCY) : '0',
      planCurrency: PLAN_PRICE_CURRENCY,
    },
    scope.currency,
  );
  return { ...answerBase(scope), ...roi, plan_label: scope.planLabel };
}
