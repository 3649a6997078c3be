export const PLAN_TIERS = ['free', 'grow', 'scale', 'try_it_all', 'self_hosted'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** The onboarding free plan's name. */
export const FREE_PLAN_NAME = 'FREE_ONBOARD';
/** The special plan that unlocks everything ("try it all"). */
export const TRY_IT_ALL_PLAN_NAME = 'TRY_IT_ALL';

export type PlanLike = { name?: string | null; price?: number | string | null } | null | undefined;

function normal(name: string | null | undefined): string {
  return (name ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

/**
 * Plans are recognised by name prefix (grow, scale, free); "try it all" by its own name.
 * Anything unrecognised is treated as free, so an unknown plan never unlocks paid features.
 */
export function planTier(name: string | null | undefined): PlanTier {
  const n = normal(name);
  if (n === 'self_hosted') return 'self_hosted';
  if (n.startsWith('try_it_all')) return 'try_it_all';
  if (n.startsWith('grow')) return 'grow';
  if (n.startsWith('scale')) return 'scale';
  return 'free';
}

export type FreePlanOptions = { isTryItAll?: boolean };

/** Free: FREE_ONBOARD or price 0, and not the try-it-all plan. */
export function isFreePlan(plan: PlanLike, opts: FreePlanOptions = {}): boolean {
  if (!plan) return false;
  const tryItAll = opts.isTryItAll ?? planTier(plan.name) === 'try_it_all';
  if (tryItAll || planTier(plan.name) === 'self_hosted') return false;
  const price =
    plan.price === null || plan.price === undefined || plan.price === '' ? Number.NaN : Number(plan.price);
  return plan.name === FREE_PLAN_NAME || price === 0;
}

export type TrialFlags = { free_trial_used?: boolean | null; free_trial_v2_used?: boolean | null };

/** On the free plan and neither free trial has been used, so a trial can be offered. */
export function isOnFreePlanWithTrial(
  plan: PlanLike,
  trial: TrialFlags,
  opts: FreePlanOptions = {},
): boolean {
  return isFreePlan(plan, opts) && trial.free_trial_used !== true && trial.free_trial_v2_used !== true;
}

/** The free plan's limits; `null` means unlimited. */
export type PlanLimits = {
  requests: number | null;
  users: number | null;
  logisticsConnections: number | null;
};
export const PLAN_LIMITS: Readonly<Record<PlanTier, PlanLimits>> = {
  free: { requests: 5, users: 1, logisticsConnections: 2 },
  grow: { requests: null, users: null, logisticsConnections: null },
  scale: { requests: null, users: null, logisticsConnections: null },
  try_it_all: { requests: null, users: null, logisticsConnections: null },
  self_hosted: { requests: null, users: null, logisticsConnections: null },
};

/** True when one more of `kind` may be added given how many exist now. */
export function canAddMore(
  planName: string | null | undefined,
  kind: keyof PlanLimits,
  current: number,
): boolean {
  const limit = PLAN_LIMITS[planTier(planName)][kind];
  return limit === null || current < limit;
}
