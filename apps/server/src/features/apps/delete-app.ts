import { and, eq } from 'drizzle-orm';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';

/** The row and its key hash go: the key answers 401 from the next request. */
export async function deleteApp(deps: Deps, storeId: string, id: string) {
  const [row] = await deps.db
    .delete(apps)
    .where(and(eq(apps.id, id), eq(apps.storeId, storeId)))
    .returning({ id: apps.id });
  if (!row) throw notFound('App not found');
  return { id: row.id, deleted: true as const };
}
