// Seeds one store with 100,000 requests (one item each) and prints the p50 and p95 of
// POST /api/return-exchange/v1/filter-list for the default list, a search and a tag filter,
// on PGlite (on disk, in a temporary folder) and on PostgreSQL (a database of its own, dropped after).
// Run: npx tsx bench/filter-list.ts [requests] [postgres admin url] [postgres: skip PGlite] [--tiny]
// (postgres admin url: absent, DATABASE_URL or the local server; --tiny: 100 requests, a few calls a shape)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';
import { requestItems, requests } from '../apps/server/src/db/schema';
import { createDemoPlatform } from '../apps/server/src/platform/demo/create-demo-platform';
import { bearer, createStore, createUser, logInAs } from '../apps/server/src/test/factories';
import { args, benchConfig, postgresFailed, runsOn, TINY } from './bench-kit';

const dir = mkdtempSync(join(tmpdir(), 'roundtrip-bench-'));
const config = benchConfig(join(dir, 'data'));
const TOTAL = Number(args[0] ?? (TINY ? 100 : 100_000));
const PG_URL = args[1] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY_PG = args[2] === 'postgres';
const BATCH = 1000;
const RUNS = TINY ? 3 : 200;
const WARM_UP = TINY ? 1 : 10;
/** A deep page, 25 requests a page: 200 at 100,000 requests. */
const DEEP_PAGE = Math.max(2, Math.min(200, Math.floor(TOTAL / 25)));
const NOW = new Date('2026-11-01T10:00:00.000Z');
const STATUSES = [
  'requested',
  'approved',
  'in_transit',
  'received',
  'inspected',
  'refunded',
  'exchanged',
  'rejected',
  'archived',
] as const;
const FIRST = ['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farid', 'Gita', 'Hari', 'Isha', 'Jay'];
const LAST = ['Rao', 'Iyer', 'Khan', 'Shah', 'Das', 'Nair', 'Gupta', 'Singh', 'Mehta', 'Bose'];

let seed = 42;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;

async function seedRequests(database: Database, storeId: string): Promise<void> {
  for (let start = 0; start < TOTAL; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, TOTAL - start) }, (_, k) => {
      const i = start + k;
      const first = pick(FIRST);
      const last = pick(LAST);
      const status = pick(STATUSES);
      return {
        storeId,
        name: `${10000 + i}-1`,
        kind: rnd() < 0.7 ? ('return' as const) : ('exchange' as const),
        status,
        orderId: String(500000 + i),
        orderName: `#${10000 + i}`,
        customerName: `${first} ${last}`,
        customerEmail: `${first.toLowerCase()}.${last.toLowerCase()}${i}@example.com`,
        customerPhone: String(9000000000 + i),
        currency: 'INR',
        presentmentCurrency: 'INR',
        refundMode: pick(['bank_transfer', 'store_credit', 'pay_to_source', 'others'] as const),
        refundAmount: (100 + Math.floor(rnd() * 5000)).toFixed(2),
        tags: rnd() < 0.05 ? ['vip'] : rnd() < 0.1 ? ['fragile'] : [],
        archived: status === 'archived',
        // one year of requests, newest first
        createdAt: new Date(
          NOW.getTime() - Math.floor((i / TOTAL) * 365 * 86_400_000) - Math.floor(rnd() * 3_600_000),
        ),
      };
    });
    const inserted = await database.db
      .insert(requests)
      .values(rows)
      .returning({ id: requests.id, createdAt: requests.createdAt, kind: requests.kind });
    await database.db.insert(requestItems).values(
      inserted.map((r) => ({
        storeId,
        requestId: r.id,
        requestCreatedAt: r.createdAt,
        requestKind: r.kind,
        lineItemId: '1',
        title: 'Kurta',
        reason: pick(['Too small', 'Too large', 'Damaged', 'Not as described']),
        requestedQty: 1,
        actualAmount: '999.00',
        returnQuantity: 1,
        selectedQuantity: 1,
      })),
    );
  }
  // What autovacuum does soon after a bulk insert (it is off on this machine's server): the visibility
  // map lets index-only scans skip the table, and the tag index's pending list is merged.
  await database.db.execute(sql`vacuum analyze`);
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

async function measure(label: string, database: Database): Promise<void> {
  await database.migrate();
  const store = await createStore(database.db, { currency: 'INR' });
  const t0 = Date.now();
  await seedRequests(database, store.id);
  const seeded = Date.now() - t0;
  const deps = {
    db: database.db,
    config,
    clock: () => NOW,
    platform: createDemoPlatform({ db: database.db, clock: () => NOW }),
  };
  const app = await buildApp(deps);
  const user = await createUser(database.db, store.id);
  const { token } = await logInAs(app, store, user);
  const all = { status: 'all', dateFilter: 'all' };
  // The keyset cursor of the deep page: the last row of the page before, found once by offset.
  const before = await app.inject({
    method: 'POST',
    url: '/api/return-exchange/v1/filter-list',
    headers: bearer(token),
    payload: { ...all, page: DEEP_PAGE - 1 },
  });
  const after = before.json().docs.at(-1).id as string;
  const cases: [string, object][] = [
    ['default list (active, last week)', { status: 'active', page: 1, dateFilter: 'last_week' }],
    ['all statuses, all time', all],
    ['search "mehta" (all, last month)', { status: 'all', dateFilter: 'last_month', search: 'mehta' }],
    ['search "mehta" (all, all time)', { ...all, search: 'mehta' }],
    ['search email part "bose12"', { ...all, search: 'bose12' }],
    ['search order "#10042"', { ...all, search: '#10042' }],
    ['tag filter vip (active, all dates)', { status: 'active', dateFilter: 'all', tags: ['vip'] }],
    [`deep page ${DEEP_PAGE} by offset`, { ...all, page: DEEP_PAGE }],
    [`deep page ${DEEP_PAGE} by keyset (after)`, { ...all, page: DEEP_PAGE, after }],
  ];
  console.log(`\n${label}: ${TOTAL.toLocaleString('en')} requests seeded in ${(seeded / 1000).toFixed(1)} s`);
  for (const [name, body] of cases) {
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < RUNS + WARM_UP; i++) {
      const s = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/return-exchange/v1/filter-list',
        headers: bearer(token),
        payload: body,
      });
      const ms = performance.now() - s;
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      const json = res.json();
      total = `${json.total}${json.total_capped ? '+' : ''}`;
      if (i >= WARM_UP) times.push(ms); // the first ones warm caches and the JIT
    }
    console.log(
      `  ${name.padEnd(36)} p50 ${pct(times, 50).toFixed(1).padStart(6)} ms   p95 ${pct(times, 95).toFixed(1).padStart(6)} ms   (${total} rows)`,
    );
  }
  await app.close();
}

try {
  if (!ONLY_PG && runsOn('pglite')) {
    const lite = await openPglite({ dataDir: join(dir, 'pglite') });
    await measure('PGlite', lite);
    await lite.close();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

if (runsOn('postgres')) {
  const name = `roundtrip_bench_${process.pid}`;
  const admin = openPostgres(PG_URL, 1);
  try {
    await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
    const url = new URL(PG_URL);
    url.pathname = `/${name}`;
    const pg = openPostgres(url.toString(), 5);
    try {
      await measure('PostgreSQL', pg);
    } finally {
      await pg.close();
    }
  } catch (e) {
    postgresFailed(e);
  } finally {
    await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).catch(() => {});
    await admin.close();
  }
}
