import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shopifySettings } from '../../db/schema';

/** How the store's exchanges ship (Settings → Shopify); a new order unless the merchant chose otherwise. */
export async function exchangeFulfillmentOf(
  db: Db,
  storeId: string,
): Promise<'new_order' | 'original_order'> {
  const [row] = await db
    .select({ value: shopifySettings.exchangeFulfillment })
    .from(shopifySettings)
    .where(eq(shopifySettings.storeId, storeId));
  return row?.value ?? 'new_order';
}
