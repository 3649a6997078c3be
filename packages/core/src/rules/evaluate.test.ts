import { describe, expect, it } from 'vitest';
import { shopperEnglish } from '../contracts/shopper-english';
import { type RuleConditionInput, ruleConditionSchema } from './conditions';
import {
  exchangeRefusal,
  exchangeRuleFor,
  greenReturnFor,
  productFilterVerdict,
  promotionFor,
  type RuleOf,
  returnFeeFor,
  upsellFor,
  upsellsFor,
} from './evaluate';
import type { RuleContext } from './match';
import {
  exchangeOutcome,
  greenReturnOutcome,
  productFilterOutcome,
  promotionOutcome,
  returnFeeOutcome,
  upsellOutcome,
} from './outcomes';

const ctx = (over: Partial<RuleContext> = {}): RuleContext => ({
  product_id: '101',
  collection_ids: ['501'],
  product_tags: ['sale'],
  unit_price: '20.00',
  currency: 'USD',
  reason_id: null,
  now: '2025-03-31T00:00:00Z',
  ...over,
});
let n = 0;
function rule<O>(
  parse: (o: unknown) => O,
  outcome: unknown,
  conditions: RuleConditionInput[] = [],
  over: { position?: number; active?: boolean; name?: string } = {},
): RuleOf<O> {
  n += 1;
  return {
    id: `r${n}`,
    name: over.name ?? `Rule ${n}`,
    active: over.active ?? true,
    position: over.position ?? n,
    match: 'all',
    conditions: conditions.map((c) => ruleConditionSchema.parse(c)),
    outcome: parse(outcome),
  };
}
const saleTag: RuleConditionInput = { type: 'product_tag', values: ['sale'] };

describe('productFilterVerdict', () => {
  const filter = (o: unknown, cond: RuleConditionInput[] = [saleTag], over = {}) =>
    rule((x) => productFilterOutcome.parse(x), o, cond, over);
  it('blocks matching products with the default sentence per kind', () => {
    const rules = [filter({ applies_to: 'return' })];
    expect(productFilterVerdict(rules, ctx(), 'return')).toMatchObject({
      action: 'block',
      message: "This product can't be returned.",
    });
    expect(productFilterVerdict(rules, ctx(), 'exchange')).toBeNull();
    expect(productFilterVerdict(rules, ctx({ product_tags: [] }), 'return')).toBeNull();
  });
  it('final sale and custom messages; inactive rules are skipped', () => {
    expect(productFilterVerdict([filter({ action: 'final_sale' })], ctx(), 'exchange')?.message).toBe(
      "This item was a final sale, so it can't be exchanged.",
    );
    expect(productFilterVerdict([filter({ message: 'Swimwear is final.' })], ctx(), 'return')?.message).toBe(
      'Swimwear is final.',
    );
    expect(productFilterVerdict([filter({}, [saleTag], { active: false })], ctx(), 'return')).toBeNull();
  });
});

