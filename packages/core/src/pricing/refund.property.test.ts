import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor } from '../money/minor';
import { computeRefund } from './refund';
import type { RefundInput, RefundLineItem } from './refund-types';

const cents = (max: number) => fc.integer({ min: 0, max }).map((n) => fromMinor(n, 'USD'));

const itemArb: fc.Arbitrary<Omit<RefundLineItem, 'id'>> = fc
  .record({
    unit: fc.integer({ min: 0, max: 100_000 }),
    whole: fc.integer({ min: 1, max: 10 }),
    pick: fc.integer({ min: 0, max: 10 }),
    done: fc.integer({ min: 0, max: 10 }),
    discountPct: fc.integer({ min: 0, max: 100 }),
    tax: cents(50_000),
    shipping: cents(5_000),
    exchange: fc.option(fc.record({ price: cents(200_000), discount: cents(5_000) }), { nil: undefined }),
    upsells: fc.array(
      fc.record({ price: cents(50_000), discount: cents(60_000), quantity: fc.integer({ min: 1, max: 3 }) }),
      { maxLength: 2 },
    ),
    green: fc.option(cents(100_000), { nil: undefined }),
    incentive: fc.option(cents(1_000), { nil: undefined }),
    noCarry: fc.boolean(),
    presentment: fc.option(cents(200_000), { nil: undefined }),
    mode: fc.constantFrom('store_credit', 'bank_transfer', 'pay_to_source', 'others') as fc.Arbitrary<
      RefundLineItem['requested_refund_mode']
    >,
  })
  .map((r) => ({
    actual_amount: fromMinor(r.unit, 'USD'),
    return_quantity: r.whole,
    selected_quantity: r.pick,
    refunded_quantity: Math.min(r.done, r.whole),
    total_discount: fromMinor(Math.floor((r.unit * r.whole * r.discountPct) / 100), 'USD'),
    total_tax: r.tax,
    shipping_amount: r.shipping,
    exchange_product: r.exchange ?? null,
    upsell_products: r.upsells,
    green_return: r.green === undefined ? null : { amount: r.green },
    incentive: r.incentive === undefined ? null : { amount: r.incentive },
    do_not_carry_forward_discount: r.noCarry,
    presentment_price: r.presentment ?? null,
    requested_refund_mode: r.mode,
  }));

const itemsArb = fc
  .array(itemArb, { minLength: 1, maxLength: 6 })
  .map((items) => items.map((it, i) => ({ ...it, id: `line-${String(i).padStart(2, '0')}` })));

const optionsArb = fc.record({
  taxesIncluded: fc.boolean(),
  refundShipping: fc.boolean(),
  returnFee: fc.option(cents(5_000), { nil: undefined }),
  bonusCreditPercent: fc.option(fc.integer({ min: 0, max: 50 }), { nil: undefined }),
  refundPriceDifference: fc.boolean(),
  taxRates: fc.constant([{ active: true, deleted: false, deduction_type: 'percent', value: 18 }]),
});

const run = (items: RefundLineItem[], opts: Partial<RefundInput>) =>
  computeRefund({ ...opts, items, shopCurrency: 'USD', presentmentCurrency: 'EUR' });

describe('refund properties', () => {
  it('a refund is never negative and never more than was paid for the returned units', () => {
    fc.assert(
      fc.property(itemsArb, optionsArb, (items, opts) => {
        const r = run(items, opts);
        for (const i of r.items) {
          expect(i.refund).toBeGreaterThanOrEqual(0);
          expect(i.refund).toBeLessThanOrEqual(i.paid);
          expect(i.bonus).toBeGreaterThanOrEqual(0);
          expect(i.presentment.refund).toBeGreaterThanOrEqual(0);
        }
        expect(r.totals.refund).toBeLessThanOrEqual(r.totals.paid);
      }),
      { numRuns: 400 },
    );
  });

  it('refunding items one by one never pays more than refunding them together', () => {
    fc.assert(
      fc.property(itemsArb, optionsArb, (items, opts) => {
        const together = run(items, opts).totals;
        const apart = items.map((i) => run([i], opts).totals);
        expect(apart.reduce((a, t) => a + t.refund, 0)).toBeLessThanOrEqual(together.refund);
        expect(apart.reduce((a, t) => a + t.total, 0)).toBeLessThanOrEqual(together.total);
      }),
      { numRuns: 400 },
    );
  });

  it('the parts add up to the totals exactly', () => {
    fc.assert(
      fc.property(itemsArb, optionsArb, (items, opts) => {
        const r = run(items, opts);
        const sum = (f: (i: (typeof r.items)[number]) => number) => r.items.reduce((a, i) => a + f(i), 0);
        expect(sum((i) => i.refund)).toBe(r.totals.refund);
        expect(sum((i) => i.total)).toBe(r.totals.total);
        expect(sum((i) => i.presentment.refund)).toBe(r.presentment.refund);
        for (const i of r.items) {
          expect(i.refundable - i.fee).toBe(i.refund);
          expect(i.refund + i.bonus + i.incentive).toBe(i.total);
        }
        expect(r.totals.fee + r.totals.fee_unrecovered).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 400 },
    );
  });

  it('results are the same in any item order', () => {
    fc.assert(
      fc.property(
        itemsArb.chain((items) =>
          fc.tuple(fc.constant(items), fc.shuffledSubarray(items, { minLength: items.length })),
        ),
        optionsArb,
        ([items, shuffled], opts) => {
          expect(run(shuffled, opts)).toEqual(run(items, opts));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('an upsell adds exactly its offer price to what the shopper owes, and never pays anything back', () => {
    fc.assert(
      fc.property(itemsArb, optionsArb, (items, opts) => {
        const without = run(
          items.map((i) => ({ ...i, upsell_products: [] })),
          opts,
        );
        const r = run(items, opts);
        for (const [k, i] of r.items.entries()) {
          const base = without.items[k];
          if (!i.exchange || !base?.exchange) continue;
          expect(i.exchange.difference - base.exchange.difference).toBe(i.exchange.upsell_cost);
          expect(i.exchange.upsell_cost).toBeGreaterThanOrEqual(0);
        }
        expect(r.totals.refund).toBeLessThanOrEqual(without.totals.refund);
      }),
      { numRuns: 300 },
    );
  });

  it('partial refunds of a line over several requests add up to one full refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 9_999 }),
        (whole, unit, tax) => {
          const base = {
            id: 'x',
            actual_amount: fromMinor(unit, 'USD'),
            total_tax: fromMinor(tax, 'USD'),
            return_quantity: whole,
          };
          const full = run([{ ...base, selected_quantity: whole }], {}).totals.refund;
          let sum = 0;
          for (let k = 0; k < whole; k++)
            sum += run([{ ...base, selected_quantity: 1, refunded_quantity: k }], {}).totals.refund;
          expect(sum).toBe(full);
        },
      ),
      { numRuns: 200 },
    );
  });
});
