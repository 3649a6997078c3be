import { describe, expect, it } from 'vitest';
import { type RuleCondition, type RuleConditionInput, ruleConditionSchema } from './conditions';
import {
  byPrecedence,
  conditionHolds,
  firstMatch,
  normaliseId,
  type RuleContext,
  ruleMatches,
} from './match';

const NOW = '2025-03-31T12:00:00Z';
const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({
  product_id: '101',
  variant_id: 'gid://shopify/ProductVariant/9001',
  collection_ids: ['501', '502'],
  product_tags: ['Summer', 'Final Sale'],
  order_tags: ['VIP order'],
  customer_tags: ['wholesale'],
  reason_id: '7b0c1b4e-2f4a-4b8e-9d7e-111111111111',
  country: 'in',
  unit_price: '25.00',
  currency: 'USD',
  order_created_at: '2025-03-01T12:00:00Z',
  now: NOW,
  ...over,
});
const c = (input: RuleConditionInput): RuleCondition => ruleConditionSchema.parse(input);
const holds = (input: RuleConditionInput, over: Partial<RuleContext> = {}) =>
  conditionHolds(c(input), ctx(over));

describe('normaliseId', () => {
  it('reads gids and plain ids alike', () => {
    expect(normaliseId('gid://shopify/Product/123')).toBe('123');
    expect(normaliseId(' 123 ')).toBe('123');
    expect(normaliseId('abc')).toBe('abc');
  });
});

describe('conditionHolds: list conditions', () => {
  it('product and variant, in either id form', () => {
    expect(holds({ type: 'product', values: ['gid://shopify/Product/101'] })).toBe(true);
    expect(holds({ type: 'product', values: ['102'] })).toBe(false);
    expect(holds({ type: 'product', operator: 'not_in', values: ['102'] })).toBe(true);
    expect(holds({ type: 'variant', values: ['9001'] })).toBe(true);
  });
  it('collection: any of the item collections', () => {
    expect(holds({ type: 'collection', values: ['502', '999'] })).toBe(true);
    expect(holds({ type: 'collection', operator: 'not_in', values: ['502'] })).toBe(false);
  });
  it('tags compare trimmed and case-insensitively', () => {
    expect(holds({ type: 'product_tag', values: [' final sale '] })).toBe(true);
    expect(holds({ type: 'order_tag', values: ['vip ORDER'] })).toBe(true);
    expect(holds({ type: 'customer_tag', values: ['retail'] })).toBe(false);
    expect(holds({ type: 'customer_tag', operator: 'not_in', values: ['retail'] })).toBe(true);
  });
  it('reason and country', () => {
    expect(holds({ type: 'reason', values: ['7B0C1B4E-2F4A-4B8E-9D7E-111111111111'] })).toBe(true);
    expect(holds({ type: 'country', values: ['IN', 'US'] })).toBe(true);
    expect(holds({ type: 'country', values: ['us'] })).toBe(false);
  });
  it('unknown values never hold, with either operator', () => {
    expect(
      holds({ type: 'reason', values: ['7b0c1b4e-2f4a-4b8e-9d7e-111111111111'] }, { reason_id: null }),
    ).toBe(false);
    expect(
      holds(
        { type: 'reason', operator: 'not_in', values: ['7b0c1b4e-2f4a-4b8e-9d7e-111111111111'] },
        { reason_id: null },
      ),
    ).toBe(false);
    expect(holds({ type: 'collection', values: ['1'] }, { collection_ids: null })).toBe(false);
    expect(holds({ type: 'product', values: ['1'] }, { product_id: undefined })).toBe(false);
    expect(holds({ type: 'customer_tag', values: ['x'] }, { customer_tags: [] })).toBe(false);
  });
});

describe('conditionHolds: market', () => {
  // The market is known with the country: shipped where no market is, the order is in none.
  it.each([
    ['in', ['Europe'], 'DE', 'Europe', true],
    ['in', ['europe ', 'Asia'], 'DE', 'Europe', true],
    ['in', ['Asia'], 'DE', 'Europe', false],
    ['not_in', ['Asia'], 'DE', 'Europe', true],
    ['not_in', ['EUROPE'], 'DE', 'Europe', false],
    ['in', ['Europe'], 'IN', null, false],
    ['not_in', ['Europe'], 'IN', null, true],
    ['in', ['Europe'], null, null, false],
    ['not_in', ['Europe'], null, null, false],
  ] as const)('%s %j, shipped to %s (market %s): %s', (operator, values, country, market, expected) => {
    expect(holds({ type: 'market', operator, values: [...values] }, { country, market })).toBe(expected);
  });
});

