import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { refunds } from '../../db/schema';
import { announceRefund } from '../../notifications/announce-refund';
import { type Effect, PermanentError } from './effect';
import { failRefundRecord, refundPayload } from './refund';

/**
 * The same refund record as a refund to the original payment: the refund action asks for either with
 * one payload. Credit goes to the customer's account, so its lines and return are not sent.
 */
const storeCreditPayload = refundPayload;
export type StoreCreditPayload = z.infer<typeof storeCreditPayload>;

/** Refund as credit on the shopper's platform account; the refund record is marked succeeded with it. */
export const storeCredit: Effect<StoreCreditPayload> = {
  payload: storeCreditPayload,
  logKind: 'refund',
  async run({ deps, request, payload: p }) {
    if (!request.customerId) throw new PermanentError('The request has no platform customer to credit');
    const account = await deps.platform.issueStoreCredit(request.storeId, {
      idempotencyKey: p.key,
      customerId: request.customerId,
      amount: p.amount,
      currency: request.currency,
      ...(p.note ? { note: p.note } : {}),
    });
    // The shopper hears of the refund only now that the platform made it (docs/emails.md).
    const announce = await announceRefund(deps, request, p.refundId);
    return {
      request: { customerId: request.customerId, amount: p.amount, currency: request.currency },
      response: { account: account.id, balance: account.balance.amount },
      apply: async (tx) => {
        await tx
          .update(refunds)
          .set({ status: 'succeeded', platformRefundId: account.id, error: null, updatedAt: deps.clock() })
          .where(eq(refunds.id, p.refundId));
        await announce(tx);
      },
    };
  },
  onFailure: (tx, p, failure) => failRefundRecord(tx, p.refundId, failure),
};
