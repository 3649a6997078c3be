import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { generateDemoData } from '../apps/server/src/platform/demo/seed/generate';
import { DEMO_ORDERS } from '../apps/server/src/platform/demo/seed/seed-demo-stores';

/** The demo store's portal handle (its shop name) and how its seed is keyed. */
export const PORTAL_STORE = 'demo-store';
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
function demoOrders(): DemoOrder[] {
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

const all = demoOrders();

/** The next demo order matching `test` that no test has taken, in this file or an earlier one. */
function nextOrder(test: (o: DemoOrder) => boolean): DemoOrder | undefined {
  // Files share one server and run one at a time: a ledger file keeps their orders apart.
  const ledger = inject('takenOrdersFile');
  const taken = new Set(existsSync(ledger) ? readFileSync(ledger, 'utf8').split('\n') : []);
  const found = all.find((o) => !taken.has(o.number) && test(o));
  if (found) appendFileSync(ledger, `${found.number}\n`);
  return found;
}

/** A demo order matching `test` that no other test has taken; throws when none is left. */
export function takeOrder(test: (o: DemoOrder) => boolean): DemoOrder {
  const found = nextOrder(test);
  if (!found) throw new Error('no demo order fits this test');
  return found;
}

/** The demo orders matching `test`, each taken as it is read, until none is left. */
export function* ordersWhere(test: (o: DemoOrder) => boolean): Generator<DemoOrder> {
  for (let o = nextOrder(test); o; o = nextOrder(test)) yield o;
}

/** Delivered in the last 25 days: inside the default 30-day windows with room to spare. */
export const recentlyDelivered = (o: DemoOrder) => o.deliveredDaysAgo !== null && o.deliveredDaysAgo < 25;

/** Shipped and not delivered yet: the window counts from the shipment, a few days ago. */
export const inTransit = (o: DemoOrder) => o.deliveredDaysAgo === null && o.shippedDaysAgo !== null;

/**
 * Prepaid and still on its way: the most plentiful returnable kind, for tests that need no delivery date
 * (the few recently delivered ones are left to the tests that do). With a phone, so the portal's form
 * needs nothing more than the test fills in.
 */
export const inTransitPrepaid = (o: DemoOrder) => o.prepaid && o.hasPhone && inTransit(o);

/** Delivered more than 40 days ago: outside the default 30-day window. */
export const longAgo = (o: DemoOrder) => o.deliveredDaysAgo !== null && o.deliveredDaysAgo > 40;

export const SHIRT = /Shirt|Tee|Henley/;
