import { describe, expect, it } from 'vitest';
import { appliedPlanName, planLabel, SELF_HOSTED_PLAN_NAME, storeBillingMode } from './billing';
import { billingBanners, isUpgrade, planServices, usageMonthStart } from './catalogue';
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

describe('per-store billing, catalogue and banners', () => {
  it("a store's own mode wins over the operator's", () => {
    expect(storeBillingMode('off', 'shopify')).toBe('shopify');
    expect(storeBillingMode('shopify', null)).toBe('shopify');
    expect(storeBillingMode('off', undefined)).toBe('off');
  });
  it('lists free, grow and scale with country prices and what each adds', () => {
    const [free, grow, scale] = planServices('IN');
    expect(free).toMatchObject({
      tier: 'free',
      price: '0.00',
      limits: { requests: 5, users: 1, logistics_connections: 2 },
    });
    expect(grow).toMatchObject({ tier: 'grow', price: '9.99', limits: { requests: null } });
    expect(grow?.features).toContain('smart_exchange');
    expect(scale).toMatchObject({
      price: '149.99',
      features: ['warehouse_integrations', 'merchant_success_manager', 'early_beta_access'],
    });
  });
  it('only sells a plan above the current one', () => {
    expect(isUpgrade('FREE_ONBOARD', 'grow')).toBe(true);
    expect(isUpgrade('grow_monthly', 'scale')).toBe(true);
    expect(isUpgrade('grow_monthly', 'grow')).toBe(false);
    expect(isUpgrade('scale_monthly', 'grow')).toBe(false);
  });
  it('shows the trial banner while a trial is available, the top-up banner once 5 requests are used', () => {
    const free = { name: 'FREE_ONBOARD', price: 0 };
    const unused = { free_trial_used: false, free_trial_v2_used: false };
    expect(billingBanners({ plan: free, trial: unused, requestsThisMonth: 4 })).toEqual({
      trial: true,
      top_up: false,
    });
    expect(
      billingBanners({ plan: free, trial: { ...unused, free_trial_used: true }, requestsThisMonth: 5 }),
    ).toEqual({
      trial: false,
      top_up: true,
    });
    expect(
      billingBanners({ plan: { name: 'grow_monthly', price: 19.99 }, trial: unused, requestsThisMonth: 50 }),
    ).toEqual({
      trial: false,
      top_up: false,
    });
  });
  it('counts usage from the first of the month, UTC', () =>
    expect(usageMonthStart(new Date('2026-11-23T19:00:00+05:30')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    ));
});
