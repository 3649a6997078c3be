import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';
import { users } from './users';

/**
 * A store's Shopify credentials (docs/shopify.md, "Connecting a store"). Every token and secret column
 * holds AES-256-GCM ciphertext (platform/shopify/connection/encryption.ts), never the plaintext.
 */
export const shopifyConnections = pgTable(
  'shopify_connections',
  {
    storeId: storeIdColumn().primaryKey(),
    shop: text('shop').notNull(),
    method: text('method', {
      enum: ['oauth', 'token_exchange', 'client_credentials', 'admin_token'],
    }).notNull(),
    scopes: text('scopes').array().notNull().default(sql`'{}'::text[]`),
    accessToken: text('access_token').notNull(),
    /** Null: the token does not expire (a pasted admin token, a non-expiring offline token). */
    accessTokenExpiresAt: ts('access_token_expires_at'),
    /** The rotating refresh token of an expiring offline token. */
    refreshToken: text('refresh_token'),
    refreshTokenExpiresAt: ts('refresh_token_expires_at'),
    /** The merchant's own Dev Dashboard app (client credentials): its id in clear, its secret sealed. */
    clientId: text('client_id'),
    clientSecret: text('client_secret'),
    connectedAt: ts('connected_at').notNull().defaultNow(),
    renewedAt: ts('renewed_at'),
    /** Shopify refused the token and no renewal gave another: the merchant must connect again. */
    accessRefusedAt: ts('access_refused_at'),
    /**
     * A custom app of the merchant's own (client credentials, pasted token) reads no shopify.app.toml:
     * Roundtrip subscribes it to the webhooks itself (webhookSubscriptionCreate). When that last worked,
     * or why it could not.
     */
    webhooksRegisteredAt: ts('webhooks_registered_at'),
    webhookError: text('webhook_error'),
    /** The last webhook for this shop whose signature did not match its app's secret. */
    webhookRefusedAt: ts('webhook_refused_at'),
  },
  (t) => [uniqueIndex('shopify_connections_shop_key').on(t.shop), storeIsolation(t.storeId)],
);

/** An OAuth install between our redirect and Shopify's callback: the `state` nonce, hashed, single use. */
export const shopifyOauthStates = pgTable('shopify_oauth_states', {
  nonceHash: text('nonce_hash').primaryKey(),
  shop: text('shop').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The one-time link an install ends on (hashed): it logs the admin in, and first sets their password. */
export const shopifyLoginTickets = pgTable(
  'shopify_login_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    storeId: storeIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setPassword: boolean('set_password').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [storeIsolation(t.storeId)],
);

export type ShopifyConnectionRow = typeof shopifyConnections.$inferSelect;
