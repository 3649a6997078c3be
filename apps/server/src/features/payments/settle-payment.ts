import { PAYMENT_INVALID_MESSAGE, releaseAfterPayment, validatePayment } from '@roundtrip/core/payments';
import { eq } from 'drizzle-orm';
import { type PaymentRow, payments, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { enqueueEffects, type PlannedEffect } from '../../outbox/enqueue';
import { recordRequestEvent } from '../../request-events/record-request-event';
import { exchangeOrderPolicy } from '../requests/exchange-order-policy';
import { lockRequest } from '../requests/lock-request';

/** The settled statuses: the request no longer waits for money. */
const CLOSED = ['rejected', 'cancelled', 'archived'];
const RECEIVED = ['received', 'inspected', 'exchanged', 'refunded'];

/** Money a collector confirmed for one of our payments. */
export type ConfirmedPayment = { providerPaymentId: string; amountMinor: number; currency: string };

/**
 * A collector confirmed a payment (a provider's signed webhook, or Shopify's orders/paid). One that
 * settles what is due marks the payment paid and releases the held exchange order (once received, when
 * the store also holds exchanges until the return arrives). Any other payment is marked invalid, the
 * shopper sees the spec's message, and the money goes back through the collector. A repeated
 * confirmation changes nothing (the payment is no longer due).
 */
export async function settlePayment(
  deps: Deps,
  storeId: string,
  payment: PaymentRow,
  event: ConfirmedPayment,
): Promise<void> {
  const holdUntilReceived = (await exchangeOrderPolicy(deps, storeId))('').hold;
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, storeId, payment.requestId);
    const [current] = await tx.select().from(payments).where(eq(payments.id, payment.id)).for('update');
    if (!current) return;
    const verdict = validatePayment(
      current,
      { amountMinor: event.amountMinor, currency: event.currency },
      !CLOSED.includes(request.status),
    );
    if (!verdict.ok && !verdict.refund) return;
    const now = deps.clock();
    const taken = {
      providerPaymentId: event.providerPaymentId,
      paidMinor: event.amountMinor,
      updatedAt: now,
    };
    const effects: PlannedEffect[] = [];
    if (verdict.ok) {
      await tx
        .update(payments)
        .set({ ...taken, status: 'paid' })
        .where(eq(payments.id, current.id));
      // The money is on the collector's side (a provider, or the draft order's own order): the exchange
      // order, created owing the difference, is marked paid so it no longer reads as awaiting payment.
      effects.push({ effect: 'mark_order_paid', payload: { paymentId: current.id } });
      const release =
        request.exchangeHeld &&
        releaseAfterPayment({ holdUntilReceived, received: RECEIVED.includes(request.status) });
      if (release) {
        await tx
          .update(requests)
          .set({ exchangeHeld: false, version: request.version + 1, updatedAt: now })
          .where(eq(requests.id, request.id));
        effects.push({ effect: 'release_hold' });
      }
    } else {
      await tx
        .update(payments)
        .set({ ...taken, status: 'invalid', failure: verdict.reason })
        .where(eq(payments.id, current.id));
      effects.push({ effect: 'refund_payment', payload: { paymentId: current.id } });
    }
    await recordRequestEvent(deps, tx, {
      storeId,
      requestId: request.id,
      type: verdict.ok ? 'payment_received' : 'payment_invalid',
      actorType: 'system',
      message: verdict.ok
        ? 'The price difference was paid'
        : `${PAYMENT_INVALID_MESSAGE} (${verdict.reason})`,
      // The shopper reads the payment's state on the details page, in the spec's words, not this reason.
      customerVisible: false,
      data: { payment_id: current.id, provider: current.provider },
      createdAt: now,
    });
    await enqueueEffects(deps.sender, tx, { storeId, requestId: request.id, now }, effects);
  });
}
