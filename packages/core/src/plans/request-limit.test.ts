import { describe, expect, it } from 'vitest';
import { appliedPlanName } from './billing';
import { usageMonthStart } from './catalogue';
import { canTakeRequest, monthlyRequestLimit } from './request-limit';
import { chargeStatusOf } from './subscription-status';

describe('the free plan’s monthly requests (docs/plans.md)', () => {
  it('takes a 5th request at 4 and refuses a 6th at 5', () => {
    expect(monthlyRequestLimit('FREE_ONBOARD')).toBe(5);
    expect(canTakeRequest('FREE_ONBOARD', 4)).toBe(true);
    expect(canTakeRequest('FREE_ONBOARD', 5)).toBe(false);
  });

  it('never limits a paid plan or a store with billing off', () => {
    expect(monthlyRequestLimit('grow_monthly')).toBeNull();
    expect(canTakeRequest('scale_monthly', 10_000)).toBe(true);
    expect(canTakeRequest(appliedPlanName('off', 'FREE_ONBOARD'), 10_000)).toBe(true);
  });

  it('counts from the first instant of the month in UTC, whatever the store’s time zone', () => {
    // 1 December 00:30 in India is still November in UTC: November's requests count.
    expect(usageMonthStart(new Date('2026-12-01T00:30:00+05:30')).toISOString()).toBe(
      '2026-11-01T00:00:00.000Z',
    );
    expect(usageMonthStart(new Date('2026-12-01T00:00:00Z')).toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('a Shopify subscription’s status', () => {
  it('activates, declines or cancels our charge, and leaves it for the in-between states', () => {
    expect(chargeStatusOf('ACTIVE')).toBe('active');
    expect(chargeStatusOf('cancelled')).toBe('cancelled');
    expect(chargeStatusOf('DECLINED')).toBe('declined');
    expect(chargeStatusOf('EXPIRED')).toBe('declined');
    expect(chargeStatusOf('FROZEN')).toBeNull();
    expect(chargeStatusOf('PENDING')).toBeNull();
  });
});
