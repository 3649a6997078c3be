import { PLAN_LIMITS, planTier } from './plans';

/** The requests a plan takes each calendar month; null: no limit (paid plans, self-hosted). */
export const monthlyRequestLimit = (planName: string | null | undefined): number | null =>
  PLAN_LIMITS[planTier(planName)].requests;

/**
 * Whether a store may take one more request: its plan's monthly limit against the requests it received
 * since `usageMonthStart` (UTC, the same count the billing page shows). Pass the plan in force
 * (`appliedPlanName`), so billing off is never limited.
 */
export function canTakeRequest(planName: string | null | undefined, requestsThisMonth: number): boolean {
  const limit = monthlyRequestLimit(planName);
  return limit === null || requestsThisMonth < limit;
}
