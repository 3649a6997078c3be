import { eq } from 'drizzle-orm';
import { demoOrders } from '../../db/schema';
import type { Order } from '../platform';
import { type DemoDeps, parseId } from './demo-deps';
import { readOrders } from './order-view';

export async function getOrder(deps: DemoDeps, storeId: string, orderId: string): Promise<Order | null> {
  const [order] = await readOrders(deps.db, storeId, eq(demoOrders.id, parseId(orderId)));
  return order ?? null;
}
