import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type RequestItemRow, type RequestRow, requestItems, requests } from '../../db/schema';
import { AppError } from '../../errors';

/** The one answer for a missing id and for another store's id: nothing tells them apart. */
const requestNotFound = () => new AppError('NOT_FOUND', 'Request not found');

/** Locks the request row (SELECT ... FOR UPDATE) for the rest of the transaction; 404 when not the store's. */
export async function lockRequest(tx: Tx, storeId: string, id: string): Promise<RequestRow> {
  const [row] = await tx
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.storeId, storeId)))
    .for('update');
  if (!row) throw requestNotFound();
  return row;
}

export async function findRequest(db: Db | Tx, storeId: string, id: string): Promise<RequestRow> {
  const [row] = await db
    .select()
    .from(requests)
    .where(and(eq(requests.id, id), eq(requests.storeId, storeId)));
  if (!row) throw requestNotFound();
  return row;
}

export async function itemsOf(db: Db | Tx, storeId: string, requestId: string): Promise<RequestItemRow[]> {
  return db
    .select()
    .from(requestItems)
    .where(and(eq(requestItems.requestId, requestId), eq(requestItems.storeId, storeId)))
    .orderBy(requestItems.createdAt, requestItems.id);
}
