import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { dropOffPlaces } from '../../../db/schema';

/** Whether a shopper who drops off has somewhere to go: the store has an active place. */
export async function hasDropOffPlace(db: Db, storeId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(dropOffPlaces)
    .where(and(eq(dropOffPlaces.storeId, storeId), eq(dropOffPlaces.active, true)))
    .limit(1);
  return rows.length > 0;
}
