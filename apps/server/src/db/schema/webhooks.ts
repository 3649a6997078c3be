import type { WebhookTopic } from '@roundtrip/core/webhooks';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

/** A merchant's outgoing webhook endpoint (docs/webhooks.md). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /**
     * `webhook`: the merchant's URL, signed per Standard Webhooks. `klaviyo`: the store's Klaviyo
     * connection (docs/klaviyo.md), its private API key sealed in secret_sealed; the same queue,
     * retries and log carry its events.
     */
    kind: text('kind', { enum: ['webhook', 'klaviyo'] })
      .notNull()
      .default('webhook'),
    url: text('url').notNull(),
    topics: jsonb('topics').$type<WebhookTopic[]>().notNull().default(sql`'[]'::jsonb`),
    /** `whsec_...` sealed with AES-256-GCM (platform/shopify/connection/encryption.ts). */
    secretSealed: text('secret_sealed').notNull(),
    /** After a rotation the old secret still signs until previous_secret_expires_at (24 hours). */
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretExpiresAt: ts('previous_secret_expires_at'),
    enabled: boolean('enabled').notNull().default(true),
    /** Why it was turned off: 'gone' (answered 410), 'exhausted' (failed the whole schedule), 'merchant'. */
    disabledReason: text('disabled_reason'),
    failingSince: ts('failing_since'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('webhook_endpoints_store_idx').on(t.storeId, t.createdAt),
    uniqueIndex('webhook_endpoints_one_klaviyo_key').on(t.storeId).where(sql`${t.kind} = 'klaviyo'`),
    storeIsolation(t.storeId),
  ],
);

/**
 * One message for one endpoint: a request event on a subscribed topic. The id is the
 * `webhook-id` header, the same on every retry; the unique key makes queuing it idempotent.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: text('id').primaryKey(),
    storeId: storeIdColumn(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    requestEventId: bigint('request_event_id', { mode: 'number' }).notNull(),
    topic: text('topic').$type<WebhookTopic>().notNull(),
    body: text('body').notNull(),
    /** pending, delivered, failed (schedule exhausted or endpoint gone). */
    status: text('status', { enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_endpoint_event_key').on(t.endpointId, t.requestEventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    storeIsolation(t.storeId),
  ],
);

/** The log: one row per attempt, shown on the webhook's log page. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    /** Null when no answer came (refused address, timeout, connection error). */
    responseStatus: integer('response_status'),
    latencyMs: integer('latency_ms').notNull(),
    responseExcerpt: text('response_excerpt').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt), storeIsolation(t.storeId)],
);
