import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  type DemoRefundLineItem,
  demoFulfillmentOrders,
  demoFulfillments,
  demoInventoryLevels,
  demoLineItems,
} from '../../db/schema';

/** Units of each line that shipped, by line id. */
export async function fulfilledUnits(tx: Tx, storeId: string, orderId: number): Promise<Map<number, number>> {
  const rows = await tx
    .select({ items: demoFulfillments.lineItems })
    .from(demoFulfillments)
    .where(
      and(
        eq(demoFulfillments.storeId, storeId),
        eq(demoFulfillments.orderId, orderId),
        eq(demoFulfillments.status, 'success'),
      ),
    );
  const units = new Map<number, number>();
  for (const item of rows.flatMap((r) => r.items))
    units.set(item.line_item_id, (units.get(item.line_item_id) ?? 0) + item.quantity);
  return units;
}

/** Cancelled units were committed at the order's location: they are available there again. */
export async function restockCancelled(
  tx: Tx,
  storeId: string,
  orderId: number,
  cancelled: DemoRefundLineItem,
  now: Date,
): Promise<void> {
  const [line] = await tx
    .select({ variantId: demoLineItems.variantId })
    .from(demoLineItems)
    .where(and(eq(demoLineItems.storeId, storeId), eq(demoLineItems.id, cancelled.line_item_id)));
  const [fo] = await tx
    .select({ locationId: demoFulfillmentOrders.locationId })
    .from(demoFulfillmentOrders)
    .where(and(eq(demoFulfillmentOrders.storeId, storeId), eq(demoFulfillmentOrders.orderId, orderId)))
    .limit(1);
  if (!line?.variantId || !fo) return;
  await tx
    .insert(demoInventoryLevels)
    .values({
      storeId,
      variantId: line.variantId,
      locationId: fo.locationId,
      available: cancelled.quantity,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [demoInventoryLevels.storeId, demoInventoryLevels.variantId, demoInventoryLevels.locationId],
      set: { available: sql`${demoInventoryLevels.available} + ${cancelled.quantity}`, updatedAt: now },
    });
}
