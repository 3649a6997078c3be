import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

export const WEBHOOK_STATUSES = ['pending', 'processed', 'ignored', 'failed'] as const;

/**
 * Every Shopify webhook delivery we accepted, once per event: Shopify may deliver an event more than
 * once (retries, several subscriptions), and the unique event id makes the second insert a no-op.
 * The payload is kept only until it is processed (it holds customers' personal data).
 */
export const shopifyWebhooks = pgTable(
  'shopify_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** X-Shopify-Event-Id: the same for every delivery of one event. */
    eventId: text('event_id').notNull(),
    /** X-Shopify-Webhook-Id: this delivery. */
    webhookId: text('webhook_id').notNull(),
    topic: text('topic').notNull(),
    apiVersion: text('api_version').notNull().default(''),
    triggeredAt: ts('triggered_at'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    status: text('status', { enum: WEBHOOK_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** What processing did, or the last error. */
    outcome: text('outcome').notNull().default(''),
    receivedAt: ts('received_at').notNull().defaultNow(),
    processedAt: ts('processed_at'),
  },
  (t) => [
    uniqueIndex('shopify_webhooks_store_event_key').on(t.storeId, t.eventId),
    index('shopify_webhooks_status_idx').on(t.status, t.receivedAt),
    storeIsolation(t.storeId),
  ],
);

/**
 * Delivery dates Shopify reported by webhook (fulfillments/create, update, orders/updated), merged into
 * the order the portal reads when the platform's own read has none: eligibility windows start there.
 */
export const orderDeliveries = pgTable(
  'order_deliveries',
  {
    storeId: storeIdColumn(),
    orderId: text('order_id').notNull(),
    fulfillmentId: text('fulfillment_id').notNull(),
    deliveredAt: ts('delivered_at').notNull(),
  },
  (t) => [
    uniqueIndex('order_deliveries_store_fulfillment_key').on(t.storeId, t.fulfillmentId),
    index('order_deliveries_store_order_idx').on(t.storeId, t.orderId),
    storeIsolation(t.storeId),
  ],
);

/** A customer's data, exported for the merchant on Shopify's customers/data_request. */
export const privacyExports = pgTable(
  'privacy_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    /** Shopify's data_request id: a repeated request makes no second export. */
    dataRequestId: text('data_request_id').notNull(),
    customerId: text('customer_id'),
    customerEmail: text('customer_email').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    requests: integer('requests').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('privacy_exports_store_request_key').on(t.storeId, t.dataRequestId),
    storeIsolation(t.storeId),
  ],
);

export type ShopifyWebhookRow = typeof shopifyWebhooks.$inferSelect;
export type PrivacyExportRow = typeof privacyExports.$inferSelect;
