import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeRefund } from '../pricing/refund';
import type { RefundMode } from '../pricing/refund-types';
import {
  refundableUnits,
  refundCeilingMinor,
  refundedMinor,
  refundedParts,
  refundLeft,
  splitRefund,
} from './refund-ceiling';
import { paidByMode, refundUnitsOf } from './refund-records';

describe('refundableUnits', () => {
  it('received units, or approved ones for a kept item', () => {
    expect(refundableUnits({ green: false, approved: 2, received: 1 })).toBe(1);
    expect(refundableUnits({ green: true, approved: 2, received: 0 })).toBe(2);
  });
});

describe('refundedMinor', () => {
  it('every refund record but the failed ones', () => {
    const rows = [
      { status: 'succeeded', amount: '10.00' },
      { status: 'pending', amount: '5.50' },
      { status: 'failed', amount: '99.00' },
    ];
    expect(refundedMinor(rows, 'INR')).toBe(1550);
  });
});

const pricedIn = (mode: RefundMode, bonusCreditPercent = 10, incentive = '0') =>
  computeRefund({
    shopCurrency: 'INR',
    bonusCreditPercent,
    refundMode: mode,
    items: [
      {
        id: 'a',
        actual_amount: '1349.10',
        return_quantity: 1,
        selected_quantity: 1,
        incentive: { amount: incentive },
      },
    ],
  });

describe('the refund plan (refundLeft)', () => {
  it('pays the store-credit bonus on top of the money, as the portal promised (order 1122)', () => {
    const left = refundLeft({
      priced: pricedIn('store_credit'),
      mode: 'store_credit',
      bonusPercent: 10,
      refunds: [],
    });
    expect(left).toEqual({ refund: 134910, bonus: 13491, incentive: 0, total: 148401 });
  });

  it('pays money only in the other modes, and promotion credit only as store credit', () => {
    const priced = pricedIn('bank_transfer', 10, '50.00');
    expect(refundLeft({ priced, mode: 'bank_transfer', bonusPercent: 10, refunds: [] })).toEqual({
      refund: 134910,
      bonus: 0,
      incentive: 0,
      total: 134910,
    });
    const credit = refundLeft({
      priced: pricedIn('store_credit', 10, '50.00'),
      mode: 'store_credit',
      bonusPercent: 10,
      refunds: [],
    });
    expect(credit).toEqual({ refund: 134910, bonus: 13491, incentive: 5000, total: 153401 });
  });

  it('takes away what is refunded or in flight, by part, and ignores failed records', () => {
    const priced = pricedIn('store_credit');
    const refunds = [
      { status: 'succeeded', amount: '550.00', bonus_amount: '50.00' },
      { status: 'failed', amount: '1484.01', bonus_amount: '134.91' },
    ];
    expect(refundedParts(refunds, 'INR')).toEqual({ refund: 50000, bonus: 5000, incentive: 0 });
    expect(refundLeft({ priced, mode: 'store_credit', bonusPercent: 10, refunds })).toEqual({
      refund: 84910,
      bonus: 8491,
      incentive: 0,
      total: 93401,
    });
    // The money went back to the original payment: no bonus is owed on it any more.
    const toSource = [{ status: 'pending', amount: '1349.10' }];
    expect(refundCeilingMinor({ priced, mode: 'store_credit', bonusPercent: 10, refunds: toSource })).toBe(0);
  });

  it('never pays more bonus in parts than at once, whatever the split', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 5 }),
        (paid, percent, weights) => {
          const priced = computeRefund({
            shopCurrency: 'INR',
            bonusCreditPercent: percent,
            refundMode: 'store_credit',
            items: [
              { id: 'a', actual_amount: (paid / 100).toFixed(2), return_quantity: 1, selected_quantity: 1 },
            ],
          });
          const whole = refundLeft({ priced, mode: 'store_credit', bonusPercent: percent, refunds: [] });
          const refunds: { status: string; amount: string; bonus_amount: string }[] = [];
          const sum = weights.reduce((a, b) => a + b, 0);
          for (const w of weights) {
            const left = refundLeft({ priced, mode: 'store_credit', bonusPercent: percent, refunds });
            const amount = Math.min(left.total, Math.ceil((whole.total * w) / sum));
            const parts = splitRefund(amount, left);
            expect(parts.refund + parts.bonus + parts.incentive).toBe(amount);
            refunds.push({
              status: 'succeeded',
              amount: ((parts.refund + parts.bonus) / 100).toFixed(2),
              bonus_amount: (parts.bonus / 100).toFixed(2),
            });
          }
          const done = refundedParts(refunds, 'INR');
          expect(done.refund).toBeLessThanOrEqual(whole.refund);
          expect(done.bonus).toBeLessThanOrEqual(whole.bonus);
        },
      ),
      { seed: 31, numRuns: 200 },
    );
  });
});

describe('splitRefund', () => {
  const left = { refund: 134910, bonus: 13491, incentive: 0, total: 148401 };
  it('pays every part when the whole ceiling is refunded', () => {
    expect(splitRefund(148401, left)).toEqual({ refund: 134910, bonus: 13491, incentive: 0 });
  });
  it('keeps the bonus share of a smaller store-credit refund, adding up to the amount', () => {
    expect(splitRefund(100000, left)).toEqual({ refund: 90909, bonus: 9091, incentive: 0 });
  });
});

describe('refund records', () => {
  const records = [
    {
      status: 'failed' as const,
      replaced: true,
      mode: 'pay_to_source' as const,
      amount: '100.00',
      items: [{ item_id: 'i1', quantity: 1 }],
    },
    {
      status: 'succeeded' as const,
      mode: 'store_credit' as const,
      amount: '110.00',
      bonus_amount: '10.00',
      items: [{ item_id: 'i1', quantity: 1 }],
    },
    {
      status: 'pending' as const,
      mode: 'bank_transfer' as const,
      amount: '50.00',
      items: [{ item_id: 'i2', quantity: 2 }],
    },
  ];

  it('lists the money that moved by the mode it was paid in', () => {
    expect(paidByMode(records, 'INR')).toEqual([
      { mode: 'store_credit', amount: 11000, bonus: 1000, incentive: 0 },
    ]);
  });

  it('counts an item refunded only for a succeeded record; a replaced failure counts nowhere', () => {
    expect(refundUnitsOf('i1', records)).toEqual({ refunded: 1, pending: 0, failed: 0 });
    expect(refundUnitsOf('i2', records)).toEqual({ refunded: 0, pending: 2, failed: 0 });
    expect(refundUnitsOf('i1', [{ ...records[0], replaced: false } as (typeof records)[number]])).toEqual({
      refunded: 0,
      pending: 0,
      failed: 1,
    });
  });
});
