import { LIST_KINDS, LIST_SUBJECTS } from '@roundtrip/core/policy';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { requests } from './requests';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/** The store's block and allow list entries (docs/lists-and-risk.md); core matches them by key. */
export const listEntries = pgTable(
  'list_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    list: text('list', { enum: LIST_KINDS }).notNull(),
    subject: text('subject', { enum: LIST_SUBJECTS }).notNull(),
    /** As the merchant typed it; core's listValueKey compares it. */
    value: text('value').notNull(),
    reason: text('reason').notNull(),
    expiresAt: ts('expires_at'),
    /** The request whose "fraud" mark added it. */
    requestId: uuid('request_id').references(() => requests.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('list_entries_store_idx').on(t.storeId, t.createdAt), storeIsolation(t.storeId)],
);

export type ListEntryRow = typeof listEntries.$inferSelect;
