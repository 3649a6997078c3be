import { randomUUID } from 'node:crypto';
import { topicForEvent, type WebhookTopic } from '@roundtrip/core/webhooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type RequestEventRow, requests, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { seal } from '../../platform/shopify/connection/encryption';
import { assertUrlAllowed } from './address-guard';
import { klaviyoEventJson } from './klaviyo-events';
import { newWebhookSecret } from './sign';

// The associated data names the row, so a sealed secret copied to another endpoint does not open.
export const secretContext = (endpointId: string) => `webhook_endpoints.secret:${endpointId}`;

/** Saves an endpoint with a new sealed secret; refuses an internal address (SSRF) up front. */
export async function createWebhookEndpoint(
  db: Db,
  key: Buffer,
  input: { storeId: string; url: string; topics: WebhookTopic[]; allowLoopback: boolean },
): Promise<{ id: string; secret: string }> {
  await assertUrlAllowed(new URL(input.url), input.allowLoopback);
  const id = randomUUID();
  const secret = newWebhookSecret();
  await db.insert(webhookEndpoints).values({
    id,
    storeId: input.storeId,
    url: input.url,
    topics: input.topics,
    secretSealed: seal(key, secret, secretContext(id)),
  });
  return { id, secret };
}

/**
 * One delivery per enabled endpoint subscribed to the event's topic (webhooks and Klaviyo alike: the
 * topics the merchant chose), written with the event so nothing is lost (at least once). The request's
 * email and names for Klaviyo's inline profile come in the same query. Returns the delivery ids to queue.
 */
export async function queueWebhookDeliveries(db: Db, event: RequestEventRow): Promise<string[]> {
  const topic = topicForEvent(event.type);
  if (topic === null) return [];
  const endpoints = await db
    .select({
      id: webhookEndpoints.id,
      kind: webhookEndpoints.kind,
      topics: webhookEndpoints.topics,
      email: requests.customerEmail,
      name: requests.name,
      orderName: requests.orderName,
    })
    .from(webhookEndpoints)
    .leftJoin(requests, and(eq(requests.id, event.requestId), eq(requests.storeId, webhookEndpoints.storeId)))
    .where(and(eq(webhookEndpoints.storeId, event.storeId), eq(webhookEndpoints.enabled, true)));
  const body = webhookBody(event, topic);
  const rows = endpoints.flatMap((e) => {
    if (!e.topics.includes(topic)) return [];
    const row = deliveryRow(event, topic, e.id);
    if (e.kind === 'webhook') return [{ ...row, body }];
    // Klaviyo's profile is the shopper: a request without an email has nobody to attach the event to.
    const { email, name, orderName } = e;
    return email && name !== null && orderName !== null
      ? [{ ...row, body: klaviyoEventJson(event, topic, row.id, { email, name, orderName }) }]
      : [];
  });
  return insertDeliveries(db, rows);
}

/** A message of `event` for one endpoint; its id is the `webhook-id`, the same on every attempt. */
function deliveryRow(event: RequestEventRow, topic: WebhookTopic, endpointId: string) {
  const id = `msg_${randomUUID().replaceAll('-', '')}`;
  return { id, storeId: event.storeId, endpointId, requestEventId: event.id, topic };
}

/** Writes the messages, skipping any an (endpoint, event) pair already has; answers the new ids. */
async function insertDeliveries(
  db: Db,
  rows: (ReturnType<typeof deliveryRow> & { body: string })[],
): Promise<string[]> {
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.map((r) => r.id);
}

/** The Standard Webhooks payload of one request event. */
function webhookBody(event: RequestEventRow, topic: WebhookTopic): string {
  return JSON.stringify({
    type: topic,
    timestamp: event.createdAt.toISOString(),
    data: { request_id: event.requestId, from_status: event.fromStatus, to_status: event.toStatus },
  });
}

/**
 * One message of `event` for one webhook endpoint (the workflow action "send a webhook"). The
 * (endpoint, event) key makes it once only: null when that endpoint already has this event's message.
 */
export async function queueEndpointDelivery(
  db: Db,
  event: RequestEventRow,
  endpointId: string,
): Promise<string | null> {
  const topic = topicForEvent(event.type);
  if (topic === null) return null;
  const [id] = await insertDeliveries(db, [
    { ...deliveryRow(event, topic, endpointId), body: webhookBody(event, topic) },
  ]);
  return id ?? null;
}
