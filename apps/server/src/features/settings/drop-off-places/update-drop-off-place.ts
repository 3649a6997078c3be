import type { DropOffPlace } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { dropOffPlaces } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';
import { dropOffPlaceOf } from './drop-off-place-view';
import { columnsOf, type PlaceInput } from './place-columns';

/** Another store's place answers 404, as a missing one does. */
export async function updateDropOffPlace(
  deps: Deps,
  storeId: string,
  id: string,
  input: PlaceInput,
): Promise<DropOffPlace> {
  const [row] = await deps.db
    .update(dropOffPlaces)
    .set({ ...columnsOf(input), updatedAt: deps.clock() })
    .where(and(eq(dropOffPlaces.id, id), eq(dropOffPlaces.storeId, storeId)))
    .returning();
  if (!row) throw notFound('Drop-off place not found');
  return dropOffPlaceOf(row);
}
