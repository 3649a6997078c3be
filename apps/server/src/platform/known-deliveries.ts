import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderDeliveries } from '../db/schema';
import type { Order } from './platform';

/** A delivery Shopify reported by webhook; reported again (retries, updates) it keeps the first date. */
export async function recordDelivery(
  db: Db,
  storeId: string,
  delivery: { orderId: string; fulfillmentId: string; deliveredAt: Date },
): Promise<boolean> {
  const inserted = await db
    .insert(orderDeliveries)
    .values({ storeId, ...delivery })
    .onConflictDoNothing()
    .returning({ id: orderDeliveries.fulfillmentId });
  return inserted.length > 0;
}

/**
 * The order with the delivery dates its webhooks reported filled in where the platform's read has
 * none (a carrier's delivered event reaches Shopify's webhooks before, or instead of, its order field).
 * Eligibility windows start at the delivery, so this is the order every portal read plans on.
 */
export async function withKnownDeliveries(db: Db, storeId: string, order: Order): Promise<Order> {
  if (order.fulfillments.every((f) => f.delivered_at)) return order;
  const known = await db
    .select()
    .from(orderDeliveries)
    .where(and(eq(orderDeliveries.storeId, storeId), eq(orderDeliveries.orderId, order.id)));
  if (known.length === 0) return order;
  return {
    ...order,
    fulfillments: order.fulfillments.map((f) => {
      const k = known.find((d) => d.fulfillmentId === f.id);
      return f.delivered_at || !k
        ? f
        : { ...f, shipment_status: 'delivered' as const, delivered_at: k.deliveredAt.toISOString() };
    }),
  };
}
