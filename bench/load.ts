// Server processes on one PostgreSQL, as behind a load balancer: drives the portal lookup and request
// creation at 1, 5, 10, 25 and 50 connections spread over two processes, then over four, and the merchant
// list over two; prints req/s (in all and per process), p50, p99, the CPU per call of the servers and their
// PostgreSQL backends and of the whole machine, the req/s that CPU allows on this machine's cores and the
// knee of each, then the list against bare Fastify running the same SQL. Traffic goes to 127.0.0.1 only;
// the run stops by itself within 5 minutes. docs/scale.md reads it.
// Run: npm run bench:load [-- --tiny]   (DATABASE_URL: a PostgreSQL server's admin URL; the bench creates,
// then drops, its own database roundtrip_bench there; --tiny: a few hundred rows, one 1-second step, two
// processes; BENCH_CPU_PROF=dir: each server writes its V8 CPU profile there when it stops;
// BENCH_STATEMENTS=file: the statements of the one creation it counts written there)
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client';
import * as schema from '../apps/server/src/db/schema';
import { seedDemoPlatform } from '../apps/server/src/platform/demo/seed/seed-demo-platform';
import { DEMO_LOGIN } from '../apps/server/src/seed/seed-demo';
import { runsOn, TINY } from './bench-kit';
import {
  call,
  creationBodies,
  creationStatements,
  type LookupOrder,
  listStatements,
  nextIp,
  seedRequests,
} from './load-data';
import {
  compare,
  type Proc,
  rampUp,
  runStep,
  STEPS,
  type Step,
  startProcess,
  stopProcess,
  table,
} from './load-kit';

if (!runsOn('postgres')) {
  process.stdout.write('Roundtrip load runs on PostgreSQL only: skipped (a tiny run without DATABASE_URL)\n');
  process.exit(0);
}
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// A tiny run may share the server with another checkout's test gate: a name of its own.
const DB_NAME = TINY ? `roundtrip_bench_${process.pid}` : 'roundtrip_bench';
const LIST_REQUESTS = TINY ? 500 : 50_000;
/**
 * About half the seeded orders are delivered within the last 240 days (the rest are older, on the way or
 * unfulfilled): with the demo store's ~600, some 2,270 returnable orders, 1,135 a run, each with ~2,100
 * returnable lines, above CREATIONS. Seeding them takes about 3 s.
 */
const EXTRA_ORDERS = TINY ? 20 : 4_000;
/**
 * Creation bodies per run, each one return of one line, sent once: a step sends for its seconds as fast as
 * answers come, and 2 cores at 35 ms or more of CPU a creation answer under 60 a second, so the five
 * 3-second steps send about 1,000. A tiny run's one 1-second step, a few dozen.
 */
const CREATIONS = TINY ? 100 : 2_000;
/** The widest window the policy allows: every seeded delivered order is inside it (see EXTRA_ORDERS). */
const RETURN_WINDOW_DAYS = 365;
const DEADLINE_MS = 295_000;
const DAY_MS = 86_400_000;
/** BENCH_CPU_PROF=dir: each server writes a V8 CPU profile there when it stops (node --cpu-prof). */
/** BENCH_STATEMENTS=file: the SQL of the one creation it counts, a statement a line. */
const STATEMENTS_FILE = process.env.BENCH_STATEMENTS;
const CPU_PROF = process.env.BENCH_CPU_PROF
  ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
  : [];
/** Processes the portal scenarios run on, one run each: throughput per process should hold. */
const PROCESS_COUNTS = TINY ? [2] : [2, 4];
const JWT_SECRET = 'bench-secret-shared-by-both-processes-0123456789';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dbUrl = (() => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB_NAME}`;
  return u.toString();
})();
const started = Date.now();
const say = (line: string) => process.stdout.write(`${line}\n`);
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

const procs: Proc[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-bench-load-'));

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function cleanUp(): Promise<void> {
  await Promise.all(procs.map(stopProcess));
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
}

/** The processes a call costs CPU in: the servers and their PostgreSQL backends (a local server). */
async function ourPids(): Promise<number[]> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    const backends = await client.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = $1',
      [DB_NAME],
    );
    return [...procs.flatMap((p) => (p.child.pid ? [p.child.pid] : [])), ...backends.rows.map((r) => r.pid)];
  } finally {
    await client.end();
  }
}

const deadline = setTimeout(() => {
  say(`\nstopped: past ${DEADLINE_MS / 1000} s`);
  void cleanUp().finally(() => process.exit(1));
}, DEADLINE_MS);

/** `count` Roundtrip processes, started together (on the empty database they migrate and seed once). */
async function startServers(count: number): Promise<number[]> {
  const env = {
    DATABASE_URL: dbUrl,
    SEED_DEMO: '1',
    JWT_SECRET,
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    // Request logs off: the bare server writes none either.
    LOG_LEVEL: 'warn',
    // Shoppers come from many addresses through the load balancer: X-Forwarded-For is believed.
    TRUST_PROXY: '127.0.0.1',
  };
  // The build, as `npm start` runs it: a process starts in seconds where tsx would compile the server first.
  const main = join(root, 'apps/server/dist/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: npm run build first`);
  const servers = await Promise.all(
    Array.from({ length: count }, () =>
      startProcess([...CPU_PROF, main], env, /running at http:\/\/localhost:(\d+)/),
    ),
  );
  procs.push(...servers);
  return servers.map((p) => p.port);
}

