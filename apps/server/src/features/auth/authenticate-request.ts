import { and, asc, eq, isNull } from 'drizzle-orm';
import { stores, users } from '../../db/schema';
import { enterStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { isShopifySessionToken, verifySessionToken } from '../../platform/shopify/connection/session-token';
import { type AuthContext, authenticate } from './authenticate';

/**
 * The API's authentication: our own access token, or (when the Shopify app is configured) an App Bridge
 * session token from the embedded admin. A session token acts as the installed store's first admin:
 * Shopify has already signed its staff member in, and Roundtrip keeps no per-staff Shopify mapping.
 */
export async function authenticateRequest(deps: Deps, header: string | undefined): Promise<AuthContext> {
  const token = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header?.trim() ?? '')?.[1];
  if (!deps.config.shopify || !token || !isShopifySessionToken(token)) return authenticate(deps, header);
  const { shop } = await verifySessionToken(deps.config.shopify, token, deps.clock());
  const [row] = await deps.db
    .select({ user: users, domain: stores.domain })
    .from(stores)
    .innerJoin(users, and(eq(users.storeId, stores.id), eq(users.userType, 'admin')))
    .where(and(eq(stores.domain, shop), eq(stores.platform, 'shopify'), isNull(stores.uninstalledAt)))
    .orderBy(asc(users.createdAt))
    .limit(1);
  if (!row) throw new AppError('UNAUTHENTICATED', 'Roundtrip is not installed on this shop');
  await enterStore(row.user.storeId);
  return {
    userId: row.user.id,
    storeId: row.user.storeId,
    storeDomain: row.domain,
    email: row.user.email,
    userType: row.user.userType,
    permissions: row.user.permissions,
  };
}
