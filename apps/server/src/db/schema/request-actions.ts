import { index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { requestIdColumn } from './requests';
import { storeIsolation } from './tenant-policy';

/**
 * Idempotency keys of merchant actions: the same key again (double click, a retried request)
 * answers without acting twice. Written in the action's transaction.
 */
export const requestActionKeys = pgTable(
  'request_action_keys',
  {
    storeId: storeIdColumn(),
    key: text('key').notNull(),
    requestId: requestIdColumn(),
    action: text('action').notNull(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), storeIsolation(t.storeId)],
);

/** Items shipped to the shopper again ("reship"), with the shipping company chosen. */
export const reships = pgTable(
  'reships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    requestId: requestIdColumn(),
    orderId: text('order_id').notNull(),
    shippingCompany: text('shipping_company').notNull(),
    items: jsonb('items').$type<{ item_id: string; title: string; quantity: number }[]>().notNull(),
    status: text('status', { enum: ['pending', 'shipped', 'failed'] })
      .notNull()
      .default('pending'),
    trackingNumber: text('tracking_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reships_store_order_idx').on(t.storeId, t.orderId, t.createdAt), storeIsolation(t.storeId)],
);

export type ReshipRow = typeof reships.$inferSelect;
