import { FEATURE_MIN_TIER, type Feature } from './features';
import { isOnFreePlanWithTrial, PLAN_LIMITS, type PlanLike, planTier, type TrialFlags } from './plans';
import { growPriceForCountry, PLAN_PRICE_CURRENCY, SCALE_PRICE } from './prices';
import { canTakeRequest } from './request-limit';

/** The plans a merchant can buy (docs/plans.md); free is where a store starts and where a downgrade lands. */
export const PAID_TIERS = ['grow', 'scale'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];

/** The plan name an upgrade stores: `planTier` reads it back as the tier. */
export const PAID_PLAN_NAMES: Readonly<Record<PaidTier, string>> = {
  grow: 'grow_monthly',
  scale: 'scale_monthly',
};

const TITLES = { free: 'Free', grow: 'Grow', scale: 'Scale' } as const;

export type PlanOffer = { tier: PaidTier; title: string; plan_name: string; price: string; currency: string };

/** What a paid plan costs the store each 30 days, priced by its country. */
export function planOffer(tier: PaidTier, country: string | null | undefined): PlanOffer {
  return {
    tier,
    title: TITLES[tier],
    plan_name: PAID_PLAN_NAMES[tier],
    price: tier === 'grow' ? growPriceForCountry(country) : SCALE_PRICE,
    currency: PLAN_PRICE_CURRENCY,
  };
}

export type PlanService = {
  tier: 'free' | PaidTier;
  title: string;
  price: string;
  currency: string;
  limits: { requests: number | null; users: number | null; logistics_connections: number | null };
  /** Features this plan unlocks that the one below it does not. */
  features: Feature[];
};

/** The plan comparison (free, grow, scale) with the store's prices and the free plan's limits. */
export function planServices(country: string | null | undefined): PlanService[] {
  return (['free', ...PAID_TIERS] as const).map((tier) => {
    const limits = PLAN_LIMITS[tier];
    return {
      tier,
      title: TITLES[tier],
      price: tier === 'free' ? '0.00' : planOffer(tier, country).price,
      currency: PLAN_PRICE_CURRENCY,
      limits: {
        requests: limits.requests,
        users: limits.users,
        logistics_connections: limits.logisticsConnections,
      },
      features: (Object.keys(FEATURE_MIN_TIER) as Feature[]).filter((f) => FEATURE_MIN_TIER[f] === tier),
    };
  });
}

/** True when `tier` is above the store's plan, so buying it is an upgrade rather than a repeat. */
export function isUpgrade(planName: string | null | undefined, tier: PaidTier): boolean {
  const current = planTier(planName);
  if (current === 'free') return true;
  return current === 'grow' && tier === 'scale';
}

export type BannerFacts = {
  plan: PlanLike;
  trial: TrialFlags;
  /** Requests the store received this calendar month (UTC). */
  requestsThisMonth: number;
};

/**
 * The billing banners (docs/plans.md): the free-trial banner while a trial can still be offered, the top-up
 * banner once the free plan's monthly requests are used up. Neither shows with billing off.
 */
export function billingBanners(facts: BannerFacts): { trial: boolean; top_up: boolean } {
  return {
    trial: isOnFreePlanWithTrial(facts.plan, facts.trial),
    top_up: !canTakeRequest(facts.plan?.name, facts.requestsThisMonth),
  };
}

/** The free plan's requests are counted per calendar month, UTC: the first instant of `now`'s month. */
export function usageMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
