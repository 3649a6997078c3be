import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { refunds } from '../../db/schema';
import { announceRefund } from '../../notifications/announce-refund';
import type { Effect, FailedAttempt } from './effect';

export const refundPayload = z.object({
  /** The refund record this pays out. */
  refundId: z.string(),
  amount: z.string(),
  /** The platform idempotency key, fixed when the refund was asked for. */
  key: z.string(),
  /** Frozen when the refund was asked for: every attempt under `key` sends the same input. */
  returnId: z.string().nullable(),
  lineItems: z.array(z.object({ lineItemId: z.string(), quantity: z.number() })),
  note: z.string().optional(),
});
export type RefundPayload = z.infer<typeof refundPayload>;

/** The last attempt failed: the refund record shows it (a retry sets it pending again). */
export async function failRefundRecord(tx: Tx, refundId: string, failure: FailedAttempt): Promise<void> {
  if (!failure.final) return;
  await tx
    .update(refunds)
    .set({ status: 'failed', error: failure.message, updatedAt: failure.now })
    .where(eq(refunds.id, refundId));
}

/** Refund to the original payment on the platform; the refund record is marked succeeded with it. */
export const refund: Effect<RefundPayload> = {
  payload: refundPayload,
  logKind: 'refund',
  async run({ deps, request, payload: p }) {
    const made = await deps.platform.refund(request.storeId, {
      idempotencyKey: p.key,
      orderId: request.orderId,
      ...(p.returnId ? { returnId: p.returnId } : {}),
      amount: p.amount,
      lineItems: p.lineItems,
      ...(p.note ? { note: p.note } : {}),
    });
    // The shopper hears of the refund only now that the platform made it (docs/emails.md).
    const announce = await announceRefund(deps, request, p.refundId);
    return {
      request: { orderId: request.orderId, amount: p.amount, lineItems: p.lineItems },
      response: {
        id: made.id,
        refunded: made.total_refunded_set.shop_money.amount,
        // Shopify's own figure beside ours, kept in the refund log where the merchant sees a difference.
        ...(made.suggested_refund_check && { suggested_refund_check: made.suggested_refund_check }),
      },
      apply: async (tx) => {
        await tx
          .update(refunds)
          .set({ status: 'succeeded', platformRefundId: made.id, error: null, updatedAt: deps.clock() })
          .where(eq(refunds.id, p.refundId));
        await announce(tx);
      },
    };
  },
  onFailure: (tx, p, failure) => failRefundRecord(tx, p.refundId, failure),
};
