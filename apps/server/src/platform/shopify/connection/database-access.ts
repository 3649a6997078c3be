import { tokenNeedsRenewal } from '@roundtrip/core';
import type { ShopifyAccess } from '../access';
import { readConnection } from './connections';
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
    refreshAfterUnauthorized: (storeId, rejectedToken) => renewAccess(deps, storeId, { rejectedToken }),
  };
}
