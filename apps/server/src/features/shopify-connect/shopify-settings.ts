import type { ShopifySettings } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { shopifySettings } from '../../db/schema';
import type { Deps } from '../../deps';
import { exchangeFulfillmentOf } from '../../platform/shopify/store-settings';

export async function getShopifySettings(deps: Deps, storeId: string): Promise<ShopifySettings> {
  return { exchange_fulfillment: await exchangeFulfillmentOf(deps.db, storeId) };
}

export async function saveShopifySettings(
  deps: Deps,
  storeId: string,
  input: ShopifySettings,
): Promise<ShopifySettings> {
  const now = deps.clock();
  await deps.db
    .insert(shopifySettings)
    .values({ storeId, exchangeFulfillment: input.exchange_fulfillment, updatedAt: now })
    .onConflictDoUpdate({
      target: shopifySettings.storeId,
      set: { exchangeFulfillment: input.exchange_fulfillment, updatedAt: now },
    });
  const [row] = await deps.db.select().from(shopifySettings).where(eq(shopifySettings.storeId, storeId));
  return { exchange_fulfillment: row?.exchangeFulfillment ?? 'new_order' };
}
