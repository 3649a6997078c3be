// Prints how long the demo platform seed takes to add 100,000 orders to a store on PGlite (on disk).
// Run: npx tsx bench/seed-orders.ts [orders] [--tiny]   (--tiny: 100 orders, on DATABASE_URL's server when set)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stores } from '../apps/server/src/db/schema';
import { seedDemoPlatform } from '../apps/server/src/platform/demo/seed/seed-demo-platform';
import { args, openBenchDatabase, TINY } from './bench-kit';

const orders = Number(args[0] ?? (TINY ? 100 : 100_000));
const dir = mkdtempSync(join(tmpdir(), 'roundtrip-bench-'));
const database = await openBenchDatabase(dir);
try {
  await database.migrate();
  const [store] = await database.db
    .insert(stores)
    .values({ domain: 'bench.myshopify.com', name: 'Bench', currency: 'INR', country: 'IN' })
    .returning();
  if (!store) throw new Error('store not created');
  const refDate = new Date('2026-11-01T00:00:00Z');
  await seedDemoPlatform(database.db, { storeId: store.id, orders: TINY ? 10 : 200, refDate });
  const started = performance.now();
  const result = await seedDemoPlatform(database.db, { storeId: store.id, orders, refDate });
  const seconds = (performance.now() - started) / 1000;
  process.stdout.write(
    `seed of ${result.orders.toLocaleString('en')} orders (${result.lineItems.toLocaleString('en')} line items, ` +
      `${result.customers.toLocaleString('en')} new customers) on ${database.label}: ${seconds.toFixed(1)} s\n`,
  );
} finally {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
}
