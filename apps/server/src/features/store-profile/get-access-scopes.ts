import type { AccessScopesResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { shopifyConnections, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { loadAppToml } from '../../platform/shopify/connection/app-toml';

/**
 * `GET /setting/v1/access-scopes`: the scopes the platform granted. The demo store is Roundtrip's
 * own tables, so nothing is granted or missing there.
 */
export async function getAccessScopes(deps: Deps, storeId: string): Promise<AccessScopesResponse> {
  const [row] = await deps.db
    .select({ platform: stores.platform, shop: shopifyConnections.shop, scopes: shopifyConnections.scopes })
    .from(stores)
    .leftJoin(shopifyConnections, eq(shopifyConnections.storeId, stores.id))
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!row || row.platform === 'demo')
    return { platform: 'demo', granted: [], required: [], missing: [], url: '' };
  const granted = row.scopes ?? [];
  const required = loadAppToml().scopes;
  const missing = required.filter((scope) => !granted.includes(scope));
  const url =
    missing.length > 0 && row.shop ? `/api/shopify/v1/install?shop=${encodeURIComponent(row.shop)}` : '';
  return { platform: 'shopify', granted, required, missing, url };
}
