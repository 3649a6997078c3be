import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { stores } from './stores';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/**
 * One side of a link between two stores of an organisation (docs/stores.md): each store keeps its
 * own row behind its own wall, both sides share `pair_id`, so unlinking removes both.
 */
export const storeLinks = pgTable(
  'store_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    linkedStoreId: uuid('linked_store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** What the linked store is to this one. */
    relation: text('relation', { enum: ['parent', 'child'] }).notNull(),
    pairId: uuid('pair_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_links_store_linked_key').on(t.storeId, t.linkedStoreId),
    index('store_links_pair_idx').on(t.pairId),
    storeIsolation(t.storeId),
  ],
);

/**
 * Explicit membership: the user `user_id` (of `store_id`) may act in `member_store_id` as the member
 * `member_user_id` there. A store switch issues a token only through such a row; removing either user
 * or unlinking the stores removes it.
 */
export const storeMemberships = pgTable(
  'store_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberStoreId: uuid('member_store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_memberships_user_store_key').on(t.userId, t.memberStoreId),
    index('store_memberships_member_store_idx').on(t.memberStoreId),
    storeIsolation(t.storeId),
  ],
);
