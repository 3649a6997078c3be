import { describe, expect, it } from 'vitest';
import { storedStorePolicy } from '../policy/store-policy';
import { ruleSetOf } from '../rules/rule-set';
import { linesOf, makeOrder, NOW, storedRule } from '../test/plan-fixtures';
import { lineEligibility } from './line-eligibility';

describe('lineEligibility', () => {
  const [line] = linesOf(makeOrder(), { a: 1 });
  if (!line) throw new Error('no line');
  const policy = storedStorePolicy({});

  it('eligible: the units still free', () => {
    expect(lineEligibility({ policy, productFilters: [], line, kind: 'return', now: NOW })).toEqual({
      eligible: true,
      reasons: [],
      max_quantity: 1,
    });
  });

  it('not eligible: core eligibility reasons, nothing to choose', () => {
    const tooMany = lineEligibility({
      policy,
      productFilters: [],
      line,
      kind: 'return',
      now: NOW,
      quantity: 2,
    });
    expect(tooMany).toMatchObject({ eligible: false, max_quantity: 0 });
    expect(tooMany.reasons).toHaveLength(1);
  });

  it('a product filter for this kind keeps the line out', () => {
    const filters = ruleSetOf([
      storedRule('product_filter', { applies_to: 'exchange' }, [{ type: 'product', values: ['101'] }]),
    ]).product_filter;
    expect(
      lineEligibility({ policy, productFilters: filters, line, kind: 'return', now: NOW }).eligible,
    ).toBe(true);
    expect(
      lineEligibility({ policy, productFilters: filters, line, kind: 'exchange', now: NOW }).eligible,
    ).toBe(false);
  });
});
