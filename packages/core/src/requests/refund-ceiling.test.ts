import { describe, expect, it } from 'vitest';
import { computeRefund } from '../pricing/refund';
import { refundableUnits, refundCeilingMinor, refundedMinor } from './refund-ceiling';

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

describe('refundCeilingMinor', () => {
  const priced = computeRefund({
    shopCurrency: 'INR',
    bonusCreditPercent: 10,
    items: [
      {
        id: 'a',
        actual_amount: '100.00',
        return_quantity: 1,
        selected_quantity: 1,
        requested_refund_mode: 'store_credit',
      },
    ],
  });

  it('the refund, with the bonus when paid as store credit, less what is refunded or in flight', () => {
    expect(refundCeilingMinor({ priced, mode: 'store_credit', refunds: [] })).toBe(11000);
    expect(
      refundCeilingMinor({
        priced,
        mode: 'bank_transfer',
        refunds: [{ status: 'succeeded', amount: '30.00' }],
      }),
    ).toBe(7000);
    expect(
      refundCeilingMinor({
        priced,
        mode: 'bank_transfer',
        refunds: [{ status: 'pending', amount: '300.00' }],
      }),
    ).toBe(0);
  });
});
