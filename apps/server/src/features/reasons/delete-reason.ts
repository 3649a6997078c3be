import { and, eq, sql } from 'drizzle-orm';
import { reasons } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { findReason } from './find-reason';

/**
 * Deletes a reason. Requests keep the reason's name (their reason_id becomes null). The last reason
 * cannot go: a store without reasons would get the defaults back on the next list.
 */
export async function deleteReason(deps: Deps, storeId: string, id: string) {
  await findReason(deps.db, storeId, id);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(reasons)
    .where(eq(reasons.storeId, storeId));
  if ((count?.n ?? 0) <= 1) {
    throw new AppError('CONFLICT', 'Keep at least one reason. Switch it off instead.');
  }
  await deps.db.delete(reasons).where(and(eq(reasons.id, id), eq(reasons.storeId, storeId)));
  return { id, deleted: true as const };
}
