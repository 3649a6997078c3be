import { and, asc, eq } from 'drizzle-orm';
import { demoReturnLineItems, demoReturns } from '../../db/schema';
import type { Return } from '../platform';
import { toGid } from '../platform';
import { PlatformError } from '../platform-error';
import { type Executor, iso, parseId } from './demo-deps';

type ReturnRow = typeof demoReturns.$inferSelect;

export async function returnView(db: Executor, storeId: string, row: ReturnRow): Promise<Return> {
  const lines = await db
    .select()
    .from(demoReturnLineItems)
    .where(and(eq(demoReturnLineItems.storeId, storeId), eq(demoReturnLineItems.returnId, row.id)))
    .orderBy(asc(demoReturnLineItems.id));
  return {
    id: String(row.id),
    admin_graphql_api_id: toGid('Return', row.id),
    order_id: String(row.orderId),
    name: row.name,
    status: row.status,
    reverse_fulfillment_order_id: String(row.reverseFulfillmentOrderId),
    decline: row.declineReason ? { reason: row.declineReason, note: row.declineNote } : null,
    return_line_items: lines.map((l) => ({
      id: String(l.id),
      admin_graphql_api_id: toGid('ReturnLineItem', l.id),
      reverse_fulfillment_order_line_item_id: String(l.rfoLineItemId),
      line_item_id: String(l.lineItemId),
      quantity: l.quantity,
      return_reason: l.returnReason,
      customer_note: l.customerNote,
      restocked_quantity: l.restockedQuantity,
      not_restocked_quantity: l.notRestockedQuantity,
      missing_quantity: l.missingQuantity,
      dispositions: l.dispositions.map((d) => ({
        type: d.type,
        quantity: d.quantity,
        location_id: d.location_id === null ? null : String(d.location_id),
        at: d.at,
      })),
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: iso(row.closedAt),
  };
}

/** The return row, locked for the rest of the transaction when `lock` is set. */
export async function findReturnRow(
  db: Executor,
  storeId: string,
  returnId: string,
  lock = false,
): Promise<ReturnRow> {
  const q = db
    .select()
    .from(demoReturns)
    .where(and(eq(demoReturns.storeId, storeId), eq(demoReturns.id, parseId(returnId))));
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw new PlatformError('not_found', 'Return not found');
  return row;
}

export async function getReturn(db: Executor, storeId: string, returnId: string): Promise<Return | null> {
  try {
    return await returnView(db, storeId, await findReturnRow(db, storeId, returnId));
  } catch (e) {
    if (e instanceof PlatformError && e.reason === 'not_found') return null;
    throw e;
  }
}

/** Moves a return from one of `from` to `to`; anything else is refused, as Shopify refuses it. */
export async function transitionReturn(
  db: Executor,
  storeId: string,
  returnId: string,
  from: ReturnRow['status'][],
  to: ReturnRow['status'],
  now: Date,
  extra: Partial<Pick<ReturnRow, 'declineReason' | 'declineNote' | 'closedAt'>> = {},
): Promise<Return> {
  const row = await findReturnRow(db, storeId, returnId, true);
  if (!from.includes(row.status)) {
    throw new PlatformError('invalid_state', `A return in status ${row.status} cannot become ${to}`);
  }
  const [updated] = await db
    .update(demoReturns)
    .set({ status: to, updatedAt: now, ...extra })
    .where(and(eq(demoReturns.storeId, storeId), eq(demoReturns.id, row.id)))
    .returning();
  return returnView(db, storeId, updated as ReturnRow);
}
