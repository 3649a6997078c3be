import { and, desc, eq, sql } from 'drizzle-orm';
import { demoOrders } from '../../db/schema';
import type { Order } from '../platform';
import { type DemoDeps, parseId } from './demo-deps';
import { readOrders } from './order-view';

/** Newest first, as the portal's order list shows them. */
export async function listCustomerOrders(
  deps: DemoDeps,
  storeId: string,
  customerId: string,
  options: { limit?: number } = {},
): Promise<Order[]> {
  return readOrders(deps.db, storeId, eq(demoOrders.customerId, parseId(customerId)), {
    orderBy: [desc(demoOrders.createdAt), desc(demoOrders.id)],
    limit: Math.min(Math.max(options.limit ?? 50, 1), 250),
  });
}

/** Counted in the database, up to `limit`: the orders themselves are not read. */
export async function countCustomerOrders(
  deps: DemoDeps,
  storeId: string,
  customerId: string,
  options: { limit: number },
): Promise<number> {
  const firstOrders = deps.db
    .select({ id: demoOrders.id })
    .from(demoOrders)
    .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.customerId, parseId(customerId))))
    .limit(options.limit)
    .as('first_orders');
  const [row] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(firstOrders);
  return row?.n ?? 0;
}
