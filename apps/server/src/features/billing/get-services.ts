import type { ServicesResponse } from '@roundtrip/core';
import {
  billingBanners,
  PLAN_LIMITS,
  planLabel,
  planServices,
  planTier,
  usageMonthStart,
} from '@roundtrip/core/plans';
import { and, eq, gte, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { gatingPlan } from '../../store/billing';
import { billingStore } from './billing-store';

/** GET /store/v1/services: the plan in force, the plans on offer, this month's usage and the banners. */
export async function getServices(deps: Deps, storeId: string): Promise<ServicesResponse> {
  const { store, billing, checkout } = await billingStore(deps, storeId);
  const [used] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.storeId, storeId), gte(requests.createdAt, usageMonthStart(deps.clock()))));
  const name = gatingPlan(deps.config, store);
  const on = billing === 'shopify';
  const plan = { name, price: on ? store.planPrice : '0' };
  const requestsThisMonth = used?.n ?? 0;
  const banners = on
    ? billingBanners({
        plan,
        trial: { free_trial_used: store.freeTrialUsed, free_trial_v2_used: store.freeTrialV2Used },
        requestsThisMonth,
      })
    : { trial: false, top_up: false };
  return {
    billing,
    checkout: on ? checkout : null,
    plan: { tier: planTier(name), name, label: planLabel(plan), price: plan.price },
    services: on ? planServices(store.country) : [],
    usage: { requests_this_month: requestsThisMonth, requests_limit: PLAN_LIMITS[planTier(name)].requests },
    banners,
  };
}
