import { randomUUID } from 'node:crypto';
import { type KlaviyoConnectBody, type KlaviyoView, klaviyoView } from '@roundtrip/core';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { WEBHOOK_TOPICS, type WebhookTopic } from '@roundtrip/core/webhooks';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { stores, webhookEndpoints } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { seal, unseal } from '../../platform/shopify/connection/encryption';
import { secretContext } from '../../providers/webhooks-out/endpoints';
import { klaviyoEventsUrl } from '../../providers/webhooks-out/klaviyo-events';
import { gatingPlan } from '../../store/billing';
import { checkKlaviyoKey } from './check-klaviyo-key';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

const disabledReason = klaviyoView.shape.disabled_reason.catch(null);

const NOT_CONNECTED: KlaviyoView = {
  connected: false,
  key_last4: null,
  enabled: false,
  disabled_reason: null,
  failing_since: null,
  connected_at: null,
  topics: [],
};

const isTopic = (t: string): t is WebhookTopic => (WEBHOOK_TOPICS as readonly string[]).includes(t);

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
    topics: row.topics.filter(isTopic),
  };
}

/** GET /klaviyo/v1: the store's Klaviyo connection (never the key). */
export async function getKlaviyo(deps: Deps, storeId: string): Promise<KlaviyoView> {
  return viewOf(deps, await connectionOf(deps.db, storeId));
}

/** Klaviyo is a Grow feature (docs/plans.md); with billing off (self-hosted) every store has it. */
async function assertKlaviyoPlan(deps: Deps, storeId: string): Promise<void> {
  const [store] = await deps.db
    .select({ planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  if (!isFeatureUnlocked(gatingPlan(deps.config, store), 'klaviyo'))
    throw new AppError('PLAN_REQUIRED', 'Klaviyo needs the Grow plan');
}

/**
 * PUT /klaviyo/v1: checks the plan, then asks Klaviyo whether it knows the key (nothing is saved when it
 * does not), then saves the key sealed (AES-256-GCM, bound to the row) as the store's one Klaviyo
 * endpoint with the chosen topics (every topic on a first connect, the kept choice when left out).
 * Saving again replaces the key and turns a connection that failures turned off back on; events from
 * before are not sent again.
 */
export async function connectKlaviyo(
  deps: Deps,
  storeId: string,
  body: KlaviyoConnectBody,
): Promise<KlaviyoView> {
  await assertKlaviyoPlan(deps, storeId);
  await checkKlaviyoKey(deps.config, body.api_key);
  const key = deps.config.encryptionKey;
  const now = deps.clock();
  const existing = await connectionOf(deps.db, storeId);
  const id = existing?.id ?? randomUUID();
  const fields = {
    url: klaviyoEventsUrl(deps.config),
    topics: body.topics ?? existing?.topics ?? [...WEBHOOK_TOPICS],
    secretSealed: seal(key, body.api_key, secretContext(id)),
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
