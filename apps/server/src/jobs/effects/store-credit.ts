import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { refunds } from '../../db/schema';
import { announceRefund } from '../../notifications/announce-refund';
import { PermanentError } from '../../outbox/effect-errors';
import { storeCreditPayload } from '../../outbox/payloads';
import type { Effect } from './effect';
import { failRefundRecord } from './refund';

/**
 * The same refund record as a refund to the original payment: the refund action asks for either with
 * one payload. Credit goes to the customer's account (or a gift card), so its lines and return are not
 * sent. `form` is frozen when the refund is asked for (core's `storeCreditForm`), so every attempt
 * under the key makes the same call.
 */
export type StoreCreditPayload = z.infer<typeof storeCreditPayload>;

/** Refund as store credit on the platform; the refund record is marked succeeded with it. */
export const storeCredit: Effect<StoreCreditPayload> = {
  payload: storeCreditPayload,
  logKind: 'refund',
  async run({ deps, request, payload: p }) {
    // Credit is in the currency the shopper paid in (Shopify keeps an account per currency and wants
    // an order's credit in its presentment currency).
    const base = {
      idempotencyKey: p.key,
      amount: p.presentmentAmount ?? p.amount,
      currency: p.presentmentAmount ? request.presentmentCurrency : request.currency,
      ...(p.note ? { note: p.note } : {}),
    };
    const customerId = request.customerId;
    // A gift card's code works without an account; credit needs the customer's.
    const issue = async () => {
      if (p.form === 'gift_card') {
        const card = await deps.platform.issueGiftCard(request.storeId, {
          ...base,
          orderId: request.orderId,
          ...(customerId ? { customerId } : {}),
        });
        return { made: card, account: null, platformId: card.id };
      }
      if (!customerId) throw new PermanentError('The request has no platform customer to credit');
      const credited = await deps.platform.issueStoreCredit(request.storeId, { ...base, customerId });
      return { made: null, account: credited, platformId: credited.id };
    };
    const { made, account, platformId } = await issue();
    // The shopper hears of the refund only now that the platform made it (docs/emails.md); a gift
    // card's code, told once by the platform, goes into that email and nowhere else.
    const announce = await announceRefund(deps, request, p.refundId, made?.code || undefined);
    return {
      request: {
        customerId: request.customerId,
        amount: base.amount,
        currency: base.currency,
        form: p.form ?? 'credit_account',
      },
      response: made
        ? { gift_card: made.id, last_characters: made.last_characters }
        : { account: account?.id, balance: account?.balance.amount },
      apply: async (tx) => {
        await tx
          .update(refunds)
          .set({
            status: 'succeeded',
            platformRefundId: platformId,
            giftCardLastCharacters: made?.last_characters ?? null,
            error: null,
            updatedAt: deps.clock(),
          })
          .where(eq(refunds.id, p.refundId));
        await announce(tx);
      },
    };
  },
  onFailure: (tx, p, failure) => failRefundRecord(tx, p.refundId, failure),
};
