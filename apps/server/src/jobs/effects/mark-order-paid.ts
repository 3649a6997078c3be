import { fromMinor } from '@roundtrip/core/money';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { payments } from '../../db/schema';
import { WaitingError } from '../../outbox/effect-errors';
import { markOrderPaidPayload } from '../../outbox/payloads';
import type { Effect } from './effect';

export type MarkOrderPaidPayload = z.infer<typeof markOrderPaidPayload>;

/**
 * The shopper paid the price difference through a collector (docs/payments.md): the exchange order,
 * which was created owing that difference, is marked paid on the platform. Fulfilment apps and 3PLs
 * that ship only paid orders then ship it once released, and the order stops reading "payment pending".
 */
export const markOrderPaid: Effect<MarkOrderPaidPayload> = {
  payload: markOrderPaidPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload }) {
    if (!request.exchangeOrderId) throw new WaitingError('The exchange order is not created yet');
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, payload.paymentId), eq(payments.storeId, request.storeId)));
    // Refunded meanwhile (the request closed): nothing was kept, so nothing is marked.
    if (payment?.status !== 'paid' || payment.paidMinor === null)
      return {
        request: { order: request.exchangeOrderId, payment: payload.paymentId },
        response: { skipped: `payment is ${payment?.status ?? 'missing'}` },
      };
    const order = await deps.platform.markOrderPaid(request.storeId, {
      idempotencyKey: row.id,
      orderId: request.exchangeOrderId,
      amount: fromMinor(payment.paidMinor, payment.currency),
      currency: payment.currency,
    });
    return {
      request: { order: request.exchangeOrderId, payment: payment.id },
      response: { financial_status: order.financial_status },
    };
  },
};
