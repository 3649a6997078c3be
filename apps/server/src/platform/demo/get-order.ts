import { and, eq } from 'drizzle-orm';
import { demoOrders } from '../../db/schema';
import type { Order } from '../platform';
import { type DemoDeps, parseId } from './demo-deps';
import { loadOrders } from './order-view';

export async function getOrder(deps: DemoDeps, storeId: string, orderId: string): Promise<Order | null> {
  const rows = await deps.db
    .select()
    .from(demoOrders)
    .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.id, parseId(orderId))));
  const [order] = await loadOrders(deps.db, storeId, rows);
  return order ?? null;
}
