import { eq } from 'drizzle-orm';
import { privacyExports, requestMedia, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';

/**
 * shop/redact (48 hours after uninstall): the store and everything of it go. Files first, then the
 * store row, whose deletion cascades to every tenant table (each `store_id` references it on delete
 * cascade). Acting on receipt: Shopify sends it only once the shop is gone for good.
 */
export async function redactShop(deps: Deps, storage: Storage, storeId: string): Promise<{ files: number }> {
  const media = await deps.db
    .select({ key: requestMedia.storageKey })
    .from(requestMedia)
    .where(eq(requestMedia.storeId, storeId));
  const exports = await deps.db
    .select({ key: privacyExports.storageKey })
    .from(privacyExports)
    .where(eq(privacyExports.storeId, storeId));
  const files = [...media, ...exports].map((f) => f.key);
  for (const key of files) await storage.remove(key);
  await deps.db.delete(stores).where(eq(stores.id, storeId));
  return { files: files.length };
}
