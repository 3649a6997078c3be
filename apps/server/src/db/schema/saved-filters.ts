import type { RequestFilterFields } from '@roundtrip/core';
import { REQUEST_KINDS } from '@roundtrip/core/lifecycle';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/** A named list query the team keeps (docs/processing.md); shared by everyone in the store. */
export const savedFilters = pgTable(
  'saved_filters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: REQUEST_KINDS }).notNull(),
    filters: jsonb('filters').$type<RequestFilterFields>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('saved_filters_store_kind_idx').on(t.storeId, t.kind, t.createdAt),
    storeIsolation(t.storeId),
  ],
);

export type SavedFilterRow = typeof savedFilters.$inferSelect;
