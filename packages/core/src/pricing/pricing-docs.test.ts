import { describe, expect, it } from 'vitest';
import { fromMinor } from '../money/minor';
import { refundLeft, splitRefund } from '../requests/refund-ceiling';
import { computeRefund } from './refund';
import type { RefundLineItem } from './refund-types';
import { spreadOrderDiscount } from './spread-discount';

/** Each test is a worked example of docs/pricing.md, with the same numbers. */
const usd = (m: number) => fromMinor(m, 'USD');
const line = (over: Partial<RefundLineItem> & { id: string }): RefundLineItem => ({
  actual_amount: '0',
  return_quantity: 1,
  selected_quantity: 1,
  ...over,
});

describe('docs/pricing.md worked examples', () => {
  it('1. multi-quantity partial return, then the last unit', () => {
    const item = line({
      id: 'L1',
      actual_amount: '20.00',
      return_quantity: 3,
      selected_quantity: 2,
      total_discount: '6.00',
      total_tax: '5.00',
    });
    const first = computeRefund({ items: [item], shopCurrency: 'USD' });
    expect(first.items[0]).toMatchObject({ gross: 4000, discount: 400, tax: 333, paid: 3933, refund: 3933 });
    const second = computeRefund({
      items: [{ ...item, selected_quantity: 1, refunded_quantity: 2 }],
      shopCurrency: 'USD',
    });
    expect(second.items[0]).toMatchObject({ gross: 2000, discount: 200, tax: 167, paid: 1967 });
    expect(first.totals.refund + second.totals.refund).toBe(6000 - 600 + 500);
  });

  it('2. order-level discount spread over three lines', () => {
    const shares = spreadOrderDiscount(
      '5.00',
      [
        { id: 'A', subtotal: '10.00' },
        { id: 'B', subtotal: '10.00' },
        { id: 'C', subtotal: '10.00' },
      ],
      'USD',
    );
    expect(shares).toEqual({ A: '1.67', B: '1.67', C: '1.66' });
    const r = computeRefund({
      items: [line({ id: 'C', actual_amount: '10.00', total_discount: shares.C })],
      shopCurrency: 'USD',
    });
    expect(usd(r.totals.refund)).toBe('8.34');
  });

  it('3a. tax-inclusive price (UK, 20% VAT inside the price)', () => {
    const r = computeRefund({
      items: [line({ id: 'L1', actual_amount: '24.00', total_tax: '4.00' })],
      shopCurrency: 'GBP',
      taxesIncluded: true,
    });
    expect(r.items[0]).toMatchObject({ tax: 400, paid: 2400, refund: 2400 });
  });

  it('3b. tax-exclusive price (US, 8.25% sales tax on top)', () => {
    const r = computeRefund({
      items: [line({ id: 'L1', actual_amount: '24.00', total_tax: '1.98' })],
      shopCurrency: 'USD',
    });
    expect(r.items[0]).toMatchObject({ tax: 198, paid: 2598, refund: 2598 });
  });

  it('4. return fee larger than the item', () => {
    const r = computeRefund({
      items: [line({ id: 'L1', actual_amount: '4.00' })],
      shopCurrency: 'USD',
      returnFee: '5.00',
      taxRates: [{ active: true, deleted: false, deduction_type: 'percent', value: 10 }],
    });
    expect(r.totals).toMatchObject({ refundable: 400, fee: 400, fee_unrecovered: 150, refund: 0 });
  });

  it('5a. exchange to a dearer variant, discount carried forward', () => {
    const item = line({
      id: 'L1',
      actual_amount: '40.00',
      total_discount: '10.00',
      exchange_product: { price: '60.00' },
    });
    const r = computeRefund({ items: [item], shopCurrency: 'USD' });
    expect(r.items[0]?.exchange).toEqual({
      new_cost: 6000,
      carried_discount: 1500,
      upsell_cost: 0,
      upsell_discount: 0,
      difference: 1500,
      payer: 'customer',
      amount_due: 1500,
    });
    expect(r.totals).toMatchObject({ refund: 0, amount_due: 1500, payer: 'customer' });
  });

  it('5b. same exchange when the store does not carry the discount forward', () => {
    const item = line({
      id: 'L1',
      actual_amount: '40.00',
      total_discount: '10.00',
      exchange_product: { price: '60.00' },
      do_not_carry_forward_discount: true,
    });
    expect(computeRefund({ items: [item], shopCurrency: 'USD' }).totals.amount_due).toBe(3000);
    const half = computeRefund({
      items: [{ ...item, do_not_carry_forward_discount_percentage: 50 }],
      shopCurrency: 'USD',
    });
    expect(half.items[0]?.exchange?.carried_discount).toBe(750);
    expect(half.totals.amount_due).toBe(2250);
  });

  it('6. exchange to a cheaper variant', () => {
    const item = line({ id: 'L1', actual_amount: '40.00', exchange_product: { price: '25.00' } });
    const r = computeRefund({ items: [item], shopCurrency: 'USD' });
    expect(r.totals).toMatchObject({
      refund: 1500,
      amount_due: 0,
      exchange_difference: -1500,
      payer: 'merchant',
    });
    const kept = computeRefund({ items: [item], shopCurrency: 'USD', refundPriceDifference: false });
    expect(kept.totals).toMatchObject({ refund: 0, payer: 'merchant' });
    expect(kept.items[0]?.exchange?.payer).toBe('none');
  });

  it('7. store credit with a 10% bonus and an incentive', () => {
    const r = computeRefund({
      items: [
        line({ id: 'A', actual_amount: '50.00' }),
        line({ id: 'B', actual_amount: '30.00', incentive: { amount: '5.00' } }),
      ],
      shopCurrency: 'USD',
      refundMode: 'store_credit',
      bonusCreditPercent: 10,
    });
    expect(r.totals).toMatchObject({ refund: 8000, bonus: 800, incentive: 500, total: 9300 });
    expect(r.items.map((i) => i.bonus)).toEqual([500, 300]);
  });

  it('8. shopper paid in another currency', () => {
    const r = computeRefund({
      items: [line({ id: 'L1', actual_amount: '20.00', presentment_price: '18.50' })],
      shopCurrency: 'USD',
      presentmentCurrency: 'EUR',
    });
    expect(r.totals.refund).toBe(2000);
    expect(r.presentment.refund).toBe(1850);
  });

  it('9. green return: keep the item, partial refund, no fee', () => {
    const r = computeRefund({
      items: [line({ id: 'L1', actual_amount: '15.00', green_return: { amount: '10.00' } })],
      shopCurrency: 'USD',
      returnFee: '3.00',
    });
    expect(r.totals).toMatchObject({ refund: 1000, fee: 0, fee_unrecovered: 300 });
  });

  it('10. the refund plan: the bonus promised is the bonus paid, and a smaller refund keeps its share', () => {
    const priced = computeRefund({
      items: [line({ id: 'L1', actual_amount: '1349.10' })],
      shopCurrency: 'INR',
      refundMode: 'store_credit',
      bonusCreditPercent: 10,
    });
    const left = refundLeft({ priced, mode: 'store_credit', bonusPercent: 10, refunds: [] });
    expect(left).toEqual({ refund: 134910, bonus: 13491, incentive: 0, total: 148401 });
    expect(splitRefund(100000, left)).toEqual({ refund: 90909, bonus: 9091, incentive: 0 });
    expect(refundLeft({ priced, mode: 'pay_to_source', bonusPercent: 10, refunds: [] }).total).toBe(134910);
    const after = refundLeft({
      priced,
      mode: 'store_credit',
      bonusPercent: 10,
      refunds: [{ status: 'succeeded', amount: '1000.00', bonus_amount: '90.91' }],
    });
    expect(after).toEqual({ refund: 44001, bonus: 4400, incentive: 0, total: 48401 });
  });

  it('11. exchange with an upsell at its offer price', () => {
    const item = line({
      id: 'L1',
      actual_amount: '40.00',
      total_discount: '10.00',
      exchange_product: { price: '40.00' },
      upsell_products: [{ price: '20.00', discount: '5.00', quantity: 1 }],
    });
    const r = computeRefund({ items: [item], shopCurrency: 'USD' });
    expect(r.items[0]?.exchange).toMatchObject({
      new_cost: 4000,
      carried_discount: 1000,
      upsell_cost: 1500,
      upsell_discount: 500,
      difference: 1500,
      payer: 'customer',
    });
    const cheaper = computeRefund({
      items: [{ ...item, exchange_product: { price: '20.00' } }],
      shopCurrency: 'USD',
    });
    expect(cheaper.items[0]?.exchange).toMatchObject({ carried_discount: 500, difference: 0, payer: 'none' });
  });
});
