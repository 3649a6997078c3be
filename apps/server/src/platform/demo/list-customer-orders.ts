import { and, desc, eq } from 'drizzle-orm';
import { demoOrders } from '../../db/schema';
import type { Order } from '../platform';
import { type DemoDeps, parseId } from './demo-deps';
import { loadOrders } from './order-view';

/** Newest first, as the portal's order list shows them. */
export async function listCustomerOrders(
  deps: DemoDeps,
  storeId: string,
  customerId: string,
  options: { limit?: number } = {},
): Promise<Order[]> {
  const rows = await deps.db
    .select()
    .from(demoOrders)
    .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.customerId, parseId(customerId))))
    .orderBy(desc(demoOrders.createdAt), desc(demoOrders.id))
    .limit(Math.min(Math.max(options.limit ?? 50, 1), 250));
  return loadOrders(deps.db, storeId, rows);
}
