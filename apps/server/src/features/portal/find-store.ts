import { shopperMessageOf } from '@roundtrip/core';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type StoreRow, stores } from '../../db/schema';
import { shopperError } from '../../errors';

/** The store behind a portal handle: its own handle, or the shop name while it has none. */
export async function findStoreByHandle(db: Db, handle: string): Promise<StoreRow> {
  const h = handle.trim().toLowerCase();
  const [store] = await db
    .select()
    .from(stores)
    .where(
      or(
        eq(stores.portalHandle, h),
        and(isNull(stores.portalHandle), eq(stores.domain, `${h}.myshopify.com`)),
      ),
    )
    // A store's own handle wins over another store's shop name.
    .orderBy(sql`${stores.portalHandle} is null`)
    .limit(1);
  if (!store) throw shopperError('NOT_FOUND', shopperMessageOf('STORE_NOT_FOUND'));
  return store;
}
