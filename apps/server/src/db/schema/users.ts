import { sql } from 'drizzle-orm';
import { bigserial, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn } from './columns';
import { storeIsolation } from './tenant-policy';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    userType: text('user_type', { enum: ['admin', 'staff'] })
      .notNull()
      .default('staff'),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_store_email_key').on(t.storeId, sql`lower(${t.email})`),
    storeIsolation(t.storeId),
  ],
);

/** Refresh tokens are stored hashed; a family is one login, rotated on every refresh. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    storeIsolation(t.storeId),
  ],
);

/** Failed logins, kept in the database so every server process sees the same count. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
