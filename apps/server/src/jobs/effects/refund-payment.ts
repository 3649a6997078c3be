import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentProviders, payments } from '../../db/schema';
import { PermanentError } from '../../outbox/effect-errors';
import { refundPaymentPayload } from '../../outbox/payloads';
import { clientOfRow, sandboxOf } from '../../providers/payments/provider-clients';
import { shopifyCheckoutClient } from '../../providers/payments/shopify-checkout-client';
import type { Effect } from './effect';

export type RefundPaymentPayload = z.infer<typeof refundPaymentPayload>;

/**
 * Gives back a payment we could not accept, through the provider that took it. The outbox row's id is
 * the provider's idempotency key: a retry after a crash refunds once.
 */
export const refundPayment: Effect<RefundPaymentPayload> = {
  payload: refundPaymentPayload,
  logKind: 'refund',
  async run({ deps, row, request, payload }) {
    const [payment] = await deps.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, payload.paymentId), eq(payments.storeId, request.storeId)));
    if (!payment?.providerPaymentId || payment.paidMinor === null)
      throw new PermanentError('The payment to refund was never taken');
    // A request rejected, reopened and rejected again queues a second job: the money goes back once.
    if (payment.refundRef)
      return {
        request: { payment: payment.id, provider: payment.provider },
        response: { refund: payment.refundRef, already_refunded: true },
        apply: async () => {},
      };
    const [providerRow] = payment.providerId
      ? await deps.db
          .select()
          .from(paymentProviders)
          .where(
            and(eq(paymentProviders.id, payment.providerId), eq(paymentProviders.storeId, request.storeId)),
          )
      : [];
    const client =
      payment.provider === 'shopify_checkout'
        ? shopifyCheckoutClient(deps, request.storeId)
        : providerRow
          ? clientOfRow(deps, providerRow)
          : sandboxOf(deps, request.storeId);
    if (!client) throw new PermanentError(`${payment.provider} refunds are not yet supported`);
    const refunded = await client.refund({
      providerPaymentId: payment.providerPaymentId,
      amountMinor: payment.paidMinor,
      currency: payment.currency,
      idempotencyKey: row.id,
    });
    return {
      request: { payment: payment.id, provider: payment.provider, amount_minor: payment.paidMinor },
      response: { refund: refunded.ref },
      apply: async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'refunded', refundRef: refunded.ref, updatedAt: deps.clock() })
          .where(eq(payments.id, payment.id));
      },
    };
  },
  async onFailure(tx, payload, failure) {
    if (!failure.final) return;
    await tx
      .update(payments)
      .set({ status: 'refund_failed', updatedAt: failure.now })
      .where(eq(payments.id, payload.paymentId));
  },
};
