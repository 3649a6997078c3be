import { LINK_PURPOSES } from '@roundtrip/core/accounts';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/**
 * One-time links to set a password (an invite, or a reset). Only the SHA-256 of the 256-bit token is
 * kept; a link is claimed by one conditional UPDATE of `used_at`, so it works exactly once.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('password_links_hash_key').on(t.tokenHash),
    index('password_links_user_idx').on(t.userId),
    storeIsolation(t.storeId),
  ],
);
