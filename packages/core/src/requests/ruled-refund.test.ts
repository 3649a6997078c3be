import { describe, expect, it } from 'vitest';
import { storedStorePolicy } from '../policy/store-policy';
import { linesOf, makeLine, makeOrder } from '../test/plan-fixtures';
import { refundLineOf, ruledRefund } from './ruled-refund';

describe('refundLineOf', () => {
  const order = makeOrder({
    taxes_included: false,
    line_items: [
      makeLine('a', { tax_lines: [{ price: '90.00' }, { price: '90.00' }], total_discount: '100.00' }),
    ],
  });
  const [line] = linesOf(order);
  if (!line) throw new Error('no line');
  const policy = storedStorePolicy({ do_not_carry_forward_discount: true });

  it("the order line's price fields for the units, the store's discount settings", () => {
    expect(refundLineOf({ line, quantity: 1, policy, refundMode: 'store_credit', exchange: null })).toEqual({
      id: 'a',
      actual_amount: '1000.00',
      total_tax: '180.000',
      total_discount: '100.00',
      return_quantity: 2,
      selected_quantity: 1,
      refunded_quantity: 0,
      presentment_price: '1000.00',
      shipping_amount: '0',
      do_not_carry_forward_discount: true,
      do_not_carry_forward_discount_percentage: 100,
      exchange_product: null,
      exchange_products: null,
      requested_refund_mode: 'store_credit',
    });
  });

  it('one new variant per unit, or a list of new variants', () => {
    const variants = [{ price: '400.00', quantity: 1 }];
    expect(
      refundLineOf({ line, quantity: 1, policy, refundMode: null, exchange: { several: false, variants } }),
    ).toMatchObject({
      exchange_product: { price: '400.00', discount: '0' },
      exchange_products: null,
    });
    expect(
      refundLineOf({ line, quantity: 1, policy, refundMode: null, exchange: { several: true, variants } }),
    ).toMatchObject({
      exchange_product: null,
      exchange_products: [{ variant_price: '400.00', quantity: 1 }],
    });
  });

  it('tax on top when prices exclude it: 1000 - 50 discount + 90 tax', () => {
    const ruled = ruledRefund({
      kind: 'return',
      refundMode: 'pay_to_source',
      policy,
      rules: { return_fee: [], green_return: [], promotion: [] },
      order,
      taxRates: [],
      items: [
        {
          ctx: line.ruleContext,
          line: refundLineOf({ line, quantity: 1, policy, refundMode: null, exchange: null }),
        },
      ],
    });
    expect(ruled.refund.totals).toMatchObject({ paid: 104000, refund: 104000, fee: 0 });
    expect(ruled.fee).toEqual({ fee: 0, tax: 0, source: 'none', rule: null });
  });
});
