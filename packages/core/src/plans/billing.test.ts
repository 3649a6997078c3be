import { describe, expect, it } from 'vitest';
import { appliedPlanName, planLabel, SELF_HOSTED_PLAN_NAME } from './billing';
import { FEATURES, isFeatureUnlocked } from './features';
import { canAddMore, isFreePlan } from './plans';

describe('billing off: self-hosted', () => {
  it('applies the self-hosted plan whatever is stored', () => {
    expect(appliedPlanName('off', 'FREE_ONBOARD')).toBe(SELF_HOSTED_PLAN_NAME);
    expect(appliedPlanName('shopify', 'FREE_ONBOARD')).toBe('FREE_ONBOARD');
  });

  it('unlocks every feature and has no limit', () => {
    const plan = appliedPlanName('off', 'FREE_ONBOARD');
    for (const f of FEATURES) expect(isFeatureUnlocked(plan, f)).toBe(true);
    expect(canAddMore(plan, 'requests', 10_000)).toBe(true);
    expect(isFreePlan({ name: plan, price: 0 })).toBe(false);
  });
});

describe('plan labels', () => {
  it.each([
    [{ name: SELF_HOSTED_PLAN_NAME, price: 0 }, 'Self-hosted: all features'],
    [{ name: 'FREE_ONBOARD', price: 0 }, 'Free plan'],
    [{ name: 'grow_monthly', price: 19.99 }, 'Grow plan'],
    [{ name: 'Grow', price: 0 }, 'Free plan'],
    [{ name: 'SCALE-2024', price: 149.99 }, 'Scale plan'],
    [{ name: 'TRY_IT_ALL', price: 0 }, 'Try-it-all plan'],
  ])('%j -> %s', (plan, label) => expect(planLabel(plan)).toBe(label));

  it('never shows a plan code', () => expect(planLabel({ name: 'FREE_ONBOARD', price: 0 })).not.toMatch(/_/));
});
