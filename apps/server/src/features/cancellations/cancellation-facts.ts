import type { CancellationFacts } from '@roundtrip/core/cancellations';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { Order } from '../../platform/platform';
import { storePolicyOf } from '../../store/store-policy';
import type { PortalSession } from '../auth/require-portal-session';

/**
 * Units of each line on the order's cancellations the platform has not settled yet: once it has, its
 * fulfillable quantity already leaves them out.
 */
async function unitsBeingCancelled(db: Db | Tx, storeId: string, orderId: string) {
  const rows = await db
    .select({
      lineItemId: requestItems.lineItemId,
      units: sql<number>`sum(${requestItems.requestedQty})::int`,
    })
    .from(requestItems)
    .innerJoin(requests, eq(requests.id, requestItems.requestId))
    .where(
      and(
        eq(requests.storeId, storeId),
        eq(requests.orderId, orderId),
        eq(requests.kind, 'cancellation'),
        eq(requests.status, 'requested'),
      ),
    )
    .groupBy(requestItems.lineItemId);
  return new Map(rows.map((r) => [r.lineItemId, r.units]));
}

/** What core's cancellation rules read: the store's switch, the order's state, each line's units. */
export async function cancellationFacts(
  deps: Deps,
  db: Db | Tx,
  { store }: PortalSession,
  order: Order,
): Promise<CancellationFacts> {
  const held = await unitsBeingCancelled(db, store.id, order.id);
  return {
    enabled: storePolicyOf(deps.config, store).cancel_unfulfilled,
    orderCancelled: order.cancelled_at !== null,
    lines: order.line_items.map((l) => ({
      id: l.id,
      quantity: l.quantity,
      fulfillableQuantity: l.fulfillable_quantity,
      heldQuantity: held.get(l.id) ?? 0,
    })),
  };
}
