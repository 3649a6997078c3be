import { generateDemoData } from '../apps/server/src/platform/demo/seed/generate';
import { DEMO_ORDERS } from '../apps/server/src/platform/demo/seed/seed-demo-stores';

const DAY = 86_400_000;

export type DemoOrder = {
  number: string;
  email: string;
  deliveredDaysAgo: number | null;
  /** Shipped (fulfilled) but maybe not delivered yet. */
  shippedDaysAgo: number | null;
  prepaid: boolean;
  /** The portal asks for a phone when the order has none (5% of the demo customers). */
  hasPhone: boolean;
  lines: { title: string; variant: string; quantity: number }[];
};

/**
 * The demo orders, rebuilt with the seed's own generator: it is deterministic for the store's domain
 * and the first ids (only dates move with the reference date, which is "now" here as on the server).
 * Tests pick their orders here instead of looking them up, since lookups are rate-limited per IP.
 */
export function demoOrders(): DemoOrder[] {
  const now = Date.now();
  const data = generateDemoData({
    seed: 'demo-store.myshopify.com',
    currency: 'INR',
    refDate: new Date(now),
    orders: DEMO_ORDERS,
    firstId: 1001,
    firstOrderNumber: 1001,
  });
  const refunded = new Set(data.refunds.map((r) => r.orderId));
  return data.orders
    .filter((o) => o.email && !refunded.has(o.id) && !(o.tags ?? []).includes('international'))
    .map((o) => {
      const fulfillment = data.fulfillments.find((f) => f.orderId === o.id);
      const delivered = fulfillment?.deliveredAt ?? null;
      return {
        number: String(o.orderNumber),
        email: o.email as string,
        deliveredDaysAgo: delivered ? (now - new Date(delivered).getTime()) / DAY : null,
        shippedDaysAgo: fulfillment?.createdAt
          ? (now - new Date(fulfillment.createdAt).getTime()) / DAY
          : null,
        prepaid: (o.tags ?? []).includes('prepaid'),
        hasPhone: Boolean(o.phone),
        lines: data.lineItems
          .filter((l) => l.orderId === o.id)
          .map((l) => ({ title: l.title, variant: l.variantTitle ?? '', quantity: l.quantity })),
      };
    });
}
