import { describe, expect, it } from 'vitest';
import { makeFacts, makeOrder, storedRule } from '../test/plan-fixtures';
import { planRequest } from './plan-request';
import type { PlanInput } from './plan-types';

const ret = (over: Partial<PlanInput> = {}): PlanInput => ({
  kind: 'return',
  refund_mode: 'store_credit',
  items: [{ line_item_id: 'a', quantity: 1 }],
  ...over,
});
const swap = (item: Partial<PlanInput['items'][number]>, over: Partial<PlanInput> = {}): PlanInput => ({
  kind: 'exchange',
  items: [{ line_item_id: 'a', quantity: 1, ...item }],
  ...over,
});
const KEEP = '00000000-0000-4000-8000-00000000000a';
const OTHER = '00000000-0000-4000-8000-00000000000b';
const plan = (input: PlanInput, facts = makeFacts()) => {
  const out = planRequest(facts, input);
  if (!out.ok) throw new Error(`refused: ${out.refusal.code}`);
  return out.value;
};
const refusal = (input: PlanInput, facts = makeFacts()) => {
  const out = planRequest(facts, input);
  return out.ok ? null : out.refusal;
};

describe('planRequest: a return', () => {
  it('prices the items with the store policy: bonus on store credit, the lines as stored', () => {
    const p = plan(ret(), makeFacts({ policy: { store_credit_bonus_percent: 10 } }));
    expect(p).toMatchObject({ kind: 'return', refundMode: 'store_credit', isCod: false });
    expect(p.refund.totals).toMatchObject({ paid: 100000, fee: 0, refund: 100000, bonus: 10000 });
    expect(p.items[0]?.refundLine).toMatchObject({
      id: 'a',
      actual_amount: '1000.00',
      total_tax: '0.000',
      selected_quantity: 1,
      return_quantity: 2,
      requested_refund_mode: 'store_credit',
      exchange_product: null,
      exchange_products: null,
    });
    expect(p.items[0]?.variant).toBeNull();
  });

  it('the fee rule, its tax, a kept (green) item that pays no fee, a promotion', () => {
    const facts = makeFacts({
      policy: { green_return: true },
      rules: [
        storedRule('return_fee', { fee_type: 'percent', value: '10' }),
        storedRule('green_return', { refund_percent: 50 }, [{ type: 'reason', values: [KEEP] }]),
        storedRule('promotion', { trigger: 'store_credit', value_type: 'fixed', value: '25' }),
      ],
    });
    const p = plan(
      ret({
        items: [
          { line_item_id: 'a', quantity: 1, reason_id: KEEP },
          { line_item_id: 'b', quantity: 1, reason_id: OTHER },
        ],
      }),
      facts,
    );
    expect(p.rules.green.get('a')).toMatchObject({ amount: 50000 });
    expect(p.rules.fee).toMatchObject({ fee: 5000, tax: 900, source: 'rule' });
    const [a, b] = p.refund.items;
    expect(a).toMatchObject({ id: 'a', refund: 50000, fee: 0, incentive: 2500 });
    expect(b).toMatchObject({ id: 'b', refund: 50000 - 5900, fee: 5900, incentive: 2500 });
    expect(p.items[0]?.refundLine.green_return).toEqual({ amount: '500.00' });
    expect(p.items[1]?.refundLine.incentive).toEqual({ amount: '25.00' });
  });

  it('a gift: store credit whatever the store offers', () => {
    const facts = makeFacts({ policy: { refund_modes: ['pay_to_source'] } });
    const p = plan(ret({ refund_mode: undefined, gift: true }), facts);
    expect(p.refundMode).toBe('store_credit');
    expect(refusal(ret({ refund_mode: 'pay_to_source', gift: true }), facts)).toEqual({
      code: 'GIFT_STORE_CREDIT_ONLY',
      field: 'refund_mode',
    });
  });
});

