import { and, eq } from 'drizzle-orm';
import { demoCustomers } from '../../db/schema';
import type { Customer } from '../platform';
import { type DemoDeps, parseId } from './demo-deps';
import { customerView } from './order-view';

export async function getCustomer(
  deps: DemoDeps,
  storeId: string,
  customerId: string,
): Promise<Customer | null> {
  const [row] = await deps.db
    .select()
    .from(demoCustomers)
    .where(and(eq(demoCustomers.storeId, storeId), eq(demoCustomers.id, parseId(customerId))));
  return row ? customerView(row) : null;
}
