import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * The shopify adapter's journal of writes by our idempotency key. Most Admin mutations take no key, so a
 * row is written before the call with what Shopify looked like (`snapshot`); when the outcome is unknown
 * (timeout, 5xx, a crash) the next attempt compares Shopify's state with it before calling again.
 */
export const shopifyWrites = pgTable(
  'shopify_writes',
  {
    storeId: storeIdColumn(),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: text('status', { enum: ['pending', 'done'] }).notNull(),
    snapshot: jsonb('snapshot').$type<unknown>(),
    /** The GID of what the write made or changed, once done. */
    resultId: text('result_id'),
    /** What only the first answer tells (a gift card's full code). */
    resultExtra: jsonb('result_extra').$type<Record<string, string>>(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.key] }), storeIsolation(t.storeId)],
);
