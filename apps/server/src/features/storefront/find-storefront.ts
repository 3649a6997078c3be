import { shopperMessageOf } from '@roundtrip/core';
import { and, eq, isNull } from 'drizzle-orm';
import { type StoreRow, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, shopperError } from '../../errors';
import { readConnection } from '../../platform/shopify/connection/connections';
import { verifyAppProxyQuery } from './app-proxy-signature';

/** Who is asking through the app proxy, as its signature proves. */
export type Storefront = {
  store: StoreRow;
  /** The shop's signed-in customer (numeric id), or null for a guest. */
  customerId: string | null;
  /** The proxy's path on the shop's domain (`/apps/returns`). */
  base: string;
};

const unsigned = () => new AppError('UNAUTHENTICATED', 'The app proxy signature is missing or wrong');

/**
 * The store behind a request through the app proxy. The signature is by the app's secret (an app
 * installed from shopify.app.toml), or by the store's own custom app's secret kept on its connection;
 * a shop that is not a connected Shopify store answers 404 even when signed.
 */
export async function findStorefront(deps: Deps, query: string): Promise<Storefront> {
  const params = new URLSearchParams(query);
  const shop = params.get('shop')?.toLowerCase();
  if (!shop || !params.get('signature')) throw unsigned();
  const [store] = await deps.db
    .select()
    .from(stores)
    .where(and(eq(stores.domain, shop), eq(stores.platform, 'shopify'), isNull(stores.uninstalledAt)));
  const secrets = deps.config.shopify ? [deps.config.shopify.apiSecret] : [];
  const connection = store ? await readConnection(deps.db, deps.config.encryptionKey, store.id) : null;
  if (connection?.clientSecret) secrets.push(connection.clientSecret);
  const proxy = verifyAppProxyQuery(query, secrets, Math.floor(deps.clock().getTime() / 1000));
  if (!proxy) throw unsigned();
  if (!store) throw shopperError('NOT_FOUND', shopperMessageOf('STORE_NOT_FOUND'));
  return { store, customerId: proxy.customerId, base: proxy.pathPrefix };
}
