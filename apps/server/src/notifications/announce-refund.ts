import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { type RequestRow, refunds } from '../db/schema';
import type { Deps } from '../deps';
import { enqueueEffects } from '../outbox/enqueue';
import { queueEmail } from './queue-notification';

/**
 * The shopper's refund email, for a refund the platform just confirmed: written in the transaction
 * that marks the refund succeeded, so it exists exactly when the money moved (a failed refund never
 * gets one). Prepared before that transaction: the queue's sender must not start inside it.
 */
export async function announceRefund(
  deps: Deps,
  request: RequestRow,
  refundId: string,
  /** Store credit issued as a gift card: its code, which the platform tells only once. */
  giftCardCode?: string,
): Promise<(tx: Tx) => Promise<void>> {
  return async (tx) => {
    const [refund] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.id, refundId), eq(refunds.storeId, request.storeId)));
    if (!refund) return;
    const now = deps.clock();
    const email = await queueEmail(
      tx,
      request,
      {
        kind: 'refund_sent',
        facts: {
          event: 'refunded',
          message: '',
          amount: refund.amount,
          refund_mode: refund.mode,
          ...(giftCardCode ? { gift_card_code: giftCardCode } : {}),
        },
      },
      now,
    );
    if (email)
      await enqueueEffects(deps.sender, tx, { storeId: request.storeId, requestId: request.id, now }, [
        email,
      ]);
  };
}
