import { describe, expect, it } from 'vitest';
import { FEATURES, GROW_FEATURES, isFeatureUnlocked, requiredTier, SCALE_FEATURES } from './features';
import { canAddMore, isFreePlan, isOnFreePlanWithTrial, PLAN_LIMITS, planTier } from './plans';
import { GROW_PREMIUM_COUNTRIES, growPriceForCountry, SCALE_PRICE } from './prices';

describe('planTier', () => {
  it.each([
    ['Grow Monthly', 'grow'],
    ['grow_annual', 'grow'],
    ['SCALE-2024', 'scale'],
    ['FREE_ONBOARD', 'free'],
    ['TRY_IT_ALL', 'try_it_all'],
    ['try it all (90 days)', 'try_it_all'],
    ['enterprise', 'free'],
    ['', 'free'],
    [null, 'free'],
  ])('%j -> %s', (name, tier) => expect(planTier(name)).toBe(tier));
});

describe('free plan', () => {
  it.each([
    [{ name: 'FREE_ONBOARD', price: 9 }, true],
    [{ name: 'Grow', price: 0 }, true],
    [{ name: 'Grow', price: '0' }, true],
    [{ name: 'Grow', price: 19.99 }, false],
    [{ name: 'TRY_IT_ALL', price: 0 }, false],
    [{ name: 'Grow', price: null }, false],
    [{ name: 'Grow', price: '' }, false],
    [null, false],
  ])('%j -> %s', (plan, free) => expect(isFreePlan(plan)).toBe(free));
  it('honours an explicit try-it-all flag', () =>
    expect(isFreePlan({ name: 'FREE_ONBOARD', price: 0 }, { isTryItAll: true })).toBe(false));
  it('trial available only when both trials are unused', () => {
    const plan = { name: 'FREE_ONBOARD', price: 0 };
    expect(isOnFreePlanWithTrial(plan, { free_trial_used: false, free_trial_v2_used: false })).toBe(true);
    expect(isOnFreePlanWithTrial(plan, {})).toBe(true);
    expect(isOnFreePlanWithTrial(plan, { free_trial_used: true, free_trial_v2_used: false })).toBe(false);
    expect(isOnFreePlanWithTrial(plan, { free_trial_used: false, free_trial_v2_used: true })).toBe(false);
    expect(isOnFreePlanWithTrial({ name: 'Grow', price: 9.99 }, {})).toBe(false);
  });
});

describe('limits and prices', () => {
  it('free plan: 5 requests, 1 user, 2 logistics connections', () => {
    expect(PLAN_LIMITS.free).toEqual({ requests: 5, users: 1, logisticsConnections: 2 });
    expect(canAddMore('FREE_ONBOARD', 'requests', 4)).toBe(true);
    expect(canAddMore('FREE_ONBOARD', 'requests', 5)).toBe(false);
    expect(canAddMore('FREE_ONBOARD', 'users', 1)).toBe(false);
    expect(canAddMore('Grow', 'users', 100)).toBe(true);
  });
  it('Grow price by country, Scale price', () => {
    for (const c of GROW_PREMIUM_COUNTRIES) expect(growPriceForCountry(c)).toBe('19.99');
    expect(growPriceForCountry(' us ')).toBe('19.99');
    expect(growPriceForCountry('IN')).toBe('9.99');
    expect(growPriceForCountry('FR')).toBe('9.99');
    expect(growPriceForCountry(null)).toBe('9.99');
    expect(SCALE_PRICE).toBe('149.99');
  });
});

describe('feature gating, every plan x feature', () => {
  const cases = FEATURES.flatMap((f) =>
    (['FREE_ONBOARD', 'Grow', 'Scale', 'TRY_IT_ALL'] as const).map((plan) => {
      const expected =
        plan === 'Scale' ||
        plan === 'TRY_IT_ALL' ||
        (plan === 'Grow' && (GROW_FEATURES as readonly string[]).includes(f));
      return [plan, f, expected] as const;
    }),
  );
  it.each(cases)('%s / %s -> %s', (plan, feature, expected) =>
    expect(isFeatureUnlocked(plan, feature)).toBe(expected),
  );
  it('names the plan to upsell', () => {
    expect(requiredTier('smart_exchange')).toBe('grow');
    for (const f of SCALE_FEATURES) expect(requiredTier(f)).toBe('scale');
  });
});
