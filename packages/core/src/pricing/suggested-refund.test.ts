import { describe, expect, it } from 'vitest';
import { splitRefundOverPayments } from './refund-payments';
import { checkRefundSuggestion } from './suggested-refund';

describe('checkRefundSuggestion', () => {
  it('matches equal amounts written differently', () => {
    expect(checkRefundSuggestion('100', '100.00', 'INR')).toEqual({
      currency: 'INR',
      ours: '100.00',
      shopify: '100.00',
      difference: '0.00',
      matches: true,
    });
  });

  it('reports how far ours is from Shopify, signed', () => {
    expect(checkRefundSuggestion('90.50', '100.00', 'USD')).toMatchObject({
      difference: '-9.50',
      matches: false,
    });
    expect(checkRefundSuggestion('1050', '1000', 'JPY')).toMatchObject({ difference: '50', matches: false });
  });
});

describe('splitRefundOverPayments', () => {
  it('takes from each payment what it has left, oldest first', () => {
    const payments = [
      { id: 'a', refundable: 300 },
      { id: 'b', refundable: 0 },
      { id: 'c', refundable: 1000 },
    ];
    expect(splitRefundOverPayments(800, payments)).toEqual([
      { id: 'a', amount: 300 },
      { id: 'c', amount: 500 },
    ]);
    expect(splitRefundOverPayments(0, payments)).toEqual([]);
  });

  it('refuses a refund the payments cannot cover', () => {
    expect(splitRefundOverPayments(1301, [{ id: 'a', refundable: 1300 }])).toBeNull();
  });
});
