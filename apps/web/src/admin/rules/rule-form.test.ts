import type { ExchangeRule } from '@roundtrip/core';
import { describe, expect, it } from 'vitest';
import {
  bodyOf,
  describeConditions,
  draftOfRule,
  emptyCondition,
  emptyRule,
  ruleGate,
  validateRule,
} from './rule-form';

const REASON = '0b7a4c1e-3f52-4a8e-9d61-2c5b8e7f9a10';

describe('rule drafts', () => {
  it('turns typed ranges into the contract shape', () => {
    const draft = {
      ...emptyRule('return_fee'),
      name: 'Cheap items',
      conditions: [
        { type: 'price_range' as const, min: '', max: '20' },
        { type: 'order_age' as const, min_days: '10', max_days: '' },
      ],
    };
    expect(bodyOf('return_fee', draft).conditions).toEqual([
      { type: 'price_range', min: null, max: '20' },
      { type: 'order_age', min_days: 10, max_days: null },
    ]);
    expect(validateRule('return_fee', draft)).toEqual({});
  });

  it('round-trips a saved rule', () => {
    const rule: ExchangeRule = {
      id: 'r1',
      type: 'exchange',
      name: 'Shirts',
      active: true,
      match: 'any',
      conditions: [{ type: 'reason', operator: 'in', values: [REASON] }],
      outcome: { exchange_with: 'same_product', product_ids: [], collection_ids: [], price: 'same' },
      position: 0,
      created_at: '',
      updated_at: '',
    };
    const draft = draftOfRule(rule);
    expect(bodyOf('exchange', draft)).toEqual({
      name: 'Shirts',
      active: true,
      match: 'any',
      conditions: rule.conditions,
      outcome: rule.outcome,
    });
  });

  it('sends green return percentages as numbers and an empty mode as the shopper’s choice', () => {
    const body = bodyOf('green_return', { ...emptyRule('green_return'), name: 'Keep it' });
    expect(body.outcome).toEqual({ refund_percent: 100, refund_mode: null, message: '' });
  });
});

describe('rule validation', () => {
  it('refuses a fee over 100% and a missing name with field messages', () => {
    const errors = validateRule('return_fee', {
      ...emptyRule('return_fee'),
      outcome: { fee_type: 'percent', value: '150', applies_to: 'return' },
    });
    expect(errors['outcome.value']).toBe('A percentage cannot be more than 100');
    expect(errors.name).toBe('Give the rule a name');
  });

  it('refuses HTML in a name and an empty list condition', () => {
    const errors = validateRule('product_filter', {
      ...emptyRule('product_filter'),
      name: '<script>x</script>',
      conditions: [emptyCondition('product_tag')],
    });
    expect(errors.name).toBe('Please remove HTML tags from this text');
    expect(errors['conditions.0.values']).toBe('Add at least one value');
  });

  it('refuses a negative price', () => {
    const errors = validateRule('green_return', {
      ...emptyRule('green_return'),
      name: 'x',
      conditions: [{ type: 'price_range', min: '-1', max: '' }],
    });
    expect(errors['conditions.0.min']).toBe('The amount cannot be negative');
  });
});

describe('rule helpers', () => {
  it('names the plan feature an active rule needs', () => {
    expect(ruleGate('upsell', { active: true, outcome: {} })).toBe('upsell_booster');
    expect(ruleGate('upsell', { active: false, outcome: {} })).toBeNull();
    expect(ruleGate('exchange', { active: true, outcome: { exchange_with: 'other_products' } })).toBe(
      'exchange_with_other_products',
    );
    expect(ruleGate('exchange', { active: true, outcome: { exchange_with: 'same_product' } })).toBeNull();
  });

  it('describes conditions in one line', () => {
    expect(describeConditions({ match: 'all', conditions: [] })).toBe('Every item');
    expect(
      describeConditions({
        match: 'any',
        conditions: [
          { type: 'country', operator: 'in', values: ['IN'] },
          { type: 'price_range', min: null, max: '20' },
        ],
      }),
    ).toBe('Country is IN or Price range up to 20');
    const names: Record<string, string> = { r1: 'Too small', r2: 'Damaged' };
    expect(
      describeConditions(
        {
          match: 'all',
          conditions: [
            { type: 'reason', operator: 'in', values: ['r1', 'r2'] },
            { type: 'country', operator: 'in', values: ['IN', 'US', 'GB', 'FR'] },
          ],
        },
        (_type, value) => names[value] ?? value,
      ),
    ).toBe('Reason is one of Too small, Damaged and Country is one of 4');
    expect(
      describeConditions({
        match: 'all',
        conditions: [{ type: 'market', operator: 'not_in', values: ['Europe', 'United States'] }],
      }),
    ).toBe('Market is not one of Europe, United States');
  });
});
