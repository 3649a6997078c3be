import { shopifyStaffLinks } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { verifySessionToken } from '../../platform/shopify/connection/session-token';
import type { AuthContext } from '../auth/authenticate';
import { requireShopifyApp } from './shopify-app';

/**
 * A signed-in user, inside the embedded admin, says which Shopify staff member they are: the session
 * token proves it (same shop as the user's store). Linking again moves the staff member to this user.
 */
export async function linkStaffMember(deps: Deps, auth: AuthContext, sessionToken: string) {
  const claims = await verifySessionToken(requireShopifyApp(deps.config), sessionToken, deps.clock());
  if (claims.shop !== auth.storeDomain)
    throw new AppError('VALIDATION_FAILED', 'This session token is for another shop', {
      session_token: 'This session token is for another shop',
    });
  if (!claims.shopifyUserId)
    throw new AppError('VALIDATION_FAILED', 'This session token names no Shopify user', {
      session_token: 'This session token names no Shopify user',
    });
  await deps.db
    .insert(shopifyStaffLinks)
    .values({
      storeId: auth.storeId,
      shopifyUserId: claims.shopifyUserId,
      userId: auth.userId,
      createdAt: deps.clock(),
    })
    .onConflictDoUpdate({
      target: [shopifyStaffLinks.storeId, shopifyStaffLinks.shopifyUserId],
      set: { userId: auth.userId, createdAt: deps.clock() },
    });
  return { shopify_user_id: claims.shopifyUserId, user_id: auth.userId };
}
