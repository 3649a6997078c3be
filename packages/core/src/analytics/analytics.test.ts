import { describe, expect, it } from 'vitest';
import { compareAmounts, compareCounts, sharePercent } from './compare';
import { addDays, analyticsPeriod, periodDays } from './period';
import { exchangeRoi, planCostFor } from './roi';

describe('analytics period', () => {
  it('defaults to the last 30 days including today and compares with the 30 before', () => {
    expect(analyticsPeriod({}, '2026-11-23')).toEqual({
      from: '2026-10-25',
      to: '2026-11-23',
      days: 30,
      previous: { from: '2026-09-25', to: '2026-10-24' },
    });
  });
  it('takes one day, crosses month and leap-year ends, and lists every day', () => {
    expect(analyticsPeriod({ from: '2028-02-28', to: '2028-03-01' }, '2028-03-05')).toMatchObject({
      days: 3,
      previous: { from: '2028-02-25', to: '2028-02-27' },
    });
    expect(periodDays({ from: '2028-02-28', days: 3 })).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(analyticsPeriod({ from: '2026-11-01', to: '2026-11-01' }, '2026-11-23')).toMatchObject({
      days: 1,
    });
  });
  it('refuses a backwards range and one longer than two years', () => {
    expect(analyticsPeriod({ from: '2026-11-02', to: '2026-11-01' }, '2026-11-23')).toEqual({
      field: 'from',
      message: 'The start date must be on or before the end date',
    });
    expect(analyticsPeriod({ from: '2024-10-31', to: '2026-11-01' }, '2026-11-23')).toEqual({
      field: 'from',
      message: 'A range covers at most 731 days',
    });
    expect(analyticsPeriod({ from: '2024-11-01', to: '2026-11-01' }, '2026-11-23')).toMatchObject({
      days: 731,
    });
  });
});

describe('comparisons', () => {
  it('gives the change in percent with one decimal, none after an empty period', () => {
    expect(compareCounts(4, 3)).toEqual({ current: 4, previous: 3, change_percent: 33.3 });
    expect(compareCounts(0, 5).change_percent).toBe(-100);
    expect(compareCounts(5, 0).change_percent).toBeNull();
  });
  it('compares amounts exactly in the currency’s minor units', () => {
    expect(compareAmounts('0.30', '0.1', 'INR')).toEqual({
      current: '0.30',
      previous: '0.10',
      change_percent: 200,
    });
    expect(compareAmounts('1.235', '1.000', 'KWD')).toEqual({
      current: '1.235',
      previous: '1.000',
      change_percent: 23.5,
    });
  });
  it('shares of an empty whole are 0', () => {
    expect(sharePercent(1, 3)).toBe(33.3);
    expect(sharePercent(0, 0)).toBe(0);
  });
});

describe('exchange ROI', () => {
  it('adds what stayed in the store and weighs it against the plan when priced in the same currency', () => {
    expect(
      exchangeRoi(
        { exchanged: '300', storeCredit: '100', refunded: '600', planCost: '20', planCurrency: 'USD' },
        'USD',
      ),
    ).toEqual({
      kept_by_exchanges: '300.00',
      kept_by_store_credit: '100.00',
      kept_total: '400.00',
      refunded: '600.00',
      retention_percent: 40,
      plan_cost: '20.00',
      plan_currency: 'USD',
      return_on_plan: 20,
    });
  });
  it('assumes no exchange rate, and nothing when nothing happened', () => {
    const roi = exchangeRoi(
      { exchanged: '0', storeCredit: '0', refunded: '0', planCost: '9.99', planCurrency: 'USD' },
      'INR',
    );
    expect([roi.retention_percent, roi.return_on_plan]).toEqual([0, null]);
  });
  it('spreads a monthly price over the period in 30-day months', () => {
    expect(planCostFor('9.99', 90, 'USD')).toBe('29.97');
    expect(planCostFor('19.99', 1, 'USD')).toBe('0.67');
  });
});
