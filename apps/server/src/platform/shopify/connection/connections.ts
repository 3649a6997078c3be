import { tokenExpiry } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type ShopifyConnectionRow, shopifyConnections } from '../../../db/schema';
import { seal, unseal } from './encryption';
import type { TokenAnswer } from './token-endpoint';

// The one reader and writer of shopify_connections: tokens and secrets are sealed on the way in and
// opened on the way out, so no other code sees the stored form or the plaintext in a row.

type ConnectionMethod = ShopifyConnectionRow['method'];

export type ConnectionTokens = {
  accessToken: string;
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
};

export type Connection = ConnectionTokens & {
  shop: string;
  method: ConnectionMethod;
  scopes: string[];
  clientId: string | null;
  clientSecret: string | null;
};

/** How the connection is doing: Shopify still accepts its token; its webhooks are subscribed and signed. */
export type ConnectionHealth = {
  accessRefusedAt: Date | null;
  webhooksRegisteredAt: Date | null;
  webhookError: string | null;
  webhookRefusedAt: Date | null;
};

export type OpenConnection = Connection &
  ConnectionHealth & { storeId: string; connectedAt: Date; renewedAt: Date | null };

const context = (storeId: string, column: string) => `shopify_connections.${column}:${storeId}`;

function sealed(key: Buffer, storeId: string, column: string, value: string | null): string | null {
  return value === null ? null : seal(key, value, context(storeId, column));
}

function opened(key: Buffer, storeId: string, column: string, value: string | null): string | null {
  return value === null ? null : unseal(key, value, context(storeId, column));
}

export function sealedTokens(key: Buffer, storeId: string, tokens: ConnectionTokens) {
  return {
    accessToken: seal(key, tokens.accessToken, context(storeId, 'access_token')),
    accessTokenExpiresAt: tokens.accessTokenExpiresAt,
    refreshToken: sealed(key, storeId, 'refresh_token', tokens.refreshToken),
    refreshTokenExpiresAt: tokens.refreshTokenExpiresAt,
  };
}

/** The token columns from Shopify's answer; a refresh answer without a new refresh token keeps the old. */
export function tokensFrom(answer: TokenAnswer, now: Date, previous?: ConnectionTokens): ConnectionTokens {
  return {
    accessToken: answer.access_token,
    accessTokenExpiresAt: tokenExpiry(now, answer.expires_in),
    refreshToken: answer.refresh_token ?? previous?.refreshToken ?? null,
    refreshTokenExpiresAt: answer.refresh_token
      ? tokenExpiry(now, answer.refresh_token_expires_in)
      : (previous?.refreshTokenExpiresAt ?? null),
  };
}

export function openRow(key: Buffer, row: ShopifyConnectionRow): OpenConnection {
  return {
    storeId: row.storeId,
    shop: row.shop,
    method: row.method,
    scopes: row.scopes,
    accessToken: unseal(key, row.accessToken, context(row.storeId, 'access_token')),
    accessTokenExpiresAt: row.accessTokenExpiresAt,
    refreshToken: opened(key, row.storeId, 'refresh_token', row.refreshToken),
    refreshTokenExpiresAt: row.refreshTokenExpiresAt,
    clientId: row.clientId,
    clientSecret: opened(key, row.storeId, 'client_secret', row.clientSecret),
    connectedAt: row.connectedAt,
    renewedAt: row.renewedAt,
    accessRefusedAt: row.accessRefusedAt,
    webhooksRegisteredAt: row.webhooksRegisteredAt,
    webhookError: row.webhookError,
    webhookRefusedAt: row.webhookRefusedAt,
  };
}

/** Replaces the store's connection (a reinstall or a new way of connecting starts afresh). */
export async function saveConnection(
  db: Db,
  key: Buffer,
  storeId: string,
  connection: Connection,
  now: Date,
): Promise<void> {
  const values = {
    shop: connection.shop,
    method: connection.method,
    scopes: connection.scopes,
    ...sealedTokens(key, storeId, connection),
    clientId: connection.clientId,
    clientSecret: sealed(key, storeId, 'client_secret', connection.clientSecret),
    connectedAt: now,
    renewedAt: null,
    // A new connection starts healthy: what the old one went through is no longer true.
    accessRefusedAt: null,
    webhooksRegisteredAt: null,
    webhookError: null,
    webhookRefusedAt: null,
  };
  await db
    .insert(shopifyConnections)
    .values({ storeId, ...values })
    .onConflictDoUpdate({ target: shopifyConnections.storeId, set: values });
}

export async function readConnection(db: Db, key: Buffer, storeId: string): Promise<OpenConnection | null> {
  const [row] = await db.select().from(shopifyConnections).where(eq(shopifyConnections.storeId, storeId));
  return row ? openRow(key, row) : null;
}

/** Forgets the store's tokens (disconnect, `app/uninstalled`); true when there were some. */
export async function removeConnection(db: Db, storeId: string): Promise<boolean> {
  const removed = await db
    .delete(shopifyConnections)
    .where(eq(shopifyConnections.storeId, storeId))
    .returning({ storeId: shopifyConnections.storeId });
  return removed.length > 0;
}

/** Records what happened to the connection (a refused token, a webhook registration, a refused signature). */
export async function noteConnectionHealth(
  db: Db,
  storeId: string,
  health: Partial<ConnectionHealth>,
): Promise<void> {
  await db.update(shopifyConnections).set(health).where(eq(shopifyConnections.storeId, storeId));
}
