import { and, eq } from 'drizzle-orm';
import { dropOffPlaces } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { notFound } from '../../../errors';

/** Requests approved for drop-off keep nothing of the place, so deleting it changes no request. */
export async function deleteDropOffPlace(deps: Deps, storeId: string, id: string): Promise<void> {
  const gone = await deps.db
    .delete(dropOffPlaces)
    .where(and(eq(dropOffPlaces.id, id), eq(dropOffPlaces.storeId, storeId)))
    .returning({ id: dropOffPlaces.id });
  if (gone.length === 0) throw notFound('Drop-off place not found');
}
