import { and, eq } from 'drizzle-orm';
import { type PaymentRow, paymentProviders, payments } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import {
  type PaymentClient,
  type PaymentEvent,
  WebhookSignatureError,
} from '../../providers/payments/payment-client';
import { clientOfRow, sandboxOf } from '../../providers/payments/provider-clients';
import { settlePayment } from './settle-payment';

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
    event = await client.verifyWebhook(incoming.rawBody, incoming.headers);
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
  await settlePayment(deps, storeId, payment, event);
  return { received: true };
}
