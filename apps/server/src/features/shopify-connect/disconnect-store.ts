import type { Deps } from '../../deps';
import { removeConnection } from '../../platform/shopify/connection/connections';

/**
 * Forgets the store's Shopify tokens. The store stays a Shopify store (its requests name Shopify
 * orders): its platform calls then say it is not connected until it is connected again. Removing the
 * app from the shop itself is done in the Shopify admin.
 */
export async function disconnectStore(deps: Deps, storeId: string): Promise<void> {
  await removeConnection(deps.db, storeId);
}
