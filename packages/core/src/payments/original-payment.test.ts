import { describe, expect, it } from 'vitest';
import { originalPaymentId } from './original-payment';

const tx = (
  gateway: string,
  over: Partial<{ kind: string; status: string; authorization: string | null }> = {},
) => ({
  kind: 'sale',
  status: 'success',
  gateway,
  authorization: null,
  receipt: { razorpay_payment_id: 'pay_1', id: 'ch_1' },
  ...over,
});

describe('the original payment a provider refund goes to', () => {
  it("finds the provider's payment id on the order's successful payment through that provider only", () => {
    expect(originalPaymentId([tx('Razorpay')], 'razorpay')).toBe('pay_1');
    expect(originalPaymentId([tx('razorpay', { authorization: 'pay_9' })], 'razorpay')).toBe('pay_9');
    expect(originalPaymentId([tx('stripe')], 'stripe')).toBe('ch_1');
    // Another gateway, a failed sale or a refund transaction is not the payment to refund.
    expect(originalPaymentId([tx('shopify_payments')], 'razorpay')).toBeNull();
    expect(originalPaymentId([tx('razorpay', { status: 'failure' })], 'razorpay')).toBeNull();
    expect(originalPaymentId([tx('razorpay', { kind: 'refund' })], 'razorpay')).toBeNull();
  });

  it('names the Cashfree order, not the payment: Cashfree refunds an order', () => {
    const cashfree = {
      ...tx('cashfree', { authorization: '918812' }),
      receipt: { cf_payment_id: '918812', order_id: 'shopify_1001' },
    };
    expect(originalPaymentId([cashfree], 'cashfree')).toBe('shopify_1001');
    expect(originalPaymentId([{ ...cashfree, receipt: { cf_payment_id: '918812' } }], 'cashfree')).toBeNull();
  });
});
