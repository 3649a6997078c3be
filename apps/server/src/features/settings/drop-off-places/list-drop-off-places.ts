import type { DropOffPlace } from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dropOffPlaces } from '../../../db/schema';
import { dropOffPlaceOf } from './drop-off-place-view';

/** The store's places in their order; `activeOnly` for the portal, which never lists a closed one. */
export async function listDropOffPlaces(
  db: Db,
  storeId: string,
  options: { activeOnly?: boolean } = {},
): Promise<DropOffPlace[]> {
  const rows = await db
    .select()
    .from(dropOffPlaces)
    .where(
      and(
        eq(dropOffPlaces.storeId, storeId),
        options.activeOnly ? eq(dropOffPlaces.active, true) : undefined,
      ),
    )
    .orderBy(asc(dropOffPlaces.position), asc(dropOffPlaces.createdAt));
  return rows.map(dropOffPlaceOf);
}
