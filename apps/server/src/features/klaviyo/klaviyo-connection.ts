import { randomUUID } from 'node:crypto';
import { type KlaviyoView, klaviyoView } from '@roundtrip/core';
import { WEBHOOK_TOPICS } from '@roundtrip/core/webhooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { seal, unseal } from '../../platform/shopify/connection/encryption';
import { secretContext } from '../../webhooks-out/endpoints';
import { klaviyoEventsUrl } from '../../webhooks-out/klaviyo-events';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const disabledReason = klaviyoView.shape.disabled_reason.catch(null);

const NOT_CONNECTED: KlaviyoView = {
  connected: false,
  key_last4: null,
  enabled: false,
  disabled_reason: null,
  failing_since: null,
  connected_at: null,
};

async function connectionOf(db: Db, storeId: string): Promise<EndpointRow | null> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.kind, 'klaviyo')));
  return row ?? null;
}

function viewOf(deps: Deps, row: EndpointRow | null): KlaviyoView {
  if (!row) return NOT_CONNECTED;
  const key = unseal(deps.config.encryptionKey, row.secretSealed, secretContext(row.id));
  return {
    connected: true,
    key_last4: key.slice(-4),
    enabled: row.enabled,
    disabled_reason: disabledReason.parse(row.disabledReason),
    failing_since: row.failingSince?.toISOString() ?? null,
    connected_at: row.createdAt.toISOString(),
  };
}

/** GET /klaviyo/v1: the store's Klaviyo connection (never the key). */
export async function getKlaviyo(deps: Deps, storeId: string): Promise<KlaviyoView> {
  return viewOf(deps, await connectionOf(deps.db, storeId));
}

/**
 * PUT /klaviyo/v1: saves the private key sealed (AES-256-GCM, bound to the row) as the store's one
 * Klaviyo endpoint, subscribed to every topic. Saving again replaces the key and turns a connection
 * that failures turned off back on; events from before are not sent again.
 */
export async function connectKlaviyo(deps: Deps, storeId: string, apiKey: string): Promise<KlaviyoView> {
  const key = deps.config.encryptionKey;
  const now = deps.clock();
  const existing = await connectionOf(deps.db, storeId);
  const id = existing?.id ?? randomUUID();
  const fields = {
    url: klaviyoEventsUrl(deps.config),
    topics: [...WEBHOOK_TOPICS],
    secretSealed: seal(key, apiKey, secretContext(id)),
    enabled: true,
    disabledReason: null,
    failingSince: null,
    updatedAt: now,
  };
  if (existing) await deps.db.update(webhookEndpoints).set(fields).where(eq(webhookEndpoints.id, id));
  else
    await deps.db
      .insert(webhookEndpoints)
      .values({ id, storeId, kind: 'klaviyo', ...fields, createdAt: now })
      // Two first saves at once: the unique index keeps one connection (the first key), no error.
      .onConflictDoNothing();
  return getKlaviyo(deps, storeId);
}

/** DELETE /klaviyo/v1: forgets the key; queued events and their log go with it. */
export async function disconnectKlaviyo(deps: Deps, storeId: string): Promise<KlaviyoView> {
  await deps.db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.kind, 'klaviyo')));
  return NOT_CONNECTED;
}
