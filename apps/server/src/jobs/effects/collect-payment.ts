import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { payments } from '../../db/schema';
import { PermanentError } from '../../outbox/effect-errors';
import { collectPaymentPayload } from '../../outbox/payloads';
import { collectorOf } from '../../providers/payments/provider-clients';
import type { Effect } from './effect';

export type CollectPaymentPayload = z.infer<typeof collectPaymentPayload>;

/**
 * Opens a payment link for the price difference the shopper owes (docs/payments.md). The outbox row's
 * id is the payment's id and the provider's idempotency key: a retry after a crash gets the same link.
 */
export const collectPayment: Effect<CollectPaymentPayload> = {
  payload: collectPaymentPayload,
  logKind: 'refund',
  async run({ deps, row, request, payload }) {
    const active = await collectorOf(deps, request.storeId);
    if (!active)
      throw new PermanentError('Nothing can collect this payment: connect a provider on the Payments page');
    const link = await active.client.createLink({
      paymentId: row.id,
      amountMinor: payload.amountMinor,
      currency: payload.currency,
      description: `Price difference for ${request.name}`,
      returnUrl: `${deps.config.publicUrl ?? ''}/`,
      idempotencyKey: row.id,
      customer: {
        id: request.customerId,
        email: request.customerEmail,
        phone: `${request.customerPhoneDialCode}${request.customerPhone}`,
      },
    });
    return {
      request: { provider: active.provider, amount_minor: payload.amountMinor, currency: payload.currency },
      response: { ref: link.ref, url: link.url },
      apply: async (tx) => {
        await tx
          .insert(payments)
          .values({
            id: row.id,
            storeId: request.storeId,
            requestId: request.id,
            providerId: active.providerId,
            provider: active.provider,
            amountMinor: payload.amountMinor,
            currency: payload.currency,
            providerRef: link.ref,
            paymentUrl: link.url,
            createdAt: deps.clock(),
            updatedAt: deps.clock(),
          })
          .onConflictDoNothing();
        await tx
          .update(payments)
          .set({ providerRef: link.ref, paymentUrl: link.url })
          .where(and(eq(payments.id, row.id), eq(payments.storeId, request.storeId)));
      },
    };
  },
};
