import { describe, expect, it } from 'vitest';
import { computeRefund } from './refund';
import type { RefundLineItem } from './refund-types';
import { REFUND_MODE_LABELS } from './refund-types';

const line = (over: Partial<RefundLineItem> & { id: string }): RefundLineItem => ({
  actual_amount: '10.00',
  return_quantity: 1,
  selected_quantity: 1,
  ...over,
});

describe('computeRefund details', () => {
  it('empty request', () => {
    const r = computeRefund({ items: [], shopCurrency: 'USD' });
    expect(r.totals.total).toBe(0);
    expect(r.presentmentCurrency).toBe('USD');
  });

  it('clamps quantities to what is left on the line', () => {
    const r = computeRefund({
      items: [line({ id: 'a', return_quantity: 2, selected_quantity: 5, refunded_quantity: 1 })],
      shopCurrency: 'USD',
    });
    expect(r.items[0]?.quantity).toBe(1);
    const bad = computeRefund({
      items: [line({ id: 'a', selected_quantity: Number.NaN })],
      shopCurrency: 'USD',
    });
    expect(bad.items[0]?.refund).toBe(0);
  });

  it('never lets a discount exceed the price', () => {
    const r = computeRefund({ items: [line({ id: 'a', total_discount: '50.00' })], shopCurrency: 'USD' });
    expect(r.items[0]).toMatchObject({ discount: 1000, paid: 0, refund: 0 });
  });

  it('refunds shipping pro rata only when asked', () => {
    const item = line({ id: 'a', return_quantity: 2, selected_quantity: 1, shipping_amount: '5.00' });
    expect(computeRefund({ items: [item], shopCurrency: 'USD' }).items[0]?.shipping).toBe(0);
    expect(
      computeRefund({ items: [item], shopCurrency: 'USD', refundShipping: true }).items[0]?.shipping,
    ).toBe(250);
  });

  it('treats blank and negative amounts as zero', () => {
    const r = computeRefund({
      items: [line({ id: 'a', total_tax: ' ', total_discount: '-3.00', incentive: { amount: null } })],
      shopCurrency: 'USD',
    });
    expect(r.items[0]).toMatchObject({ tax: 0, discount: 0, incentive: 0, refund: 1000 });
  });

  it('spreads the fee over items with largest remainders', () => {
    const r = computeRefund({
      items: [line({ id: 'b' }), line({ id: 'a' }), line({ id: 'c' })],
      shopCurrency: 'USD',
      returnFee: '1.00',
    });
    expect(r.items.map((i) => [i.id, i.fee])).toEqual([
      ['a', 34],
      ['b', 33],
      ['c', 33],
    ]);
    expect(r.totals.refund).toBe(2900);
    expect(r.totals.fee_unrecovered).toBe(0);
  });

  it('exchanges to several products', () => {
    const r = computeRefund({
      items: [
        line({
          id: 'a',
          actual_amount: '30.00',
          exchange_products: [
            { variant_price: '12.00', quantity: 2 },
            { variant_price: '5.00', quantity: 1 },
          ],
        }),
      ],
      shopCurrency: 'USD',
    });
    expect(r.items[0]?.exchange).toMatchObject({ new_cost: 2900, difference: -100, payer: 'merchant' });
    expect(r.totals.refund).toBe(100);
  });

  it('an even exchange: nobody pays', () => {
    const r = computeRefund({
      items: [line({ id: 'a', exchange_product: { price: '12.00', discount: '2.00' } })],
      shopCurrency: 'USD',
    });
    expect(r.items[0]?.exchange?.payer).toBe('none');
    expect(r.totals.payer).toBe('none');
  });

  it('invalid withheld percentage means the whole discount is withheld', () => {
    const base = line({
      id: 'a',
      total_discount: '5.00',
      exchange_product: { price: '10.00' },
      do_not_carry_forward_discount: true,
    });
    for (const p of ['abc', '', null]) {
      const r = computeRefund({
        items: [{ ...base, do_not_carry_forward_discount_percentage: p }],
        shopCurrency: 'USD',
      });
      expect(r.items[0]?.exchange?.carried_discount).toBe(0);
    }
  });

  it('converts to presentment without a line rate across exponents', () => {
    const r = computeRefund({ items: [line({ id: 'a' })], shopCurrency: 'USD', presentmentCurrency: 'JPY' });
    expect(r.presentment.refund).toBe(10);
  });

  it('bonus only on store-credit items', () => {
    const r = computeRefund({
      items: [
        line({ id: 'a', requested_refund_mode: 'store_credit' }),
        line({ id: 'b', requested_refund_mode: 'bank_transfer' }),
      ],
      shopCurrency: 'USD',
      bonusCreditPercent: 15,
    });
    expect(r.items.map((i) => i.bonus)).toEqual([150, 0]);
    expect(r.items.map((i) => i.mode)).toEqual(['store_credit', 'bank_transfer']);
  });

  it('labels every refund mode', () => {
    expect(REFUND_MODE_LABELS).toEqual({
      bank_transfer: 'Bank transfer',
      store_credit: 'Store credit',
      pay_to_source: 'Pay to original source',
      others: 'Others',
    });
  });
});
