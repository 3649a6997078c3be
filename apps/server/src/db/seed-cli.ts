// npm run seed -- --store <domain> --orders <n> [--seed <text>] [--ref-date <ISO date>]
// Adds demo platform orders (and customers) to a store; the first run on a store also creates its catalogue.
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { seedDemoPlatform } from '../platform/demo/seed/seed-demo-platform';
import { openDatabase } from './client';
import { stores } from './schema';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'demo-store.myshopify.com' },
    orders: { type: 'string', default: '200' },
    seed: { type: 'string' },
    'ref-date': { type: 'string' },
  },
});
const orders = Number(values.orders);
if (!Number.isInteger(orders) || orders < 1 || orders > 1_000_000) {
  process.stderr.write('--orders must be a whole number from 1 to 1,000,000\n');
  process.exit(1);
}
const refDate = values['ref-date'] ? new Date(values['ref-date']) : new Date();
if (Number.isNaN(refDate.getTime())) {
  process.stderr.write('--ref-date must be a date (2026-11-01)\n');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config);
try {
  await database.migrate();
  const [store] = await database.db.select().from(stores).where(eq(stores.domain, values.store));
  if (!store) {
    process.stderr.write(
      `No store ${values.store}; start the server once (it seeds the demo stores) or pick another.\n`,
    );
    process.exitCode = 1;
  } else {
    const started = performance.now();
    const result = await seedDemoPlatform(database.db, {
      storeId: store.id,
      orders,
      seed: values.seed,
      refDate,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Added ${result.orders} orders (${result.lineItems} line items, ${result.customers} customers) to ${store.domain} in ${seconds} s\n`,
    );
  }
} finally {
  await database.close();
}
