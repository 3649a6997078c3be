// npm run seed -- --store <domain> --orders <n> [--seed <text>] [--ref-date <ISO date>]
// Adds demo platform orders (and customers) to a store; the first run on a store also creates its catalogue.
// npm run seed -- --store <domain> --requests <n> [--days <n>]
// Adds a request history at scale instead (for analytics and the lists: docs/analytics.md).
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { stores } from '../db/schema';
import { seedDemoPlatform } from '../platform/demo/seed/seed-demo-platform';
import { isDatabaseEmpty, seedDemo } from './seed-demo';
import { seedRequestHistory } from './seed-request-history';

const { values } = parseArgs({
  options: {
    store: { type: 'string', default: 'demo-store.myshopify.com' },
    orders: { type: 'string', default: '200' },
    requests: { type: 'string' },
    days: { type: 'string', default: '365' },
    seed: { type: 'string' },
    'ref-date': { type: 'string' },
  },
});
const orders = Number(values.orders);
if (!Number.isInteger(orders) || orders < 1 || orders > 1_000_000) {
  process.stderr.write('--orders must be a whole number from 1 to 1,000,000\n');
  process.exit(1);
}
const history = values.requests === undefined ? null : Number(values.requests);
if (history !== null && (!Number.isInteger(history) || history < 1 || history > 10_000_000)) {
  process.stderr.write('--requests must be a whole number from 1 to 10,000,000\n');
  process.exit(1);
}
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1 || days > 3650) {
  process.stderr.write('--days must be a whole number from 1 to 3,650\n');
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
  // On a new data folder, the demo stores first, as the server's first start makes them.
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) await seedDemo(database.db, new Date());
  const [store] = await database.db.select().from(stores).where(eq(stores.domain, values.store));
  if (!store) {
    process.stderr.write(`No store ${values.store}; pick one of the stores in the database.\n`);
    process.exitCode = 1;
  } else if (history !== null) {
    const started = performance.now();
    await seedRequestHistory(database.db, {
      storeId: store.id,
      count: history,
      days,
      now: refDate,
      currency: store.currency,
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`Added ${history} requests over ${days} days to ${store.domain} in ${seconds} s\n`);
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
