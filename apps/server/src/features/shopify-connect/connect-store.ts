import { missingScopes, type ShopifyConnectResponse, shopifyConnectMessages } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { loadAppToml } from '../../platform/shopify/connection/app-toml';
import { type Connection, saveConnection } from '../../platform/shopify/connection/connections';
import type { ShopFacts } from '../../platform/shopify/connection/shop-facts';
import type { AuthContext } from '../auth/authenticate';
import { issueSession } from '../auth/issue-session';
import { getConnectionStatus } from './get-connection-status';
import { shopColumns } from './install-store';

/**
 * Connects the signed-in merchant's store to a shop by a token Shopify already accepted: the store takes
 * the shop's domain (its login and its webhooks' key) and facts, and serves its orders from Shopify.
 * The login is issued again under the new domain, so the merchant stays signed in.
 */
export async function connectStore(
  deps: Deps,
  auth: AuthContext,
  connection: Connection,
  facts: ShopFacts,
  tokenField: string,
): Promise<ShopifyConnectResponse> {
  const missing = missingScopes(loadAppToml().scopes, facts.scopes);
  if (missing.length > 0) {
    const message = `This app lacks permissions Roundtrip needs: ${missing.join(', ')}`;
    throw new AppError('VALIDATION_FAILED', message, { [tokenField]: message });
  }
  const now = deps.clock();
  const shop = connection.shop;
  // Behind the store's wall another store's row is invisible: the unique domain says the shop is taken.
  const session = await deps.db
    .transaction(async (tx) => {
      await tx
        .update(stores)
        .set({ domain: shop, ...shopColumns(facts, now) })
        .where(eq(stores.id, auth.storeId));
      await saveConnection(
        tx,
        deps.config.encryptionKey,
        auth.storeId,
        { ...connection, scopes: facts.scopes },
        now,
      );
      return issueSession(
        deps,
        tx,
        { id: auth.userId, storeId: auth.storeId, storeDomain: shop, email: auth.email },
        now,
      );
    })
    .catch((error: unknown) => {
      if (violates(error, 'stores_domain_key') || violates(error, 'shopify_connections_shop_key')) {
        throw new AppError('CONFLICT', shopifyConnectMessages.shopTaken, {
          shop: shopifyConnectMessages.shopTaken,
        });
      }
      throw error;
    });
  return {
    connection: await getConnectionStatus(deps, auth.storeId),
    store: shop,
    token: session.accessToken,
    refresh_token: session.refreshToken,
  };
}

/** A unique violation (SQLSTATE 23505) of this constraint, as either driver reports it under Drizzle's error. */
function violates(error: unknown, constraint: string): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  return (
    typeof cause === 'object' &&
    cause !== null &&
    'code' in cause &&
    cause.code === '23505' &&
    'constraint' in cause &&
    cause.constraint === constraint
  );
}