describe('returnFeeFor', () => {
  const fee = (o: unknown, cond: RuleConditionInput[] = [], over = {}) =>
    rule((x) => returnFeeOutcome.parse(x), o, cond, over);
  const items = [
    { ctx: ctx(), paid: 2000 },
    { ctx: ctx({ product_id: '102', product_tags: [] }), paid: 3000 },
  ];
  const base = { kind: 'return' as const, items, currency: 'USD', settingFee: null };
  it('fixed: once per request', () => {
    expect(
      returnFeeFor({ ...base, rules: [fee({ fee_type: 'fixed', value: '4.50' }, [], { name: 'Flat' })] }),
    ).toEqual({
      fee: 450,
      source: 'rule',
      rule: { id: expect.any(String), name: 'Flat' },
    });
  });
  it('percent: of the matched items only, rounded half up', () => {
    const r = returnFeeFor({ ...base, rules: [fee({ fee_type: 'percent', value: '12.5' }, [saleTag])] });
    expect(r.fee).toBe(250);
    expect(returnFeeFor({ ...base, rules: [fee({ fee_type: 'percent', value: '0.01' })] }).fee).toBe(1); // 0.5 -> 1
  });
  it('the first matching rule by position wins; kind and active filter', () => {
    const first = fee({ fee_type: 'fixed', value: '1' }, [{ type: 'product', values: ['999'] }], {
      position: 0,
    });
    const second = fee({ fee_type: 'fixed', value: '2' }, [], { position: 1 });
    const third = fee({ fee_type: 'fixed', value: '3' }, [], { position: 2 });
    expect(returnFeeFor({ ...base, rules: [third, second, first] }).fee).toBe(200);
    const exchangeOnly = fee({ fee_type: 'fixed', value: '5', applies_to: 'exchange' }, [], { position: 0 });
    const off = fee({ fee_type: 'fixed', value: '6' }, [], { position: 0, active: false });
    expect(returnFeeFor({ ...base, rules: [exchangeOnly, off, third] }).fee).toBe(300);
    expect(returnFeeFor({ ...base, kind: 'exchange', rules: [exchangeOnly, third] }).fee).toBe(500);
  });
  it('falls back to the setting for returns, nothing for exchanges', () => {
    expect(returnFeeFor({ ...base, rules: [], settingFee: '3' })).toEqual({
      fee: 300,
      source: 'setting',
      rule: null,
    });
    expect(returnFeeFor({ ...base, rules: [], settingFee: '0' })).toEqual({
      fee: 0,
      source: 'none',
      rule: null,
    });
    expect(returnFeeFor({ ...base, kind: 'exchange', rules: [], settingFee: '3' }).source).toBe('none');
  });
  it('outcome refuses a percentage over 100', () => {
    expect(
      returnFeeOutcome.safeParse({ fee_type: 'percent', value: '100.5' }).error?.issues[0],
    ).toMatchObject({
      path: ['value'],
      message: 'A percentage cannot be more than 100',
    });
    expect(returnFeeOutcome.safeParse({ fee_type: 'fixed', value: '150' }).success).toBe(true);
  });
});

describe('greenReturnFor', () => {
  const green = (o: unknown, cond: RuleConditionInput[] = []) =>
    rule((x) => greenReturnOutcome.parse(x), o, cond);
  const cheap = green({ refund_percent: 50, refund_mode: 'store_credit' }, [
    { type: 'price_range', max: '25' },
  ]);
  it('keeps cheap items when on, for returns only', () => {
    const input = { enabled: true, kind: 'return' as const, rules: [cheap], ctx: ctx(), paid: 2001 };
    expect(greenReturnFor(input)).toEqual({
      rule_id: cheap.id,
      amount: 1000,
      refund_mode: 'store_credit',
      message: 'Keep the item: no need to send it back.',
    });
    expect(greenReturnFor({ ...input, enabled: false })).toBeNull();
    expect(greenReturnFor({ ...input, kind: 'exchange' })).toBeNull();
    expect(greenReturnFor({ ...input, ctx: ctx({ unit_price: '30' }) })).toBeNull();
  });
  it('defaults to a full refund in the chosen mode', () => {
    const all = green({ message: 'Donate it' });
    expect(
      greenReturnFor({ enabled: true, kind: 'return', rules: [all], ctx: ctx(), paid: 999 }),
    ).toMatchObject({
      amount: 999,
      refund_mode: null,
      message: 'Donate it',
    });
  });
});

describe('promotionFor', () => {
  const promo = (o: unknown, cond: RuleConditionInput[] = []) =>
    rule((x) => promotionOutcome.parse(x), o, cond);
  it('percent (rounded down) or fixed, for the matching choice', () => {
    const p = promo({ trigger: 'exchange', value_type: 'percent', value: '10' });
    const f = promo({ trigger: 'store_credit', value_type: 'fixed', value: '5', reward: 'discount' });
    expect(promotionFor({ rules: [p, f], choice: 'exchange', ctx: ctx(), paid: 1999 })).toMatchObject({
      rule_id: p.id,
      reward: 'bonus_credit',
      amount: 199,
    });
    expect(promotionFor({ rules: [p, f], choice: 'store_credit', ctx: ctx(), paid: 1999 })).toMatchObject({
      amount: 500,
      reward: 'discount',
    });
    expect(promotionFor({ rules: [p], choice: 'store_credit', ctx: ctx(), paid: 1 })).toBeNull();
  });
});

