import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { demoOrders, type RequestRow, requestItems, requests } from '../db/schema';
import { seedDemoPlatform } from '../platform/demo/seed/seed-demo-platform';
import type { Order, Platform } from '../platform/platform';

export const delivered = (o: Order) => o.fulfillments.some((f) => f.shipment_status === 'delivered');
export const prepaid = (o: Order) =>
  delivered(o) &&
  o.financial_status === 'paid' &&
  !o.payment_gateway_names.some((g) => /cod|cash/i.test(g)) &&
  o.customer !== null &&
  o.line_items.some((l) => l.quantity >= 1);

/** Seeds the demo platform of a store (a few realistic orders) for request tests. */
export async function seedOrders(db: Db, storeId: string, orders = 20): Promise<void> {
  await seedDemoPlatform(db, {
    storeId,
    orders,
    seed: 'requests',
    refDate: new Date('2026-11-01T00:00:00.000Z'),
  });
}

export async function findOrder(
  db: Db,
  platform: Platform,
  storeId: string,
  match: (o: Order) => boolean,
  skip = 0,
): Promise<Order> {
  const rows = await db
    .select({ id: demoOrders.id })
    .from(demoOrders)
    .where(and(eq(demoOrders.storeId, storeId)))
    .orderBy(asc(demoOrders.orderNumber));
  let seen = 0;
  for (const row of rows) {
    const order = await platform.getOrder(storeId, String(row.id));
    if (order && match(order) && seen++ >= skip) return order;
  }
  throw new Error('no seeded order matches');
}

let n = 0;

/**
 * A request on a real demo order, inserted directly (the portal's verb is not needed to test the
 * merchant side): its first line, `qty` units, with the spec-3 price fields taken from the order.
 */
export async function createRequestFor(
  db: Db,
  storeId: string,
  order: Order,
  overrides: Partial<typeof requests.$inferInsert> & { qty?: number; exchangeVariantId?: string } = {},
): Promise<RequestRow> {
  const { qty = 1, exchangeVariantId, ...rest } = overrides;
  const line = order.line_items[0];
  if (!line) throw new Error('order has no lines');
  const kind = rest.kind ?? 'return';
  const price = Number(line.price);
  const units = Math.min(qty, line.quantity);
  const [request] = await db
    .insert(requests)
    .values({
      storeId,
      name: `${order.name.replace('#', '')}-${++n}`,
      kind,
      orderId: order.id,
      orderName: order.name,
      customerId: order.customer?.id ?? null,
      customerName: order.customer ? `${order.customer.first_name} ${order.customer.last_name}` : 'Guest',
      customerEmail: order.email ?? '',
      customerPhone: order.phone ?? '',
      currency: order.currency,
      presentmentCurrency: order.presentment_currency,
      taxesIncluded: order.taxes_included,
      refundMode: 'pay_to_source',
      refundAmount: (price * units).toFixed(2),
      ...rest,
    })
    .returning();
  if (!request) throw new Error('request not created');
  await db.insert(requestItems).values({
    storeId,
    requestId: request.id,
    lineItemId: line.id,
    productId: line.product_id,
    variantId: line.variant_id,
    title: line.title,
    variantTitle: line.variant_title,
    sku: line.sku,
    reason: 'Too small',
    requestedQty: units,
    actualAmount: line.price,
    totalTax: line.tax_lines.reduce((s, t) => s + Number(t.price), 0).toFixed(2),
    totalDiscount: line.total_discount,
    returnQuantity: line.quantity,
    selectedQuantity: units,
    exchangeVariantId: exchangeVariantId ?? (kind === 'exchange' ? line.variant_id : null),
  });
  return request;
}
