import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { DbKind } from '../db/client';
import { demoOrders, type StoreRow } from '../db/schema';
import { createDemoPlatform } from '../platform/demo/create-demo-platform';
import { seedDemoPlatform } from '../platform/demo/seed/seed-demo-platform';
import type { Order, Platform } from '../platform/platform';
import { TestClock } from './build-test-app';
import { createStore } from './factories';
import { openTestDatabase, type TestDatabase } from './test-db';

export const REF_DATE = new Date('2026-11-01T00:00:00.000Z');

export type PlatformTest = {
  database: TestDatabase;
  platform: Platform;
  clock: TestClock;
  store: StoreRow;
  /** The first seeded order (by number) that matches. */
  order(match: (o: Order) => boolean): Promise<Order>;
};

/** A migrated database per file; before each test a fresh INR store seeded with `orders` demo orders. */
export function usePlatform(kind: DbKind, orders = 150): PlatformTest {
  const ctx = { clock: new TestClock() } as PlatformTest;
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.platform = createDemoPlatform({ db: ctx.database.db, clock: ctx.clock.read });
  });
  beforeEach(async () => {
    ctx.clock.set('2026-11-01T10:00:00.000Z');
    await ctx.database.truncate();
    ctx.store = await createStore(ctx.database.db, { domain: 'demo-test.myshopify.com', currency: 'INR' });
    await seedDemoPlatform(ctx.database.db, {
      storeId: ctx.store.id,
      orders,
      seed: 'test',
      refDate: REF_DATE,
    });
  });
  afterAll(async () => {
    await ctx.database?.close();
  });
  ctx.order = async (match) => {
    const rows = await ctx.database.db
      .select({ id: demoOrders.id })
      .from(demoOrders)
      .where(and(eq(demoOrders.storeId, ctx.store.id)))
      .orderBy(asc(demoOrders.orderNumber));
    for (const row of rows) {
      const order = await ctx.platform.getOrder(ctx.store.id, String(row.id));
      if (order && match(order)) return order;
    }
    throw new Error('no seeded order matches');
  };
  return ctx;
}

export const delivered = (o: Order) => o.fulfillments.some((f) => f.shipment_status === 'delivered');
export const prepaidPaid = (o: Order) =>
  delivered(o) && o.financial_status === 'paid' && !o.payment_gateway_names.some((g) => g.includes('COD'));
