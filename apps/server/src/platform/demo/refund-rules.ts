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
};

export type RefundablePayment = {
  id: number;
  gateway: string;
  authorization: string | null;
  remaining: number;
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
    }));
}

export const totalRefundable = (payments: RefundablePayment[]) =>
  payments.reduce((s, p) => s + p.remaining, 0);
