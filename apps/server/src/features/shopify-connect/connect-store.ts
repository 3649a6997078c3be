import { missingScopes, type ShopifyConnectResponse, shopifyConnectMessages } from '@roundtrip/core';
import { defaultPortalHandle } from '@roundtrip/core/policy';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customerSessions, requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { loadAppToml } from '../../platform/shopify/connection/app-toml';
import { type Connection, saveConnection } from '../../platform/shopify/connection/connections';
import { registerWebhooks } from '../../platform/shopify/connection/register-webhooks';
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
      const leavesDemo = await leaveDemo(tx, auth.storeId);
      await tx
        .update(stores)
        .set({
          domain: shop,
          ...(leavesDemo.freeHandle && { portalHandle: null }),
          ...shopColumns(facts, now),
        })
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
  // A custom app of the store's own reads no shopify.app.toml: its webhooks are subscribed here.
  if (connection.method === 'admin_token' || connection.method === 'client_credentials')
    await registerWebhooks(deps, auth.storeId);
  return {
    connection: await getConnectionStatus(deps, auth.storeId),
    store: shop,
    token: session.accessToken,
    refresh_token: session.refreshToken,
  };
}

/**
 * A demo store becoming a real shop's: its sample requests are of orders Shopify does not have, so they
 * go (with their portal sessions; analytics follow by their triggers), and the demo's portal handle is
 * given up for the shop's own unless the merchant chose one.
 */
async function leaveDemo(tx: Tx, storeId: string): Promise<{ freeHandle: boolean }> {
  const [store] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
  if (store?.platform !== 'demo') return { freeHandle: false };
  await tx.delete(requests).where(eq(requests.storeId, storeId));
  await tx.delete(customerSessions).where(eq(customerSessions.storeId, storeId));
  return { freeHandle: store.portalHandle === defaultPortalHandle(store.domain) };
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