describe('planRequest: an exchange', () => {
  it('another variant at the same price: nobody pays', () => {
    const p = plan(swap({ exchange_variant_id: 'v2' }));
    expect(p.refundMode).toBeNull();
    expect(p.items[0]?.variant?.id).toBe('v2');
    expect(p.items[0]?.exchanges.map((e) => [e.variant.id, e.quantity])).toEqual([['v2', 1]]);
    expect(p.items[0]?.refundLine.exchange_product).toEqual({ price: '1000.00', discount: '0' });
    expect(p.refund.totals.payer).toBe('none');
  });

  it('a list of new variants is priced as a list, even one', () => {
    const p = plan(
      swap({ exchange_variants: [{ variant_id: 'v6', quantity: 1 }] }, { refund_mode: 'store_credit' }),
    );
    expect(p.items[0]?.refundLine).toMatchObject({
      exchange_product: null,
      exchange_products: [{ variant_price: '400.00', quantity: 1 }],
    });
    expect(p.refund.totals).toMatchObject({ payer: 'merchant', refund: 60000 });
  });

  it('another product when the store exchanges with other products', () => {
    const facts = makeFacts({
      policy: { exchange_with_other_products: true },
      otherProducts: [{ id: '109', tags: [], collection_ids: [] }],
    });
    expect(
      plan(swap({ exchange_variant_id: 'o1' }, { refund_mode: 'store_credit' }), facts).items[0]?.variant?.id,
    ).toBe('o1');
    expect(refusal(swap({ exchange_variant_id: 'o1' }))).toEqual({
      code: 'VARIANT_NOT_AVAILABLE',
      field: 'items.0.exchange_variant_id',
    });
  });

  it('an out-of-stock variant when the store allows it', () => {
    expect(
      plan(swap({ exchange_variant_id: 'v5' }), makeFacts({ policy: { exchange_out_of_stock: true } })).items,
    ).toHaveLength(1);
  });
});

