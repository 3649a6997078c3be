import { WMS_RETURN_STATUSES, WMS_SYSTEMS } from '@roundtrip/core/wms';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';

/** A warehouse system a store connected (docs/wms.md); credentials sealed like the payment providers'. */
export const wmsConnections = pgTable(
  'wms_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    system: text('system', { enum: WMS_SYSTEMS }).notNull(),
    active: boolean('active').notNull().default(false),
    credentials: text('credentials'),
    /** When the provider last accepted the saved credentials; null: never checked, so not connected. */
    verifiedAt: ts('verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wms_connections_store_system_idx').on(t.storeId, t.system), storeIsolation(t.storeId)],
);

/** The return a request announced to a warehouse at approval, until the warehouse's receipt. */
export const wmsReturns = pgTable(
  'wms_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    connectionId: uuid('connection_id')
      .notNull()
      .references(() => wmsConnections.id, { onDelete: 'cascade' }),
    system: text('system', { enum: WMS_SYSTEMS }).notNull(),
    externalId: text('external_id').notNull(),
    status: text('status', { enum: WMS_RETURN_STATUSES }).notNull().default('expected'),
    /** The receipt's lines: item, units and condition. */
    receipt: jsonb('receipt').$type<Record<string, unknown>[]>().notNull().default(sql`'[]'::jsonb`),
    receivedAt: ts('received_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wms_returns_status_idx').on(t.storeId, t.status),
    uniqueIndex('wms_returns_request_idx').on(t.requestId, t.connectionId),
    storeIsolation(t.storeId),
  ],
);

export type WmsConnectionRow = typeof wmsConnections.$inferSelect;
