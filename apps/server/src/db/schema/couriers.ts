import { COURIERS } from '@roundtrip/core';
import { type RateRule, TRACKING_STATUSES } from '@roundtrip/core/couriers';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';

/** A courier's quote as the approve dialog showed it when the request was approved. */
export type LabelQuote = {
  service: string;
  amount: string;
  currency: string;
  days: number | null;
  rule: RateRule;
};

/**
 * A store's connection to a courier (docs/couriers.md). `credentials` is the JSON of the courier's fields
 * sealed with AES-256-GCM (the Shopify tokens' sealing), never the plaintext.
 */
export const courierConnections = pgTable(
  'courier_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    courier: text('courier', { enum: COURIERS }).notNull(),
    credentials: text('credentials').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** When the provider last accepted the saved credentials; null: never checked, so not connected. */
    verifiedAt: ts('verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_connections_store_courier_key').on(t.storeId, t.courier),
    storeIsolation(t.storeId),
  ],
);
export type CourierConnectionRow = typeof courierConnections.$inferSelect;

/**
 * A return label or pickup bought for a request: one per outbox row (the booking's idempotency key),
 * so a retried booking finds the one it made. Tracking webhooks find their store here.
 */
export const returnLabels = pgTable(
  'return_labels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    sideEffectId: uuid('side_effect_id').notNull(),
    courier: text('courier', { enum: COURIERS }).notNull(),
    sandbox: boolean('sandbox').notNull(),
    booking: text('booking', { enum: ['label', 'pickup'] }).notNull(),
    /** The courier's id of the label or shipment (Shippo transaction, ShipStation label, Shiprocket shipment). */
    externalId: text('external_id').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    trackingUrl: text('tracking_url'),
    trackingStatus: text('tracking_status', { enum: TRACKING_STATUSES }).notNull().default('label_created'),
    /** The PDF in storage; null for a pickup without a label. */
    fileKey: text('file_key'),
    weightGrams: integer('weight_grams').notNull(),
    /** The quote the merchant approved with (rate shopping), and the rule that picked it; null: none asked. */
    quote: jsonb('quote').$type<LabelQuote>(),
    /** When tracking was last asked for by the polling job (core `isDueForPolling`). */
    lastPolledAt: ts('last_polled_at'),
    /** When the courier voided the label (the request was cancelled before the parcel moved). */
    voidedAt: ts('voided_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('return_labels_side_effect_key').on(t.sideEffectId),
    index('return_labels_request_idx').on(t.storeId, t.requestId),
    index('return_labels_tracking_idx').on(t.courier, t.trackingNumber),
    storeIsolation(t.storeId),
  ],
);
export type ReturnLabelRow = typeof returnLabels.$inferSelect;
