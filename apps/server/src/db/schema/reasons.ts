import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';

/** The store's return and exchange reasons (`return-exchange-reason/v1`). */
export const reasons = pgTable(
  'reasons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    /** The name in the portal's other languages (`{ hi: '...' }`); a missing one shows `name`. */
    translations: jsonb('translations')
      .$type<Partial<Record<string, string>>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    kind: text('kind', { enum: ['return', 'exchange', 'both'] })
      .notNull()
      .default('both'),
    /** The shopper must attach photos or a video. */
    requiresMedia: boolean('requires_media').notNull().default(false),
    requiresComment: boolean('requires_comment').notNull().default(false),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reasons_store_name_key').on(t.storeId, sql`lower(${t.name})`),
    storeIsolation(t.storeId),
  ],
);

export type ReasonRow = typeof reasons.$inferSelect;
