import { tokenNeedsRenewal } from '@roundtrip/core';
import type { ShopifyAccess } from '../access';
import { ShopifyAccessRevokedError } from '../admin-graphql';
import { noteConnectionHealth, readConnection } from './connections';
import { notConnected, type RenewDeps, renewAccess } from './renew-access';

/** The adapter's tokens, from shopify_connections: renewed ahead of expiry and after a 401. */
export function createShopifyAccess(deps: RenewDeps): ShopifyAccess {
  return {
    async forStore(storeId) {
      const connection = await readConnection(deps.db, deps.config.encryptionKey, storeId);
      if (!connection) throw notConnected();
      if (tokenNeedsRenewal(connection.accessTokenExpiresAt, deps.clock())) {
        return renewAccess(deps, storeId, { due: true });
      }
      return { shop: connection.shop, accessToken: connection.accessToken };
    },
    async refreshAfterUnauthorized(storeId, rejectedToken) {
      try {
        return await renewAccess(deps, storeId, { rejectedToken });
      } catch (error) {
        if (error instanceof ShopifyAccessRevokedError) await this.accessRefused(storeId);
        throw error;
      }
    },
    // Kept on the connection for the merchant's banner; connecting again starts a new connection.
    accessRefused: (storeId) => noteConnectionHealth(deps.db, storeId, { accessRefusedAt: deps.clock() }),
  };
}
