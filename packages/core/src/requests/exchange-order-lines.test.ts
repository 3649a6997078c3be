import { describe, expect, it } from 'vitest';
import { computeRefund } from '../pricing/refund';
import { exchangeOrderCredit, exchangeOrderLines } from './exchange-order-lines';

describe('the exchange order of a request', () => {
  it('lists the chosen variants, then the upsell products with their offer discount per unit', () => {
    expect(
      exchangeOrderLines([
        {
          quantity: 2,
          exchange_variant_id: 'v2',
          exchange_products: null,
          upsell_products: [
            { variant_id: 'u1', quantity: 1, discount: '50.00' },
            { variant_id: 'u3', quantity: 2, discount: '0.00' },
          ],
        },
        {
          quantity: 1,
          exchange_variant_id: 'x1',
          exchange_products: [
            { variant_id: 'x1', quantity: 1 },
            { variant_id: 'x2', quantity: 2 },
          ],
          upsell_products: null,
        },
      ]),
    ).toEqual([
      { variantId: 'v2', quantity: 2 },
      { variantId: 'u1', quantity: 1, unitDiscount: '50.00' },
      { variantId: 'u3', quantity: 2 },
      { variantId: 'x1', quantity: 1 },
      { variantId: 'x2', quantity: 2 },
    ]);
  });

  it('is paid for by what the shopper paid plus the discount carried forward, leaving exactly the difference', () => {
    // $40 bought with $10 off (25%), replaced by a $60 item: $15 carried, the shopper owes $15.
    const refund = computeRefund({
      items: [
        {
          id: 'a',
          actual_amount: '40.00',
          total_discount: '10.00',
          return_quantity: 1,
          selected_quantity: 1,
          exchange_product: { price: '60.00' },
          upsell_products: [{ price: '20.00', discount: '5.00', quantity: 1 }],
        },
      ],
      shopCurrency: 'USD',
    });
    const credit = exchangeOrderCredit(refund);
    expect(credit).toBe(4500);
    // The new order: $60 + $20 - $5 offer - credit = what the shopper was told they owe.
    expect(6000 + 2000 - 500 - credit).toBe(refund.totals.amount_due);
    expect(refund.totals.amount_due).toBe(3000);
  });
});