describe('conditionHolds: ranges', () => {
  it('price range is inclusive at both ends, in minor units', () => {
    expect(holds({ type: 'price_range', min: '25', max: '25.00' })).toBe(true);
    expect(holds({ type: 'price_range', max: '24.99' })).toBe(false);
    expect(holds({ type: 'price_range', min: '25.01' })).toBe(false);
    expect(holds({ type: 'price_range', min: '10' })).toBe(true);
    expect(holds({ type: 'price_range', max: '30' }, { unit_price: null })).toBe(false);
    expect(holds({ type: 'price_range', max: '30' }, { unit_price: '' })).toBe(false);
  });
  it('order age in whole days, inclusive', () => {
    // placed 1 March 12:00, now 31 March 12:00: 30 days
    expect(holds({ type: 'order_age', min_days: 30 })).toBe(true);
    expect(holds({ type: 'order_age', min_days: 31 })).toBe(false);
    expect(holds({ type: 'order_age', max_days: 30 })).toBe(true);
    expect(holds({ type: 'order_age', max_days: 29 })).toBe(false);
    expect(holds({ type: 'order_age', max_days: 29 }, { now: Date.parse('2025-03-31T11:59:59Z') })).toBe(
      true,
    );
    expect(holds({ type: 'order_age', max_days: 5 }, { order_created_at: null })).toBe(false);
    expect(holds({ type: 'order_age', max_days: 5 }, { order_created_at: 'not a date' })).toBe(false);
  });
});

describe('condition schema', () => {
  const issues = (input: unknown) =>
    ruleConditionSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('refuses bad values with field messages', () => {
    expect(issues({ type: 'price_range', min: '10', max: '5' })).toEqual([
      ['max', 'The minimum is above the maximum'],
    ]);
    expect(issues({ type: 'price_range' })).toEqual([['min', 'Enter a minimum or a maximum']]);
    expect(issues({ type: 'price_range', min: '-1' })).toEqual([['min', 'The amount cannot be negative']]);
    expect(issues({ type: 'order_age', min_days: 5, max_days: 1 })).toEqual([
      ['max_days', 'The minimum is above the maximum'],
    ]);
    expect(issues({ type: 'order_age' })).toEqual([['min_days', 'Enter a minimum or a maximum']]);
    expect(issues({ type: 'product', values: [] })).toEqual([['values', 'Add at least one value']]);
    expect(issues({ type: 'product', values: ['shirt'] })).toEqual([
      ['values.0', 'Not a product, variant or collection id'],
    ]);
    expect(issues({ type: 'product_tag', values: ['<b>x</b>'] })).toEqual([
      ['values.0', 'Please remove HTML tags from this text'],
    ]);
    expect(issues({ type: 'country', values: ['India'] })).toEqual([
      ['values.0', 'Use 2-letter country codes'],
    ]);
    expect(issues({ type: 'country', values: ['UK'] })).toEqual([
      ['values.0', 'Use ISO country codes, like IN or US'],
    ]);
  });
});

describe('ruleMatches and precedence', () => {
  const yes = c({ type: 'country', values: ['IN'] });
  const no = c({ type: 'country', values: ['US'] });
  it('all, any and no conditions', () => {
    expect(ruleMatches({ match: 'all', conditions: [] }, ctx())).toBe(true);
    expect(ruleMatches({ match: 'all', conditions: [yes, no] }, ctx())).toBe(false);
    expect(ruleMatches({ match: 'any', conditions: [yes, no] }, ctx())).toBe(true);
    expect(ruleMatches({ match: 'any', conditions: [no] }, ctx())).toBe(false);
  });
  it('first active match by position then id', () => {
    const rule = (id: string, position: number, active = true, conditions = [yes]) => ({
      id,
      position,
      active,
      match: 'all' as const,
      conditions,
    });
    const rules = [rule('b', 1), rule('a', 1), rule('z', 0, false), rule('y', 0, true, [no])];
    expect(byPrecedence(rules).map((r) => r.id)).toEqual(['y', 'z', 'a', 'b']);
    expect(firstMatch(rules, ctx())?.id).toBe('a');
    expect(firstMatch(rules, ctx(), (r) => r.id !== 'a')?.id).toBe('b');
    expect(firstMatch([], ctx())).toBeNull();
    expect(byPrecedence([rule('b', 0), rule('b', 0)])).toHaveLength(2);
  });
});
