import { PAYMENT_INVALID_MESSAGE, releaseAfterPayment, validatePayment } from '@roundtrip/core/payments';
import { and, eq } from 'drizzle-orm';
import { type PaymentRow, paymentProviders, payments, requestEvents, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { enqueueEffects, type PlannedEffect } from '../../jobs/enqueue';
import { senderFor } from '../../jobs/queue';
import { type PaymentClient, type PaymentEvent, WebhookSignatureError } from '../../payments/payment-client';
import { clientOfRow, sandboxOf } from '../../payments/provider-clients';
import { exchangeOrderPolicy } from '../requests/exchange-order-policy';
import { lockRequest } from '../requests/lock-request';

type Incoming = {
  provider: string;
  /** The provider row's id in the webhook URL (the sandbox: the payment's id). */
  key: string;
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
};

const unknownHook = () => new AppError('NOT_FOUND', 'No such webhook');
const isUuid = (v: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v);

/** The store and the client that verifies the webhook, found from our own rows (never the payload). */
async function receiverOf(
  deps: Deps,
  provider: string,
  key: string,
): Promise<{ storeId: string; client: PaymentClient }> {
  if (!isUuid(key)) throw unknownHook();
  if (provider === 'sandbox') {
    const [payment] = await deps.db.select().from(payments).where(eq(payments.id, key));
    if (payment?.provider !== 'sandbox') throw unknownHook();
    return { storeId: payment.storeId, client: sandboxOf(deps, payment.storeId) };
  }
  const [row] = await deps.db.select().from(paymentProviders).where(eq(paymentProviders.id, key));
  const client = row && row.provider === provider ? clientOfRow(deps, row) : null;
  if (!row || !client) throw unknownHook();
  return { storeId: row.storeId, client };
}

/** The settled statuses: the request no longer waits for money. */
const CLOSED = ['rejected', 'cancelled', 'archived'];
const RECEIVED = ['received', 'inspected', 'exchanged', 'refunded'];

/**
 * A provider's signed webhook (docs/payments.md). A payment that settles what is due marks the
 * payment paid and releases the held exchange order (once received, when the store also holds exchanges
 * until the return arrives). Any other payment is marked invalid, the shopper sees the spec's message,
 * and the money goes back through the provider. A repeated webhook changes nothing.
 */
export async function receivePaymentWebhook(deps: Deps, incoming: Incoming): Promise<{ received: true }> {
  const { storeId, client } = await receiverOf(deps, incoming.provider, incoming.key);
  let event: PaymentEvent;
  try {
    event = client.verifyWebhook(incoming.rawBody, incoming.headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new AppError('UNAUTHENTICATED', error.message);
    throw new AppError('VALIDATION_FAILED', 'The webhook body is not an event we read');
  }
  if (event.type === 'ignored') return { received: true };
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.storeId, storeId),
        eq(payments.provider, incoming.provider as PaymentRow['provider']),
        eq(payments.providerRef, event.ref),
      ),
    );
  if (!payment) return { received: true };
  const holdUntilReceived = (await exchangeOrderPolicy(deps, storeId))('').hold;
  const boss = await senderFor(deps.db);
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
    await tx.insert(requestEvents).values({
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
    await enqueueEffects(boss, tx, { storeId, requestId: request.id, now }, effects);
  });
  return { received: true };
}
