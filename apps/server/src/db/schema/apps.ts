import type { AppScope } from '@roundtrip/core/apps';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/**
 * An app a merchant created to call the public API with its own key (docs/apps.md). The key
 * is shown once; only its SHA-256 is kept (it has 256 random bits, so no slow hash is needed) and its
 * first characters, by which the key's request finds the row before comparing hashes in constant time.
 */
export const apps = pgTable(
  'apps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    scopes: jsonb('scopes').$type<AppScope[]>().notNull().default(sql`'[]'::jsonb`),
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    /**
     * Who made the key (created or reissued it): its power is its scopes within this member's permissions
     * at each request, and none once they leave the team (docs/apps.md, "A key's ceiling").
     */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('apps_store_idx').on(t.storeId, t.createdAt),
    index('apps_key_prefix_idx').on(t.keyPrefix),
    storeIsolation(t.storeId),
  ],
);
export type AppRow = typeof apps.$inferSelect;
