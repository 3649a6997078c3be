import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ReasonRow, reasons } from '../../db/schema';
import { AppError, notFound } from '../../errors';

export async function findReason(db: Db, storeId: string, id: string): Promise<ReasonRow> {
  const [row] = await db
    .select()
    .from(reasons)
    .where(and(eq(reasons.id, id), eq(reasons.storeId, storeId)))
    .limit(1);
  if (!row) throw notFound('Reason not found');
  return row;
}

/** Names are unique per store, ignoring case (the table's unique index); a clash is a field message. */
export async function checkNameFree(db: Db, storeId: string, name: string, exceptId?: string): Promise<void> {
  const [clash] = await db
    .select({ id: reasons.id })
    .from(reasons)
    .where(
      and(
        eq(reasons.storeId, storeId),
        sql`lower(${reasons.name}) = lower(${name})`,
        exceptId ? ne(reasons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) {
    const message = 'A reason with this name already exists';
    throw new AppError('VALIDATION_FAILED', message, { name: message });
  }
}
