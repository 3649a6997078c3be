import { describe, expect, it } from 'vitest';
import { type RiskFacts, type RiskSignalCode, riskLevelOf, riskScore } from './risk-score';

/** A loyal customer's ordinary return: no signal. */
const calm: RiskFacts = {
  orders_count: 8,
  earlier_requests: 1,
  recent_requests: 0,
  whole_order_returns: 0,
  whole_order: false,
  value: 1200,
  typical_value: 1000,
  exchange_value: 0,
  other_customers_at_address: 0,
  order_email: 'asha@example.com',
  customer_email: 'Asha@Example.com ',
};

describe('return risk score', () => {
  it.each<[string, Partial<RiskFacts>, RiskSignalCode[], number]>([
    ['a loyal customer', {}, [], 0],
    ['half their orders returned', { orders_count: 4, earlier_requests: 2 }, ['returns_ratio'], 12],
    ['most of their orders returned', { orders_count: 5, earlier_requests: 4 }, ['returns_ratio'], 20],
    ['one earlier request on one order is no pattern', { orders_count: 2, earlier_requests: 1 }, [], 0],
    ['three times the typical request', { value: 3000 }, ['high_value'], 15],
    ['no typical value yet: value says nothing', { value: 99_999, typical_value: null }, [], 0],
    ['whole order back, and once before', { whole_order: true, whole_order_returns: 1 }, ['wardrobing'], 20],
    ['whole order back for the first time', { whole_order: true }, [], 0],
    ['address of one other customer', { other_customers_at_address: 1 }, ['address_reuse'], 10],
    ['address of three other customers', { other_customers_at_address: 3 }, ['address_reuse'], 20],
    ['three requests in 90 days', { earlier_requests: 3, recent_requests: 3 }, ['serial_returner'], 15],
    ['order email not the account’s', { customer_email: 'other@example.com' }, ['mismatched_email'], 10],
    ['no account email: nothing to compare', { customer_email: null }, [], 0],
    ['first order', { orders_count: 1 }, ['first_order'], 10],
    ['no orders found reads as a first order', { orders_count: 0 }, ['first_order'], 10],
    ['orders unknown: no order signal', { orders_count: null, earlier_requests: 5 }, [], 0],
    ['a dear exchange', { exchange_value: 3500 }, ['high_value_exchange'], 15],
  ])('%s', (_name, over, codes, score) => {
    const r = riskScore({ ...calm, ...over });
    expect(r.signals.map((s) => s.code)).toEqual(codes);
    expect(r.score).toBe(score);
  });

  it('adds the signals up, caps the score at 100 and names the level', () => {
    const worst = riskScore({
      orders_count: 1,
      earlier_requests: 6,
      recent_requests: 5,
      whole_order_returns: 2,
      whole_order: true,
      value: 9000,
      typical_value: 1000,
      exchange_value: 9000,
      other_customers_at_address: 4,
      order_email: 'a@example.com',
      customer_email: 'b@example.com',
    });
    expect(worst.signals).toHaveLength(8);
    expect(worst.score).toBe(100);
    expect(worst.level).toBe('high');
    expect(worst.signals.find((s) => s.code === 'returns_ratio')?.detail).toBe('6 requests on 1 order');
  });

  it.each([
    [0, 'low'],
    [29, 'low'],
    [30, 'medium'],
    [59, 'medium'],
    [60, 'high'],
    [100, 'high'],
  ] as const)('a score of %i is %s', (score, level) => {
    expect(riskLevelOf(score)).toBe(level);
  });
});
