import { describe, expect, it } from 'vitest';
import { makeFacts, makeLine, makeOrder, storedRule } from '../test/plan-fixtures';
import { planRequest } from './plan-request';
import type { PlanInput } from './plan-types';
import { giftPreviewOf, previewOf } from './preview';

const planOf = (input: PlanInput, facts = makeFacts()) => {
  const out = planRequest(facts, input);
  if (!out.ok) throw new Error(out.refusal.code);
  return out.value;
};

describe('previewOf', () => {
  it('a return: figures per item and in total, shop currency', () => {
    const facts = makeFacts({
      policy: { green_return: true, store_credit_bonus_percent: 10 },
      rules: [
        storedRule('return_fee', { fee_type: 'fixed', value: '50' }),
        storedRule('green_return', { refund_percent: 100, message: 'Keep it' }, [
          { type: 'price_range', max: '600' },
        ]),
      ],
    });
    const preview = previewOf(
      planOf(
        {
          kind: 'return',
          refund_mode: 'store_credit',
          items: [
            { line_item_id: 'a', quantity: 1 },
            { line_item_id: 'b', quantity: 1 },
          ],
        },
        facts,
      ),
    );
    expect(preview.items.map((i) => [i.line_item_id, i.paid, i.fee, i.refund, i.green_return])).toEqual([
      ['a', '1000.00', '59.00', '941.00', null],
      ['b', '500.00', '0.00', '500.00', { keep_item: true, message: 'Keep it' }],
    ]);
    expect(preview.totals).toMatchObject({
      item_value: '1500.00',
      taxes_included: true,
      paid: '1500.00',
      return_fee: '59.00',
      refund: '1441.00',
      bonus: '144.10',
      total: '1585.10',
      payer: 'none',
      presentment_refund: '1441.00',
    });
    expect(preview).toMatchObject({
      currency: 'INR',
      presentment_currency: 'INR',
      refund_mode: 'store_credit',
    });
  });

  it('an exchange: the new price, the discount carried or not, who pays', () => {
    const order = makeOrder({ line_items: [makeLine('a', { quantity: 1, total_discount: '100.00' })] });
    const facts = makeFacts({
      order,
      policy: { do_not_carry_forward_discount: true, do_not_carry_forward_discount_percentage: 50 },
    });
    const [item] = previewOf(
      planOf(
        { kind: 'exchange', items: [{ line_item_id: 'a', quantity: 1, exchange_variant_id: 'v2' }] },
        facts,
      ),
    ).items;
    expect(item?.exchange).toEqual({
      variant_id: 'v2',
      new_price: '1000.00',
      carried_discount: '50.00',
      discount_not_carried_forward: '50.00',
      difference: '50.00',
      payer: 'customer',
      amount_due: '50.00',
      variants: [{ variant_id: 'v2', quantity: 1, price: '1000.00' }],
    });
  });
});

describe('giftPreviewOf', () => {
  it('what happens to each item, never an amount', () => {
    const plan = planOf({
      kind: 'exchange',
      gift: true,
      items: [{ line_item_id: 'a', quantity: 1, exchange_variant_id: 'v6' }],
    });
    expect(giftPreviewOf(plan)).toEqual({
      gift: true,
      refund_mode: 'store_credit',
      items: [{ line_item_id: 'a', quantity: 1, green_return: null, exchange: { variant_id: 'v6' } }],
    });
  });
});
