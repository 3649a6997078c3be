import { and, eq, sql } from 'drizzle-orm';
import {
  demoFulfillmentOrders,
  demoFulfillments,
  demoInventoryLevels,
  demoLineItems,
  demoOrders,
  demoTransactions,
} from '../../db/schema';
import type { CancelOrderInput, Order } from '../platform';
import { PlatformError } from '../platform-error';
import { type DemoDeps, nextIds, parseId } from './demo-deps';
import { idempotent } from './idempotent';
import { readOrders } from './order-view';

/**
 * orderCancel for an order not shipped yet (an exchange order the customer no longer wants): its
 * fulfillment orders close, committed stock goes back when `restock`, an uncaptured authorization is voided.
 * Money already captured is refunded separately with refund().
 */
export function cancelOrder(deps: DemoDeps, storeId: string, input: CancelOrderInput): Promise<Order> {
  return idempotent(deps, storeId, 'cancelOrder', input, async (tx, now) => {
    const where = and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(input.orderId)));
    const [order] = await tx.select().from(demoOrders).where(where).for('update');
    if (!order) throw new PlatformError('not_found', 'Order not found');
    if (order.cancelledAt) throw new PlatformError('invalid_state', 'The order is already cancelled');
    const shipped = await tx
      .select({ id: demoFulfillments.id })
      .from(demoFulfillments)
      .where(
        and(
          eq(demoFulfillments.storeId, storeId),
          eq(demoFulfillments.orderId, order.id),
          eq(demoFulfillments.status, 'success'),
        ),
      );
    if (shipped.length > 0)
      throw new PlatformError('invalid_state', 'A fulfilled order cannot be cancelled; return it instead');
    const fos = await tx
      .select()
      .from(demoFulfillmentOrders)
      .where(and(eq(demoFulfillmentOrders.storeId, storeId), eq(demoFulfillmentOrders.orderId, order.id)));
    if (input.restock) {
      const lines = await tx
        .select()
        .from(demoLineItems)
        .where(and(eq(demoLineItems.storeId, storeId), eq(demoLineItems.orderId, order.id)));
      const locationId = fos[0]?.locationId;
      for (const line of lines) {
        if (!line.variantId || locationId === undefined) continue;
        await tx
          .insert(demoInventoryLevels)
          .values({
            storeId,
            variantId: line.variantId,
            locationId,
            available: line.quantity,
            updatedAt: now,
          })
          .onConflictDoUpdate({
            target: [
              demoInventoryLevels.storeId,
              demoInventoryLevels.variantId,
              demoInventoryLevels.locationId,
            ],
            set: { available: sql`${demoInventoryLevels.available} + ${line.quantity}`, updatedAt: now },
          });
      }
    }
    await tx
      .update(demoFulfillmentOrders)
      .set({ status: 'cancelled', holds: [], updatedAt: now })
      .where(and(eq(demoFulfillmentOrders.storeId, storeId), eq(demoFulfillmentOrders.orderId, order.id)));
    const txs = await tx
      .select()
      .from(demoTransactions)
      .where(and(eq(demoTransactions.storeId, storeId), eq(demoTransactions.orderId, order.id)));
    const open = txs.filter(
      (t) => t.kind === 'authorization' && t.status === 'success' && !txs.some((c) => c.parentId === t.id),
    );
    const voidIds = open.length > 0 ? await nextIds(tx, storeId, open.length) : [];
    for (const [i, auth] of open.entries()) {
      await tx.insert(demoTransactions).values({
        ...auth,
        id: voidIds[i] as number,
        parentId: auth.id,
        kind: 'void',
        receipt: {},
        createdAt: now,
      });
    }
    const paid = txs.some((t) => (t.kind === 'sale' || t.kind === 'capture') && t.status === 'success');
    await tx
      .update(demoOrders)
      .set({
        cancelledAt: now,
        cancelReason: input.reason,
        closedAt: now,
        updatedAt: now,
        financialStatus: open.length > 0 && !paid ? 'voided' : order.financialStatus,
      })
      .where(where);
    const [view] = await readOrders(tx, storeId, eq(demoOrders.id, order.id));
    if (!view) throw new Error('cancelled order vanished');
    return view;
  });
}
