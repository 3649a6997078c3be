import { isFreePlan, type PlanLike, planTier } from './plans';

/** `BILLING`: off (the default, self-hosted) or Shopify's recurring app charges. */
export const BILLING_MODES = ['off', 'shopify'] as const;
export type BillingMode = (typeof BILLING_MODES)[number];

/** The plan every store runs on while billing is off: every feature, no limit. */
export const SELF_HOSTED_PLAN_NAME = 'SELF_HOSTED';

/**
 * The plan whose gates apply. The stored plan is kept as it is (turning billing on later finds it),
 * but with billing off nobody can buy anything, so nothing may be locked behind a purchase.
 */
export function appliedPlanName(billing: BillingMode, storedPlanName: string): string {
  return billing === 'off' ? SELF_HOSTED_PLAN_NAME : storedPlanName;
}

/**
 * A store's own billing mode wins over the operator's `BILLING`: the seeded billing demo store runs
 * with plans on a self-hosted server (docs/plans.md). Null follows the operator.
 */
export function storeBillingMode(operator: BillingMode, store: BillingMode | null | undefined): BillingMode {
  return store ?? operator;
}

const TIER_LABELS = {
  free: 'Free plan',
  grow: 'Grow plan',
  scale: 'Scale plan',
  try_it_all: 'Try-it-all plan',
};

/** How the dashboard names the store's plan: in words, never a code such as FREE_ONBOARD. */
export function planLabel(plan: PlanLike): string {
  const tier = planTier(plan?.name);
  if (tier === 'self_hosted') return 'Self-hosted: all features';
  if (tier !== 'try_it_all' && isFreePlan(plan)) return TIER_LABELS.free;
  return TIER_LABELS[tier];
}
