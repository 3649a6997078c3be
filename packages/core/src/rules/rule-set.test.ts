import { describe, expect, it } from 'vitest';
import { ruleSetOf, type StoredRule } from './rule-set';

const row = (over: Partial<StoredRule>): StoredRule => ({
  id: 'r1',
  name: 'Rule',
  type: 'return_fee',
  active: true,
  position: 0,
  match: 'all',
  conditions: [],
  outcome: { fee_type: 'fixed', value: '10' },
  ...over,
});

describe('ruleSetOf', () => {
  it('groups one read of the rules by type, outcomes parsed with their defaults', () => {
    const set = ruleSetOf([
      row({ id: 'fee' }),
      row({ id: 'green', type: 'green_return', outcome: {} }),
      row({ id: 'filter', type: 'product_filter', outcome: { action: 'final_sale' } }),
      row({
        id: 'promo',
        type: 'promotion',
        outcome: { trigger: 'exchange', value_type: 'percent', value: '10' },
      }),
      row({ id: 'swap', type: 'exchange', outcome: { price: 'same' } }),
      row({ id: 'up', type: 'upsell', outcome: { product_ids: ['700'] } }),
    ]);
    expect(set.return_fee.map((r) => [r.id, r.outcome])).toEqual([
      ['fee', { fee_type: 'fixed', value: '10', applies_to: 'return' }],
    ]);
    expect(set.green_return[0]?.outcome).toEqual({ refund_percent: 100, refund_mode: null, message: '' });
    expect(set.product_filter[0]?.outcome).toMatchObject({ action: 'final_sale', applies_to: 'both' });
    expect(set.promotion[0]?.outcome.reward).toBe('bonus_credit');
    expect(set.exchange[0]?.outcome).toMatchObject({ exchange_with: 'same_product', price: 'same' });
    expect(set.upsell[0]?.outcome).toMatchObject({ product_ids: ['700'], discount_type: 'none' });
  });

  it('keeps the order given (precedence), leaves out inactive rules and outcomes that no longer parse', () => {
    const set = ruleSetOf([
      row({ id: 'b', position: 1 }),
      row({ id: 'off', active: false }),
      row({ id: 'broken', outcome: { fee_type: 'percent', value: '150' } }),
      row({ id: 'a', position: 0 }),
      row({ id: 'old', type: 'workflow' }),
    ]);
    expect(set.return_fee.map((r) => r.id)).toEqual(['b', 'a']);
    expect(set.green_return).toEqual([]);
  });

  it('an empty set has every type', () => {
    expect(Object.keys(ruleSetOf([])).sort()).toEqual([
      'exchange',
      'green_return',
      'product_filter',
      'promotion',
      'return_fee',
      'upsell',
    ]);
  });
});
