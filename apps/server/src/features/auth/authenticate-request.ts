import { isApiKey } from '@roundtrip/core/apps';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { stores, users } from '../../db/schema';
import { enterStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { isShopifySessionToken, verifySessionToken } from '../../platform/shopify/connection/session-token';
import { staffUser } from '../../platform/shopify/connection/staff-user';
import { authenticateApiKey } from './api-keys';
import { type AuthContext, authenticate } from './authenticate';

/**
 * The API's authentication: an app's API key (`Bearer rt_...`, docs/apps.md), our own access token,
 * or (when the Shopify app is configured) an App Bridge session token from the embedded admin. Shopify has already signed its staff member in: the token acts
 * as the Roundtrip user linked to that staff member (`sub`), else as the installed store's first admin.
 */
export async function authenticateRequest(deps: Deps, header: string | undefined): Promise<AuthContext> {
  const token = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header?.trim() ?? '')?.[1];
  if (token && isApiKey(token)) return authenticateApiKey(deps, token);
  if (!deps.config.shopify || !token || !isShopifySessionToken(token)) return authenticate(deps, header);
  const { shop, shopifyUserId } = await verifySessionToken(deps.config.shopify, token, deps.clock());
  const [row] = await deps.db
    .select({ user: users, domain: stores.domain })
    .from(stores)
    .innerJoin(users, and(eq(users.storeId, stores.id), eq(users.userType, 'admin')))
    .where(and(eq(stores.domain, shop), eq(stores.platform, 'shopify'), isNull(stores.uninstalledAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Roundtrip is not installed on this shop');
  // The query found the store on Shopify: the platform router need not read it again.
  await enterStore({ id: row.user.storeId, platform: 'shopify' });
  const user = await staffUser(deps.db, row.user.storeId, shopifyUserId, row.user);
  return {
    userId: user.id,
    storeId: user.storeId,
    storeDomain: row.domain,
    email: user.email,
    userType: user.userType,
    permissions: user.permissions,
  };
}
