import { isCashOnDelivery } from '@roundtrip/core/orders';
import { COD_GATEWAY } from './seed/payments';

type Tx = {
  id: number;
  parentId: number | null;
  kind: string;
  status: string;
  gateway: string;
  amountMinor: number;
  authorization: string | null;
  receipt: Record<string, unknown>;
  createdAt: Date;
};

export type RefundablePayment = {
  id: number;
  gateway: string;
  authorization: string | null;
  remaining: number;
  paidAt: Date;
};

/**
 * What can still go back to the original payments, per payment: successful sales and captures minus their
 * successful refunds. A cash-on-delivery order has nothing to refund to its source (the cash was handed
 * over at the door; the merchant pays it back another way), and neither has a manual COD payment.
 */
export function refundablePayments(
  order: { paymentGatewayNames: string[] },
  transactions: Tx[],
): RefundablePayment[] {
  const cod = isCashOnDelivery({
    payment_gateway_names: order.paymentGatewayNames,
    transactions: transactions.map((t) => ({ ...t, kind: t.kind })),
  });
  if (cod) return [];
  const refunded = new Map<number, number>();
  for (const t of transactions) {
    if (t.kind === 'refund' && t.status === 'success' && t.parentId !== null) {
      refunded.set(t.parentId, (refunded.get(t.parentId) ?? 0) + t.amountMinor);
    }
  }
  return transactions
    .filter(
      (t) =>
        (t.kind === 'sale' || t.kind === 'capture') && t.status === 'success' && t.gateway !== COD_GATEWAY,
    )
    .map((t) => ({
      id: t.id,
      gateway: t.gateway,
      authorization: t.authorization,
      remaining: Math.max(0, t.amountMinor - (refunded.get(t.id) ?? 0)),
      paidAt: t.createdAt,
    }));
}

export const totalRefundable = (payments: RefundablePayment[]) =>
  payments.reduce((s, p) => s + p.remaining, 0);

/** Like the real gateways (Razorpay and Stripe: about six months), a payment takes refunds only this long. */
export const GATEWAY_REFUND_WINDOW_DAYS = 180;
const DAY_MS = 86_400_000;

/**
 * The gateway's refusal of a refund to a payment past its refund window, in the words a gateway answers
 * (the merchant reads it on the request), or null when every payment the refund would touch is recent.
 */
export function gatewayRefusal(payments: RefundablePayment[], amount: number, now: Date): string | null {
  let left = amount;
  for (const payment of payments) {
    if (left <= 0) break;
    const part = Math.min(left, payment.remaining);
    if (part === 0) continue;
    left -= part;
    const age = Math.floor((now.getTime() - payment.paidAt.getTime()) / DAY_MS);
    if (age > GATEWAY_REFUND_WINDOW_DAYS) {
      const paid = payment.paidAt.toISOString().slice(0, 10);
      return `${payment.gateway} refused the refund: payment ${payment.authorization ?? payment.id} of ${paid} is ${age} days old, and refunds are accepted only within ${GATEWAY_REFUND_WINDOW_DAYS} days of the payment. Refund the shopper another way (store credit or a bank transfer).`;
    }
  }
  return null;
}
