import { and, eq } from 'drizzle-orm';
import { demoOrders } from '../../db/schema';
import type { Order } from '../platform';
import type { DemoDeps } from './demo-deps';
import { loadOrders } from './order-view';

const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '');

/** Phones match on their last ten digits, so '+91 98765 43210', '098765 43210' and '9876543210' agree. */
function samePhone(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = digits(a);
  const y = digits(b);
  return x.length >= 7 && y.length >= 7 && x.slice(-10) === y.slice(-10);
}

/**
 * The shopper's lookup: order name plus the email or phone on the order (or on its customer). A wrong
 * contact answers null, exactly like an unknown order, so the lookup does not reveal which orders exist.
 */
export async function findOrder(
  deps: DemoDeps,
  storeId: string,
  input: { name: string; email?: string; phone?: string },
): Promise<Order | null> {
  const name = `#${input.name.trim().replace(/^#/, '')}`;
  const email = input.email?.trim().toLowerCase();
  if (!email && !input.phone) return null;
  const rows = await deps.db
    .select()
    .from(demoOrders)
    .where(and(eq(demoOrders.storeId, storeId), eq(demoOrders.name, name)));
  const [order] = await loadOrders(deps.db, storeId, rows);
  if (!order) return null;
  const emails = [order.email, order.customer?.email].map((e) => e?.toLowerCase());
  const phones = [order.phone, order.customer?.phone, order.shipping_address?.phone];
  const matches = email ? emails.includes(email) : phones.some((p) => samePhone(p, input.phone));
  return matches ? order : null;
}
