// Seeds one store with 100,000 requests (the history seed's, loaded in bulk) and prints the p50 and p95 of
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
import { createDemoPlatform } from '../apps/server/src/platform/demo/create-demo-platform';
import { seedRequestHistory } from '../apps/server/src/seed/seed-request-history';
import { bearer, createStore, createUser, logInAs } from '../apps/server/src/test/factories';
import { args, benchConfig, postgresFailed, runsOn, TINY } from './bench-kit';
import { cpuText, loadInBulk, REQUEST_HISTORY, tagRequests, timed } from './bulk-load';

const dir = mkdtempSync(join(tmpdir(), 'roundtrip-bench-'));
const config = benchConfig(join(dir, 'data'));
const TOTAL = Number(args[0] ?? (TINY ? 100 : 100_000));
const PG_URL = args[1] ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ONLY_PG = args[2] === 'postgres';
const RUNS = TINY ? 3 : 200;
const WARM_UP = TINY ? 1 : 10;
/** A deep page, 25 requests a page: 200 at 100,000 requests. */
const DEEP_PAGE = Math.max(2, Math.min(200, Math.floor(TOTAL / 25)));
const NOW = new Date('2026-11-01T10:00:00.000Z');
/** An order name no other contains: the history seed names orders #H0, #H1, … */
const ORDER = `#H${Math.floor(TOTAL / 2) + 42}`;

/** The store's requests as the history seed makes them, loaded in bulk, with the benches' tags. */
async function seedRequests(database: Database, storeId: string): Promise<void> {
  await loadInBulk(database.db, REQUEST_HISTORY, [
    async (tx) => {
      await seedRequestHistory(tx, {
        storeId,
        count: TOTAL,
        days: 365,
        now: NOW,
        currency: 'INR',
        analyze: false,
      });
      await tagRequests(tx, storeId);
    },
  ]);
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
  const seeded = await timed(database, () => seedRequests(database, store.id));
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
    [`search order "${ORDER}"`, { ...all, search: ORDER }],
    ['tag on 1 in 50 (active, all dates)', { status: 'active', dateFilter: 'all', tags: ['common'] }],
    [`deep page ${DEEP_PAGE} by offset`, { ...all, page: DEEP_PAGE }],
    [`deep page ${DEEP_PAGE} by keyset (after)`, { ...all, page: DEEP_PAGE, after }],
  ];
  console.log(
    `\n${label}: ${TOTAL.toLocaleString('en')} requests seeded in ${seeded.wall.toFixed(1)} s (${cpuText(seeded)})`,
  );
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
