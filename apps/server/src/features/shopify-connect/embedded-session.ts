import type { LoginTicketResponse } from '@roundtrip/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { shopifyConnections, stores, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { verifySessionToken } from '../../platform/shopify/connection/session-token';
import { staffUser } from '../../platform/shopify/connection/staff-user';
import { requestToken, TokenRefused } from '../../platform/shopify/connection/token-endpoint';
import { issueSession } from '../auth/issue-session';
import { fromShop } from './from-shop';
import { grantStore } from './grant-store';
import { requireShopifyApp } from './shopify-app';

/** The installed, connected store of a shop and its first admin, if there is one. */
async function connectedAdmin(deps: Deps, shop: string) {
  const [row] = await deps.db
    .select({ user: users, store: stores })
    .from(stores)
    .innerJoin(shopifyConnections, eq(shopifyConnections.storeId, stores.id))
    .innerJoin(users, and(eq(users.storeId, stores.id), eq(users.userType, 'admin')))
    .where(and(eq(stores.domain, shop), eq(stores.platform, 'shopify'), isNull(stores.uninstalledAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  return row;
}

/**
 * The embedded admin's first request: the App Bridge session token (from `id_token` on first load)
 * signs the merchant in without a password. The first time for a shop, it is exchanged for an expiring
 * offline token (token exchange), which installs the store as an OAuth install does.
 */
export async function startEmbeddedSession(deps: Deps, sessionToken: string): Promise<LoginTicketResponse> {
  const app = requireShopifyApp(deps.config);
  const now = deps.clock();
  const { shop, shopifyUserId } = await verifySessionToken(app, sessionToken, now);
  let found = await connectedAdmin(deps, shop);
  if (!found) {
    let answer: Awaited<ReturnType<typeof requestToken>>;
    try {
      answer = await fromShop(
        requestToken(deps.config, shop, {
          kind: 'token_exchange',
          clientId: app.apiKey,
          clientSecret: app.apiSecret,
          sessionToken,
        }),
      );
    } catch (error) {
      if (!(error instanceof TokenRefused)) throw error;
      throw new AppError('UNAUTHENTICATED', 'Shopify refused to exchange this session token');
    }
    const installed = await grantStore(deps, shop, 'token_exchange', answer);
    found = { user: installed.admin, store: installed.store };
  }
  const user = await staffUser(deps.db, found.store.id, shopifyUserId, found.user);
  const session = await issueSession(
    deps,
    deps.db,
    { id: user.id, storeId: found.store.id, storeDomain: found.store.domain, email: user.email },
    now,
  );
  return {
    store: found.store.domain,
    email: user.email,
    token: session.accessToken,
    refresh_token: session.refreshToken,
  };
}
