import type { IncomingHttpHeaders } from 'node:http';
import { processedAfterUninstall } from '@roundtrip/core/shopify-sync';
import { eq } from 'drizzle-orm';
import { shopifyWebhooks, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { noteConnectionHealth } from '../../platform/shopify/connection/connections';
import { TOPIC_HANDLERS } from './topics';
import { shopifySecretsFor, verifyShopifyHmac } from './verify-hmac';
import { sendWebhookJob } from './webhook-queue';

type Receipt = { status: 'accepted' | 'duplicate' | 'ignored' };

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 255 ? value : undefined;
};

const unsigned = () => new AppError('UNAUTHENTICATED', 'The webhook signature does not match');

/** PostgreSQL's jsonb cannot hold U+0000, escaped or not. */
const NUL = /\\u0000/i;

function jsonObject(raw: Buffer): Record<string, unknown> {
  try {
    if (NUL.test(raw.toString('utf8'))) throw new Error('NUL');
    const value: unknown = JSON.parse(raw.toString('utf8'));
    if (value !== null && typeof value === 'object' && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new AppError('VALIDATION_FAILED', 'The webhook body is not a JSON object');
}

/**
 * Checks the signature, then stores the event once and queues its processing, answering at once:
 * Shopify waits 5 seconds at most and retries anything but 2xx for 48 hours. A shop we do not know, or
 * one that uninstalled us, gets 200 and its event is dropped (its retries would change nothing); the
 * privacy topics of an uninstalled shop are still processed.
 */
export async function receiveWebhook(
  deps: Deps,
  input: { headers: IncomingHttpHeaders; rawBody: Buffer },
): Promise<Receipt> {
  const { headers, rawBody } = input;
  const domain = header(headers, 'x-shopify-shop-domain')?.toLowerCase();
  const [store] = domain
    ? await deps.db
        .select({ id: stores.id, uninstalledAt: stores.uninstalledAt })
        .from(stores)
        .where(eq(stores.domain, domain))
    : [];
  const { secrets, ownApp } = await shopifySecretsFor(deps, store?.id);
  if (!verifyShopifyHmac(secrets, rawBody, header(headers, 'x-shopify-hmac-sha256'))) {
    // A store on a custom app of its own: its secret may be the wrong one; Settings → Shopify says so.
    if (store && ownApp) await noteConnectionHealth(deps.db, store.id, { webhookRefusedAt: deps.clock() });
    throw unsigned();
  }
  const topic = header(headers, 'x-shopify-topic');
  const webhookId = header(headers, 'x-shopify-webhook-id');
  // Event id: the same for every delivery of one event; older API versions send only the webhook id.
  const eventId = header(headers, 'x-shopify-event-id') ?? webhookId;
  if (!topic || !domain || !eventId || !webhookId)
    throw new AppError(
      'VALIDATION_FAILED',
      'X-Shopify-Topic, X-Shopify-Shop-Domain and X-Shopify-Webhook-Id are required',
    );
  const payload = jsonObject(rawBody);
  if (!(topic in TOPIC_HANDLERS) || !store) return { status: 'ignored' };
  if (store.uninstalledAt && !processedAfterUninstall(topic)) return { status: 'ignored' };

  const triggered = header(headers, 'x-shopify-triggered-at');
  const triggeredAt = triggered && !Number.isNaN(Date.parse(triggered)) ? new Date(triggered) : null;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shopifyWebhooks)
      .values({
        storeId: store.id,
        eventId,
        webhookId,
        topic,
        apiVersion: header(headers, 'x-shopify-api-version') ?? '',
        triggeredAt,
        payload,
        receivedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: shopifyWebhooks.id });
    if (!row) return { status: 'duplicate' };
    await sendWebhookJob(deps.sender, tx, row.id);
    return { status: 'accepted' };
  });
}
