import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { type DemoOrder, demoOrders } from './demo-orders';

export type { DemoOrder } from './demo-orders';

/** The demo store's portal handle (its shop name) and how its seed is keyed. */
export const PORTAL_STORE = 'demo-store';

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

/** Prepaid and not shipped yet: what a shopper may cancel where the store allows it. */
export const unshippedPrepaid = (o: DemoOrder) => o.prepaid && o.shippedDaysAgo === null;
