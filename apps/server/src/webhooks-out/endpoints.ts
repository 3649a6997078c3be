import { randomUUID } from 'node:crypto';
import { topicForEvent, type WebhookTopic } from '@roundtrip/core/webhooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type RequestEventRow, webhookDeliveries, webhookEndpoints } from '../db/schema';
import { seal } from '../platform/shopify/connection/encryption';
import { assertUrlAllowed } from './address-guard';
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
 * One delivery per enabled endpoint subscribed to the event's topic, written with the event so
 * nothing is lost (at least once). Returns the delivery ids to queue.
 */
export async function queueWebhookDeliveries(db: Db, event: RequestEventRow): Promise<string[]> {
  const topic = topicForEvent(event.type);
  if (topic === null) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, topics: webhookEndpoints.topics })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, event.storeId), eq(webhookEndpoints.enabled, true)));
  const body = JSON.stringify({
    type: topic,
    timestamp: event.createdAt.toISOString(),
    data: { request_id: event.requestId, from_status: event.fromStatus, to_status: event.toStatus },
  });
  const rows = endpoints
    .filter((e) => e.topics.includes(topic))
    .map((e) => ({
      id: `msg_${randomUUID().replaceAll('-', '')}`,
      storeId: event.storeId,
      endpointId: e.id,
      requestEventId: event.id,
      topic,
      body,
    }));
  if (rows.length === 0) return [];
  const inserted = await db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  return inserted.map((r) => r.id);
}