describe('planRequest: refusals, as codes on the field to fix', () => {
  it.each([
    [
      'ITEM_CHOSEN_TWICE',
      ret({
        items: [
          { line_item_id: 'a', quantity: 1 },
          { line_item_id: 'a', quantity: 1 },
        ],
      }),
      'items.1.line_item_id',
    ],
    ['REFUND_MODE_REQUIRED', ret({ refund_mode: undefined }), 'refund_mode'],
    ['ITEM_NOT_IN_ORDER', ret({ items: [{ line_item_id: 'nope', quantity: 1 }] }), 'items.0.line_item_id'],
    [
      'VARIANT_FIELDS_BOTH',
      swap({ exchange_variant_id: 'v2', exchange_variants: [{ variant_id: 'v2', quantity: 1 }] }),
      'items.0.exchange_variants',
    ],
    [
      'ONE_NEW_ITEM_ONLY',
      swap({
        exchange_variants: [
          { variant_id: 'v2', quantity: 1 },
          { variant_id: 'v6', quantity: 1 },
        ],
      }),
      'items.0.exchange_variants',
    ],
    [
      'RETURN_WITH_VARIANT',
      ret({ items: [{ line_item_id: 'a', quantity: 1, exchange_variant_id: 'v2' }] }),
      'items',
    ],
    ['VARIANT_REQUIRED', swap({}), 'items.0.exchange_variant_id'],
    ['VARIANT_NOT_AVAILABLE', swap({ exchange_variant_id: 'unknown' }), 'items.0.exchange_variant_id'],
  ] as const)('%s', (code, input, field) => {
    expect(refusal(input)).toEqual({ code, field });
  });

  it('several items only when the store takes them together', () => {
    const two = ret({
      items: [
        { line_item_id: 'a', quantity: 1 },
        { line_item_id: 'b', quantity: 1 },
      ],
    });
    expect(refusal(two, makeFacts({ policy: { return_multiple_items: false } }))).toEqual({
      code: 'ONE_ITEM_ONLY',
      field: 'items',
    });
    expect(refusal(two)).toBeNull();
  });

  it('refund modes: the store list, and never the source for cash on delivery', () => {
    expect(refusal(ret({ refund_mode: 'others' }))).toEqual({
      code: 'MODE_NOT_ALLOWED',
      field: 'refund_mode',
    });
    const cod = makeFacts({ order: makeOrder({ payment_gateway_names: ['Cash on Delivery (COD)'] }) });
    expect(refusal(ret({ refund_mode: 'pay_to_source' }), cod)).toEqual({
      code: 'COD_NO_SOURCE_REFUND',
      field: 'refund_mode',
    });
    expect(plan(ret(), cod).isCod).toBe(true);
  });

  it('an item not eligible carries core eligibility reasons as they are', () => {
    const held = refusal(ret(), makeFacts({ requested: { a: 2 } }));
    expect(held).toMatchObject({ code: 'ITEM_NOT_ELIGIBLE', field: 'items.0' });
    const filtered = refusal(
      ret(),
      makeFacts({
        rules: [
          storedRule('product_filter', { action: 'final_sale' }, [{ type: 'product', values: ['101'] }]),
        ],
      }),
    );
    expect(filtered?.code).toBe('ITEM_NOT_ELIGIBLE');
    if (filtered?.code !== 'ITEM_NOT_ELIGIBLE' || held?.code !== 'ITEM_NOT_ELIGIBLE')
      throw new Error('eligible');
    expect(filtered.params.reasons).toHaveLength(1);
    expect(filtered.params.reasons).not.toEqual(held.params.reasons);
  });

  it('each new variant once', () => {
    const facts = makeFacts({ policy: { multiple_exchange_products: true } });
    const input = swap({
      quantity: 2,
      exchange_variants: [
        { variant_id: 'v6', quantity: 1 },
        { variant_id: 'v6', quantity: 1 },
      ],
    });
    expect(refusal(input, facts)).toEqual({
      code: 'VARIANT_CHOSEN_TWICE',
      field: 'items.0.exchange_variants',
    });
  });

  it('a variant that cannot be picked names itself and why', () => {
    expect(refusal(swap({ exchange_variant_id: 'v4' }))).toEqual({
      code: 'VARIANT_NOT_SELECTABLE',
      field: 'items.0.exchange_variant_id',
      params: { variant_title: 'V4', reason: 'VARIANT_NOT_FOR_EXCHANGE' },
    });
    expect(refusal(swap({ exchange_variant_id: 'v5' }))).toMatchObject({
      params: { reason: 'VARIANT_OUT_OF_STOCK' },
    });
  });

  it('exchange rules and the payment capture rule', () => {
    expect(refusal(swap({ exchange_variant_id: 'v3' }))).toEqual({
      code: 'EXCHANGE_RULE_REFUSED',
      field: 'items.0.exchange_variant_id',
      params: { variant_title: 'V3', reason: 'VARIANT_SAME_OR_LOWER_ONLY' },
    });
    const samePrice = makeFacts({
      policy: { exchange_rules_enabled: true },
      rules: [storedRule('exchange', { price: 'same' }, [{ type: 'product_tag', values: ['sale'] }])],
    });
    expect(refusal(swap({ exchange_variant_id: 'v6' }), samePrice)).toMatchObject({
      params: { reason: 'VARIANT_SAME_PRICE_ONLY' },
    });
  });

  it('several new items that cost more together, when the store does not capture payments', () => {
    const input = swap({
      exchange_variants: [
        { variant_id: 'v6', quantity: 1 },
        { variant_id: 'v2', quantity: 1 },
      ],
    });
    const several = makeFacts({ policy: { multiple_exchange_products: true } });
    expect(refusal(input, several)).toEqual({
      code: 'ONLY_SAME_OR_LOWER',
      field: 'items.0.exchange_variants',
    });
    const capture = makeFacts({ policy: { multiple_exchange_products: true, capture_payments: true } });
    expect(plan(input, capture).refund.totals).toMatchObject({ payer: 'customer', amount_due: 40000 });
  });

  it('a gift recipient never pays a difference', () => {
    const facts = makeFacts({ policy: { capture_payments: true } });
    expect(plan(swap({ exchange_variant_id: 'v3' }), facts).refund.totals.payer).toBe('customer');
    expect(refusal(swap({ exchange_variant_id: 'v3' }, { gift: true }), facts)).toEqual({
      code: 'GIFT_NO_DEARER_EXCHANGE',
      field: 'items',
    });
  });
});