async function main(): Promise<void> {
  say(
    `Roundtrip load: ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, PostgreSQL ${new URL(ADMIN_URL).host}, database ${DB_NAME}`,
  );
  await admin(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DB_NAME}`);
  const ports = await startServers(2);
  say(`[${elapsed()}] two processes up on ports ${ports.join(', ')} (started together on an empty database)`);

  const database = openPostgres(dbUrl, 4);
  const db = database.db;
  const now = new Date();
  const [store] = await db.select().from(schema.stores).where(eq(schema.stores.domain, DEMO_LOGIN.store));
  if (!store?.portalHandle) throw new Error('the demo store was not seeded');
  const seeding = Date.now();
  await seedDemoPlatform(db, { storeId: store.id, orders: EXTRA_ORDERS, refDate: now });
  say(
    `[${elapsed()}] seeded ${EXTRA_ORDERS.toLocaleString('en')} more orders in the demo store (${((Date.now() - seeding) / 1000).toFixed(1)} s)`,
  );
  await seedRequests(db, store.id, LIST_REQUESTS);
  say(`[${elapsed()}] seeded ${LIST_REQUESTS.toLocaleString('en')} requests for the merchant list`);
  // With the default 30-day window only ~1 delivered order in 10 is returnable (seeded deliveries spread over
  // 240 days); a wider one makes them all returnable, at the same cost per call.
  await db
    .update(schema.stores)
    .set({
      policySettings: sql`${schema.stores.policySettings} || ${JSON.stringify({ return_window_days: RETURN_WINDOW_DAYS })}::jsonb`,
    })
    .where(eq(schema.stores.id, store.id));
  // Delivered orders inside the window, the latest delivered first: the ones shoppers look up to return
  // something (so even a tiny run's few lookups find lines to return).
  const orders: LookupOrder[] = await db
    .select({ name: schema.demoOrders.name, email: schema.demoOrders.email })
    .from(schema.demoOrders)
    .innerJoin(
      schema.demoFulfillments,
      and(
        eq(schema.demoFulfillments.storeId, schema.demoOrders.storeId),
        eq(schema.demoFulfillments.orderId, schema.demoOrders.id),
      ),
    )
    .where(
      and(
        eq(schema.demoOrders.storeId, store.id),
        isNotNull(schema.demoOrders.email),
        eq(schema.demoOrders.fulfillmentStatus, 'fulfilled'),
        gte(schema.demoFulfillments.deliveredAt, new Date(now.getTime() - (RETURN_WINDOW_DAYS - 1) * DAY_MS)),
      ),
    )
    .orderBy(desc(schema.demoFulfillments.deliveredAt))
    .then((rows) => rows.flatMap((r) => (r.email ? [{ name: r.name, email: r.email }] : [])));
  const [reason] = await db
    .select({ id: schema.reasons.id })
    .from(schema.reasons)
    .where(
      and(
        eq(schema.reasons.storeId, store.id),
        eq(schema.reasons.active, true),
        eq(schema.reasons.requiresMedia, false),
        eq(schema.reasons.requiresComment, false),
        sql`${schema.reasons.kind} in ('return', 'both')`,
      ),
    )
    .limit(1);
  await database.close();
  if (!reason) throw new Error('no return reason without photo or comment');
  // Each run its own orders, every n-th of the list: no run finds lines an earlier one returned, and each
  // gets deliveries of every age.
  const shares = PROCESS_COUNTS.map((_, run) => orders.filter((_, i) => i % PROCESS_COUNTS.length === run));
  say(
    `[${elapsed()}] ${orders.length.toLocaleString('en')} delivered orders with an email inside the ${RETURN_WINDOW_DAYS}-day window, ${shares[0]?.length.toLocaleString('en')} for each run`,
  );
  const refused: string[] = [];

  for (const [run, processes] of PROCESS_COUNTS.entries()) {
    const share = shares[run] ?? [];
    let nextOrder = 0;
    if (processes > ports.length) {
      ports.push(...(await startServers(processes - ports.length)));
      say(`\n[${elapsed()}] ${processes} processes up`);
    }
    // One session per order: a lookup that wrapped round the share adds none.
    const sessions = new Map<string, string>();
    const lookups = await rampUp(ports, {
      pids: ourPids,
      method: 'POST',
      path: '/api/customer/v1/session-data',
      body: () => {
        const order = share[nextOrder++ % share.length];
        return {
          body: JSON.stringify({
            store: store.portalHandle,
            order_number: order?.name,
            contact: order?.email,
          }),
          headers: { 'x-forwarded-for': nextIp() },
        };
      },
      onResponse: (status, body) => {
        if (status !== 201) return;
        const made = JSON.parse(body) as { session_id: string; order_id: string };
        if (!sessions.has(made.order_id)) sessions.set(made.order_id, made.session_id);
      },
    });
    say(
      table(
        'Portal lookup: POST /api/customer/v1/session-data (an order number and its email)',
        lookups,
        processes,
      ),
    );

    const preparing = Date.now();
    const bodies = await creationBodies(
      ports[0] ?? 0,
      { store: store.portalHandle, sessions: [...sessions.values()], unseen: share.slice(nextOrder) },
      reason.id,
      CREATIONS,
    );
    if (bodies.length === 0) throw new Error(`no returnable line in the ${share.length} orders of this run`);
    say(
      `\n[${elapsed()}] ${bodies.length} returnable lines ready for request creation (${((Date.now() - preparing) / 1000).toFixed(1)} s)`,
    );
    // The first run keeps two lines back: what one creation sends on the wire, counted after a first.
    const sample = run === 0 && bodies.length > 2 ? bodies.splice(-2) : [];
    let nextBody = 0;
    const creations = await rampUp(ports, {
      pids: ourPids,
      method: 'POST',
      path: '/api/customer/v1/requests',
      body: () => ({
        body: JSON.stringify(bodies[nextBody++ % bodies.length]),
        headers: { 'idempotency-key': randomUUID(), 'x-forwarded-for': nextIp() },
      }),
    });
    say(
      table(
        'Request creation: POST /api/customer/v1/requests (one return of one line)',
        creations,
        processes,
      ),
    );
    // Anything but 201 means the step measured refusals or errors, not creations.
    const notCreated = creations.flatMap((step) => {
      const answers = Object.entries(step.statuses)
        .filter(([code]) => code !== '201')
        .map(([code, n]) => `${n} × ${code}`);
      if (step.unanswered > 0) answers.push(`${step.unanswered} unanswered`);
      return answers.length
        ? [`${processes} processes, ${step.connections} connections: ${answers.join(', ')}`]
        : [];
    });
    if (nextBody > bodies.length)
      notCreated.push(
        `${processes} processes: ${nextBody - bodies.length} sends reused a line (answered 409)`,
      );
    for (const line of notCreated) say(`  NOT ALL CREATED (201): ${line}`);
    refused.push(...notCreated);
    const [warm, measured] = sample;
    if (warm && measured) {
      const sent = await creationStatements(dbUrl, { dataDir, jwtSecret: JWT_SECRET }, [warm, measured]);
      say(`  one creation sends ${sent.length} statements (the store wall's begin and commit included)`);
      if (STATEMENTS_FILE) writeFileSync(STATEMENTS_FILE, `${sent.map((s) => s.sql).join('\n')}\n`);
    }
  }
  if (refused.length > 0 && TINY)
    throw new Error(`request creation answered other than 201:\n${refused.join('\n')}`);

  // The list and its bare twin on two processes each, as before.
  await Promise.all(procs.splice(2).map(stopProcess));
  ports.splice(2);

  const login = await call(ports[0] ?? 0, 'POST', '/api/user/login', { ...DEMO_LOGIN });
  const token = String(login.json.token);
  const listBody = { status: 'active', dateFilter: 'last_week', page: 1 };
  const statements = join(dataDir, 'list-statements.json');
  writeFileSync(
    statements,
    JSON.stringify(await listStatements(dbUrl, { dataDir, jwtSecret: JWT_SECRET }, token, listBody)),
  );
  const bareScript = join(root, 'bench/bare-list-server.ts');
  const bare = await Promise.all(
    [1, 2].map(() =>
      startProcess(['--import', 'tsx', bareScript, dbUrl, statements], {}, /listening on (\d+)/),
    ),
  );
  procs.push(...bare);
  // Step by step, ours then bare: both measured under the same noise from whatever else this machine runs.
  const list: Step[] = [];
  const bareSteps: Step[] = [];
  for (const connections of STEPS) {
    list.push(
      await runStep(ports, connections, {
        method: 'POST',
        path: '/api/return-exchange/v1/filter-list',
        pids: ourPids,
        headers: { authorization: `Bearer ${token}` },
        body: () => ({ body: JSON.stringify(listBody) }),
      }),
    );
    bareSteps.push(
      await runStep(
        bare.map((p) => p.port),
        connections,
        { method: 'POST', path: '/list', body: () => ({ body: '{}' }), pids: ourPids },
      ),
    );
  }
  say(table('Merchant list: POST /api/return-exchange/v1/filter-list (active, last week, 25 a page)', list));
  say(table('Bare Fastify + pg Pool, the same statements on one connection', bareSteps));
  say(compare(list, bareSteps));
  if (refused.length > 0)
    say(`\nNOT ALL CREATED: request creation answered other than 201 (${refused.length} lines above)`);
  say(`\n[${elapsed()}] done`);
}

try {
  await main();
} finally {
  clearTimeout(deadline);
  await cleanUp();
}
