import type { DropOffPlace } from '@roundtrip/core';
import { sql } from 'drizzle-orm';
import { dropOffPlaces } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { dropOffPlaceOf } from './drop-off-place-view';
import { columnsOf, type PlaceInput } from './place-columns';

/** A new place goes last. */
export async function createDropOffPlace(
  deps: Deps,
  storeId: string,
  input: PlaceInput,
): Promise<DropOffPlace> {
  const now = deps.clock();
  const [row] = await deps.db
    .insert(dropOffPlaces)
    .values({
      storeId,
      ...columnsOf(input),
      position: sql`(select coalesce(max(position), -1) + 1 from drop_off_places where store_id = ${storeId})`,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('drop-off place not inserted');
  return dropOffPlaceOf(row);
}
