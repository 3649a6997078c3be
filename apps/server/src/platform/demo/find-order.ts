import { and, eq } from 'drizzle-orm';
import { demoCustomers, demoOrders } from '../../db/schema';
import type { Order } from '../platform';
import type { DemoDeps } from './demo-deps';
import { readOrders } from './order-view';

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/** Phones match on their last ten digits, so '+91 98765 43210', '098765 43210' and '9876543210' agree. */
function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = digits(a);
  const y = digits(b);
  return x.length >= 7 && y.length >= 7 && x.slice(-10) === y.slice(-10);
}

/**
 * The shopper's lookup: order name plus the email or phone on the order (or on its customer). A wrong
 * contact answers null, exactly like an unknown order, and takes the same time: both run the one
 * query below and nothing else, so timing does not reveal which orders exist (docs/security.md). Only
 * a match loads the rest of the order.
 */
export async function findOrder(
  deps: DemoDeps,
  storeId: string,
  input: { name: string; email?: string; phone?: string },
): Promise<Order | null> {
  const name = `#${input.name.trim().replace(/^#/, '')}`;
  const email = input.email?.trim().toLowerCase();
  if (!email && !input.phone) return null;
  const [row] = await deps.db
    .select({ order: demoOrders, customer: { email: demoCustomers.email, phone: demoCustomers.phone } })
    .from(demoOrders)
    .leftJoin(
      demoCustomers,
      and(eq(demoCustomers.storeId, demoOrders.storeId), eq(demoCustomers.id, demoOrders.customerId)),
    )
    .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.name, name)))
    .limit(1);
  const matches =
    row !== undefined &&
    (email
      ? [row.order.email, row.customer?.email].some((e) => e?.toLowerCase() === email)
      : [row.order.phone, row.customer?.phone, row.order.shippingAddress?.phone].some((p) =>
          samePhone(p, input.phone),
        ));
  if (!matches) return null;
  const [order] = await readOrders(deps.db, storeId, eq(demoOrders.id, row.order.id));
  return order ?? null;
}