describe('exchange rules', () => {
  const ex = (o: unknown, cond: RuleConditionInput[] = []) => rule((x) => exchangeOutcome.parse(x), o, cond);
  it('first match when enabled, the default otherwise', () => {
    const r = ex({ price: 'same' }, [saleTag]);
    expect(exchangeRuleFor([r], ctx(), true)).toEqual({ rule_id: r.id, outcome: r.outcome });
    expect(exchangeRuleFor([r], ctx(), false).outcome.price).toBe('any');
    expect(exchangeRuleFor([r], ctx({ product_tags: [] }), true).rule_id).toBeNull();
  });
  it('refusals: other products, lists, prices', () => {
    const original = { product_id: '101', price: '20.00' };
    const refusal = (
      outcome: unknown,
      candidate: { product_id: string; price: string; collection_ids?: string[] },
      unlocked = true,
    ) => {
      const code = exchangeRefusal({
        outcome: exchangeOutcome.parse(outcome),
        original,
        candidate,
        currency: 'USD',
        otherProductsUnlocked: unlocked,
      });
      // The API's English for the code, as a sentence.
      return code && `${shopperEnglish({ code })}.`;
    };
    expect(refusal({}, { product_id: 'gid://shopify/Product/101', price: '25' })).toBeNull();
    expect(refusal({}, { product_id: '102', price: '20' })).toBe(
      'Only other sizes or colours of the same product can be chosen.',
    );
    expect(refusal({ exchange_with: 'other_products' }, { product_id: '102', price: '20' }, false)).toBe(
      'Only other sizes or colours of the same product can be chosen.',
    );
    expect(refusal({ exchange_with: 'other_products' }, { product_id: '102', price: '20' })).toBeNull();
    const listed = { exchange_with: 'other_products', product_ids: ['103'], collection_ids: ['600'] };
    expect(refusal(listed, { product_id: '102', price: '20' })).toBe('Not available for this exchange.');
    expect(refusal(listed, { product_id: '103', price: '20' })).toBeNull();
    expect(refusal(listed, { product_id: '104', price: '20', collection_ids: ['600'] })).toBeNull();
    expect(refusal({ price: 'same' }, { product_id: '101', price: '19.99' })).toBe(
      'Only items at the same price can be chosen.',
    );
    expect(refusal({ price: 'same_or_lower' }, { product_id: '101', price: '20.01' })).toBe(
      'Only items at the same price or lower can be chosen.',
    );
    expect(refusal({ price: 'same_or_lower' }, { product_id: '101', price: '19' })).toBeNull();
  });
});

describe('upsellFor and upsell outcome', () => {
  it('first match', () => {
    const u = rule((x) => upsellOutcome.parse(x), { product_ids: ['200'] }, [saleTag]);
    expect(upsellFor([u], ctx())?.id).toBe(u.id);
    expect(upsellFor([u], ctx({ product_tags: null }))).toBeNull();
  });
  it('for several lines: the first match of each line, each rule once', () => {
    const sale = rule((x) => upsellOutcome.parse(x), { product_ids: ['200'] }, [saleTag], { position: 0 });
    const any = rule((x) => upsellOutcome.parse(x), { product_ids: ['300'] }, [], { position: 1 });
    const found = upsellsFor([any, sale], [ctx(), ctx(), ctx({ product_tags: [] })]);
    expect(found.map((r) => r.id)).toEqual([sale.id, any.id]);
    expect(upsellsFor([sale], [ctx({ product_tags: [] })])).toEqual([]);
  });
  it('validates products and discount', () => {
    expect(upsellOutcome.safeParse({ product_ids: [] }).error?.issues[0]?.message).toBe(
      'Choose at least one product',
    );
    expect(
      upsellOutcome.safeParse({ product_ids: ['1'], discount_type: 'percent', discount_value: '101' }).error
        ?.issues[0]?.message,
    ).toBe('A percentage cannot be more than 100');
    expect(
      promotionOutcome.safeParse({ trigger: 'exchange', value_type: 'percent', value: '101' }).success,
    ).toBe(false);
  });
});
