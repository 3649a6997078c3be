import { describe, expect, it } from 'vitest';
import { presentmentRefund } from './presentment-refund';

describe('presentmentRefund: a shop-currency refund in the currency the shopper paid', () => {
  // USD shop, CAD order: the return is priced at 73.47 USD = 99.99 CAD (the lines' own rates).
  const priced = { shop: 7347, presentment: 9999 };

  it('refunds exactly what the shopper paid when the whole amount goes back', () => {
    expect(presentmentRefund({ amount: 7347, refundedBefore: 0, priced })).toBe(9999);
  });

  it('adds up to the exact presentment amount over partial refunds, whatever the rounding', () => {
    const parts = [1000, 2347, 1, 3999];
    let before = 0;
    let sum = 0;
    for (const amount of parts) {
      sum += presentmentRefund({ amount, refundedBefore: before, priced });
      before += amount;
    }
    expect(before).toBe(7347);
    expect(sum).toBe(9999);
  });

  it('scales a store-credit bonus above the priced refund at the same rate, and gives nothing for nothing', () => {
    expect(presentmentRefund({ amount: 7347 + 735, refundedBefore: 0, priced })).toBe(10999);
    expect(presentmentRefund({ amount: 0, refundedBefore: 0, priced })).toBe(0);
    expect(presentmentRefund({ amount: 100, refundedBefore: 0, priced: { shop: 0, presentment: 0 } })).toBe(
      0,
    );
  });
});
