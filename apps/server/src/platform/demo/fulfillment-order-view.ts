import { and, asc, eq } from 'drizzle-orm';
import { demoFulfillmentOrders } from '../../db/schema';
import type { FulfillmentOrder } from '../platform';
import { toGid } from '../platform';
import { type DemoDeps, parseId } from './demo-deps';

export function fulfillmentOrderView(fo: typeof demoFulfillmentOrders.$inferSelect): FulfillmentOrder {
  return {
    id: String(fo.id),
    admin_graphql_api_id: toGid('FulfillmentOrder', fo.id),
    order_id: String(fo.orderId),
    assigned_location_id: String(fo.locationId),
    status: fo.status,
    fulfillment_holds: fo.holds,
    created_at: fo.createdAt.toISOString(),
    updated_at: fo.updatedAt.toISOString(),
  };
}

export async function listFulfillmentOrders(
  deps: DemoDeps,
  storeId: string,
  orderId: string,
): Promise<FulfillmentOrder[]> {
  const rows = await deps.db
    .select()
    .from(demoFulfillmentOrders)
    .where(
      and(eq(demoFulfillmentOrders.storeId, storeId), eq(demoFulfillmentOrders.orderId, parseId(orderId))),
    )
    .orderBy(asc(demoFulfillmentOrders.id));
  return rows.map(fulfillmentOrderView);
}
