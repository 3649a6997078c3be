import { and, eq, inArray, notInArray } from 'drizzle-orm';
import {
  demoFulfillments,
  demoLineItems,
  demoOrders,
  demoReturnLineItems,
  demoReturns,
} from '../../db/schema';
import type { CreateReturnInput, Return } from '../platform';
import { PlatformError } from '../platform-error';
import { type DemoDeps, nextIds, parseId } from './demo-deps';
import { idempotent } from './idempotent';
import { returnView } from './return-view';

/**
 * returnRequest (status 'requested') or returnCreate (status 'open'). Only fulfilled quantities can be
 * returned, less what other returns of the order (not declined or cancelled) already hold.
 */
export function createReturn(deps: DemoDeps, storeId: string, input: CreateReturnInput): Promise<Return> {
  return idempotent(deps, storeId, 'createReturn', input, async (tx, now) => {
    if (input.lineItems.length === 0)
      throw new PlatformError('invalid_input', 'A return needs at least one item');
    const [order] = await tx
      .select()
      .from(demoOrders)
      .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(input.orderId))))
      .for('update');
    if (!order) throw new PlatformError('not_found', 'Order not found');
    if (order.cancelledAt) throw new PlatformError('invalid_state', 'The order is cancelled');
    const lines = await tx
      .select()
      .from(demoLineItems)
      .where(and(eq(demoLineItems.storeId, storeId), eq(demoLineItems.orderId, order.id)));
    const fulfillments = await tx
      .select()
      .from(demoFulfillments)
      .where(and(eq(demoFulfillments.storeId, storeId), eq(demoFulfillments.orderId, order.id)));
    const existing = await tx
      .select({ id: demoReturns.id })
      .from(demoReturns)
      .where(and(eq(demoReturns.storeId, storeId), eq(demoReturns.orderId, order.id)));
    const active = await tx
      .select({ id: demoReturns.id })
      .from(demoReturns)
      .where(
        and(
          eq(demoReturns.storeId, storeId),
          eq(demoReturns.orderId, order.id),
          notInArray(demoReturns.status, ['DECLINED', 'CANCELED']),
        ),
      );
    const held =
      active.length === 0
        ? []
        : await tx
            .select()
            .from(demoReturnLineItems)
            .where(
              and(
                eq(demoReturnLineItems.storeId, storeId),
                inArray(
                  demoReturnLineItems.returnId,
                  active.map((r) => r.id),
                ),
              ),
            );
    const asked = new Map<number, number>();
    for (const item of input.lineItems) {
      const line = lines.find((l) => l.id === parseId(item.lineItemId));
      if (!line) throw new PlatformError('not_found', `Line item ${item.lineItemId} is not on this order`);
      if (!Number.isInteger(item.quantity) || item.quantity < 1) {
        throw new PlatformError('invalid_input', 'Quantities must be whole numbers above zero');
      }
      const fulfilled = fulfillments
        .filter((f) => f.status === 'success')
        .flatMap((f) => f.lineItems)
        .filter((li) => li.line_item_id === line.id)
        .reduce((s, li) => s + li.quantity, 0);
      const inReturns = held.filter((h) => h.lineItemId === line.id).reduce((s, h) => s + h.quantity, 0);
      const total = (asked.get(line.id) ?? 0) + item.quantity;
      if (total > fulfilled - inReturns) {
        throw new PlatformError(
          'quantity_exceeded',
          `Only ${Math.max(0, fulfilled - inReturns)} of line item ${line.id} can be returned`,
        );
      }
      asked.set(line.id, total);
    }
    const ids = await nextIds(tx, storeId, 2 + input.lineItems.length * 2);
    const [returnId, rfoId] = ids as [number, number];
    const [row] = await tx
      .insert(demoReturns)
      .values({
        storeId,
        id: returnId,
        orderId: order.id,
        name: `${order.name}-R${existing.length + 1}`,
        status: input.status === 'open' ? 'OPEN' : 'REQUESTED',
        reverseFulfillmentOrderId: rfoId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(demoReturnLineItems).values(
      input.lineItems.map((item, i) => ({
        storeId,
        id: ids[2 + i * 2] as number,
        rfoLineItemId: ids[3 + i * 2] as number,
        returnId,
        lineItemId: parseId(item.lineItemId),
        quantity: item.quantity,
        returnReason: item.reason,
        customerNote: item.customerNote ?? null,
        dispositions: [],
      })),
    );
    return returnView(tx, storeId, row as typeof demoReturns.$inferSelect);
  });
}
