import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

/**
 * A shopper's sign-in with their Shopify customer account between our redirect and Shopify's callback
 * (docs/shopify.md, "Shopify customer accounts sign-in"): the `state` (hashed, spent once), the id
 * token's expected `nonce`, and the PKCE verifier, sealed like every Shopify secret.
 */
export const customerAccountSignIns = pgTable(
  'customer_account_sign_ins',
  {
    stateHash: text('state_hash').primaryKey(),
    storeId: storeIdColumn(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [storeIsolation(t.storeId)],
);

/**
 * A signed-in shopper: the session id they hold (256 random bits, stored as its SHA-256) and their
 * Customer Account API tokens, sealed (AES-256-GCM); the customer is Shopify's `gid://shopify/Customer/…`.
 */
export const customerAccountSessions = pgTable(
  'customer_account_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    storeId: storeIdColumn(),
    customerId: text('customer_id').notNull(),
    accessToken: text('access_token').notNull(),
    accessTokenExpiresAt: ts('access_token_expires_at').notNull(),
    refreshToken: text('refresh_token').notNull(),
    /** Sent back to Shopify as `id_token_hint` when the shopper signs out. */
    idToken: text('id_token').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_account_sessions_token_key').on(t.tokenHash),
    index('customer_account_sessions_store_idx').on(t.storeId, t.customerId),
    storeIsolation(t.storeId),
  ],
);

export type CustomerAccountSessionRow = typeof customerAccountSessions.$inferSelect;
