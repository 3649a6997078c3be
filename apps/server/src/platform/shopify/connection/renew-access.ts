import { tokenNeedsRenewal } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { shopifyConnections } from '../../../db/schema';
import type { Clock } from '../../../deps';
import { AppError } from '../../../errors';
import { ShopifyAccessRevokedError } from '../admin-graphql';
import { type OpenConnection, openRow, sealedTokens, tokensFrom } from './connections';
import { requestToken, type TokenAnswer, TokenRefused } from './token-endpoint';

export type RenewDeps = { db: Db; config: Config; clock: Clock };
export type ShopToken = { shop: string; accessToken: string };

/** Why a renewal is asked: the token is due (or past) its expiry, or Shopify just refused it. */
export type RenewalCause = { due: true } | { rejectedToken: string };

export const notConnected = () =>
  new AppError('CONFLICT', 'This store is not connected to Shopify: connect it in Settings → Shopify');

/**
 * Only the merchant can give access back. To a shopper it is a service unavailable for now (the portal
 * says to try again later); the outbox keeps the side effects for when the store is connected again.
 */
const reconnect = () => new ShopifyAccessRevokedError();

/**
 * Renews a store's access token, one renewal at a time per store: the connection row stays locked
 * (SELECT … FOR UPDATE) from the read to the write, so callers and server processes that arrive
 * together wait, then find the renewed token and use it instead of renewing again.
 */
export async function renewAccess(deps: RenewDeps, storeId: string, cause: RenewalCause): Promise<ShopToken> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(shopifyConnections)
      .where(eq(shopifyConnections.storeId, storeId))
      .for('update');
    if (!row) throw notConnected();
    const current = openRow(deps.config.encryptionKey, row);
    const now = deps.clock();
    const stillNeeded =
      'rejectedToken' in cause
        ? current.accessToken === cause.rejectedToken
        : tokenNeedsRenewal(current.accessTokenExpiresAt, now);
    if (!stillNeeded) return { shop: current.shop, accessToken: current.accessToken };
    const answer = await newToken(deps.config, current);
    await tx
      .update(shopifyConnections)
      .set({
        ...sealedTokens(deps.config.encryptionKey, storeId, tokensFrom(answer, now, current)),
        renewedAt: now,
      })
      .where(eq(shopifyConnections.storeId, storeId));
    return { shop: current.shop, accessToken: answer.access_token };
  });
}

async function newToken(config: Config, connection: OpenConnection): Promise<TokenAnswer> {
  try {
    if (connection.method === 'client_credentials' && connection.clientId && connection.clientSecret) {
      const grant = {
        kind: 'client_credentials',
        clientId: connection.clientId,
        clientSecret: connection.clientSecret,
      } as const;
      return await retriedOnce(() => requestToken(config, connection.shop, grant));
    }
    if (
      (connection.method === 'oauth' || connection.method === 'token_exchange') &&
      connection.refreshToken
    ) {
      if (!config.shopify) {
        throw new AppError(
          'CONFLICT',
          'Set SHOPIFY_API_KEY, SHOPIFY_API_SECRET and SHOPIFY_APP_URL to renew this store’s Shopify token',
        );
      }
      const grant = {
        kind: 'refresh_token',
        clientId: config.shopify.apiKey,
        clientSecret: config.shopify.apiSecret,
        refreshToken: connection.refreshToken,
      } as const;
      return await retriedOnce(() => requestToken(config, connection.shop, grant));
    }
  } catch (error) {
    if (error instanceof TokenRefused) throw reconnect();
    throw error;
  }
  // A pasted admin token or a non-expiring offline token cannot be renewed: only the merchant can.
  throw reconnect();
}

/**
 * A request whose answer never arrived is sent once more with the same refresh token: Shopify keeps the
 * previous refresh token valid until its replacement is used, so the retry gets a fresh pair.
 */
async function retriedOnce<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof TokenRefused) throw error;
    return call();
  }
}
