import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { refreshDirtyDays } from '../features/analytics/refresh-rollups';
import { requireSession } from '../features/auth/require-portal-session';
import { runPendingSideEffects } from '../jobs/run-side-effect';
import { senderOf } from '../outbox/queue';
import { createDemoPlatform } from '../platform/demo/create-demo-platform';
import { type TestApp, TestClock, testConfig } from '../test/build-test-app';
import { ALL_REQUEST_PERMISSIONS, merchant } from '../test/request-setup';
import { dbKinds, openTestDatabase } from '../test/test-db';
import { type Db, queryRows, type Tx } from './client';
import { requests, savedFilters } from './schema';
import { STORE_SETTING, TENANT_ROLE } from './schema/tenant-policy';

/** Every table of the public schema that holds tenant rows, with the column that names the store. */
async function tenantTables(db: Db): Promise<{ table: string; column: string }[]> {
  return queryRows(
    db,
    sql`select table_name as "table", column_name as "column" from information_schema.columns
        where table_schema = 'public' and (column_name = 'store_id' or (table_name = 'stores' and column_name = 'id'))
        order by table_name`,
  );
}

const id = (name: string) => sql.raw(`"${name}"`);

/**
 * Runs `work` as the tenant role, with `storeId` set (or none), in a transaction that is always rolled
 * back: what the tenant saw comes out, what it wrote never stays.
 */
async function asTenant<T>(db: Db, storeId: string | null, work: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await db
    .transaction(async (tx) => {
      if (storeId) await tx.execute(sql`select set_config(${STORE_SETTING}, ${storeId}, true)`);
      await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
      result = await work(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });
  return result as T;
}

/** The error a statement raises inside a savepoint (so the transaction goes on), or null. */
async function refusal(tx: Tx, statement: SQL): Promise<string | null> {
  try {
    await tx.transaction(async (sp) => {
      await sp.execute(statement);
    });
    return null;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
}

const count = async (db: Db | Tx, table: string, where: SQL = sql`true`) =>
  Number(
    (
      await queryRows<{ n: string }>(
        db as Db,
        sql`select count(*)::text as n from ${id(table)} where ${where}`,
      )
    )[0]?.n,
  );

/**
 * Routes a careless developer could write: they read by id without the store filter, or write and then
 * fail. Registered on the real app, behind the real authentication, so they run in the real request scope.
 */
function probes(deps: Deps) {
  // Behind the access hook like every API route: it checks the token and sets `request.auth`.
  const member = { config: { access: 'member' as const } };
  return async (app: FastifyInstance) => {
    app.get('/api/probe/portal/:session/requests', { config: { access: 'public' } }, async (request) => {
      await requireSession(deps, (request.params as { session: string }).session);
      return (await deps.db.select({ id: requests.id }).from(requests)).map((r) => r.id);
    });
    await app.register(async (secured) => {
      secured.get('/api/probe/whoami', member, async () => {
        const [row] = await queryRows<{ role: string; store: string; workers: string; synced: string }>(
          deps.db,
          sql`select current_user as role, current_setting(${STORE_SETTING}, true) as store,
            current_setting('max_parallel_workers_per_gather') as workers,
            current_setting('synchronize_seqscans') as synced`,
        );
        return row;
      });
      secured.get('/api/probe/requests/:id', member, async (request) => {
        const [row] = await deps.db
          .select({ id: requests.id, storeId: requests.storeId })
          .from(requests)
          .where(eq(requests.id, (request.params as { id: string }).id));
        if (!row) throw new AppError('NOT_FOUND', 'Request not found');
        return row;
      });
      secured.post('/api/probe/write-then-fail', member, async (request) => {
        const auth = request.auth;
        if (!auth) throw new AppError('UNAUTHENTICATED', 'no auth');
        await deps.db
          .insert(savedFilters)
          .values({ storeId: auth.storeId, name: 'x', kind: 'return', filters: {} });
        throw new AppError('CONFLICT', 'failed after writing');
      });
    });
  };
}

describe.each(dbKinds)('row-level security on %s', (kind) => {
  const clock = new TestClock();
  const t = { clock } as TestApp;
  beforeAll(async () => {
    t.database = await openTestDatabase(kind);
    const db = t.database.db;
    t.deps = {
      db,
      sender: senderOf(db),
      config: testConfig,
      clock: clock.read,
      platform: createDemoPlatform({ db, clock: clock.read }),
    };
    t.app = await buildApp(t.deps);
    await t.app.register(probes(t.deps));
    await t.app.ready();
  });
  beforeEach(async () => {
    clock.set('2026-11-01T10:00:00.000Z');
    await t.database.truncate();
  });
  afterAll(async () => {
    await t.app?.close();
    await t.database?.close();
  });

  /**
   * Two stores with users, logins, portal sessions, requests, photos, comments and side effects done, and
   * their analytics rolled up (daily facts, customers' instants).
   */
  async function twoStores() {
    const made = [];
    for (const domain of ['store-a.myshopify.com', 'store-b.myshopify.com']) {
      const m = await merchant(t, { domain, permissions: ALL_REQUEST_PERMISSIONS });
      const request = await m.request({ photos: ['photo.jpg'] });
      await m.call('POST', `return-exchange/v1/${request.id}/approve`, {});
      await m.call('POST', `return-exchange/v1/${request.id}/comments`, { message: 'note' });
      await m.call('POST', 'return-exchange-filter/v1', { name: 'mine', type: 'return', filters: {} });
      made.push({ ...m, request });
    }
    await runPendingSideEffects(t.deps);
    await refreshDirtyDays(t.deps.db);
    const [a, b] = made;
    if (!a || !b) throw new Error('two stores expected');
    return { a, b };
  }

  it('has a policy for the tenant role on every table with a store_id column', async () => {
    const db = t.database.db;
    const tables = await tenantTables(db);
    expect(tables.length).toBeGreaterThan(30);
    const walled = await queryRows<{ table: string }>(
      db,
      sql`select c.relname as "table" from pg_class c
          join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
          where c.relrowsecurity
            and exists (select from pg_policies p where p.schemaname = 'public' and p.tablename = c.relname
                        and ${TENANT_ROLE} = any (p.roles) and p.cmd = 'ALL'
                        and p.qual like ${`%${STORE_SETTING}%`} and p.with_check like ${`%${STORE_SETTING}%`})`,
    );
    const have = new Set(walled.map((w) => w.table));
    // A failure names the table: add `storeIsolation(t.storeId)` to its extra config (db/schema/tenant-policy.ts).
    expect(tables.filter((x) => !have.has(x.table)).map((x) => x.table)).toEqual([]);
    const [role] = await queryRows<{ rolcanlogin: boolean; rolbypassrls: boolean; rolsuper: boolean }>(
      db,
      sql`select rolcanlogin, rolbypassrls, rolsuper from pg_roles where rolname = ${TENANT_ROLE}`,
    );
    expect(role).toEqual({ rolcanlogin: false, rolbypassrls: false, rolsuper: false });
  });

  it('shows the tenant role nothing and lets it write nothing when no store is set', async () => {
    await twoStores();
    const db = t.database.db;
    const tables = await tenantTables(db);
    const seeded = [];
    for (const { table } of tables) if ((await count(db, table)) > 0) seeded.push(table);
    // The production paths above fill most tenant tables, so the zeros below mean something.
    expect(seeded.length).toBeGreaterThan(20);
    expect(seeded).toEqual(
      expect.arrayContaining([
        'analytics_daily',
        'analytics_customer_instants',
        'analytics_customer_days',
        'analytics_customer_facts',
      ]),
    );
    await asTenant(db, null, async (tx) => {
      for (const { table } of tables) expect(await count(tx, table), table).toBe(0);
    });
    for (const table of seeded) {
      const [row] = await queryRows<{ row: unknown }>(
        db,
        sql`select to_jsonb(x) as row from ${id(table)} x limit 1`,
      );
      const copy = sql`insert into ${id(table)} select * from jsonb_populate_record(null::${id(table)}, ${JSON.stringify(row?.row)}::jsonb)`;
      const error = await asTenant(db, null, (tx) => refusal(tx, copy));
      expect(error, table).toMatch(/row-level security/);
    }
  });

  it("hides store B's rows from store A and refuses to write them", async () => {
    const { a, b } = await twoStores();
    const db = t.database.db;
    const tables = await tenantTables(db);
    const is = (column: string, store: string) => sql`${id(column)} = ${store}::uuid`;
    const ownRows = new Map<string, number>();
    for (const { table, column } of tables)
      ownRows.set(table, await count(db, table, is(column, a.store.id)));
    // Inside the tenant's transaction only `tx` may query: on PGlite it holds the one connection.
    await asTenant(db, a.store.id, async (tx) => {
      for (const { table, column } of tables) {
        expect(await count(tx, table), table).toBe(ownRows.get(table));
        expect(await count(tx, table, is(column, b.store.id)), table).toBe(0);
        const touched = await tx.execute(
          sql`update ${id(table)} set ${id(column)} = ${id(column)} where ${is(column, b.store.id)}`,
        );
        expect((touched as unknown as { rowCount?: number; affectedRows?: number }).rowCount ?? 0).toBe(0);
        if ((await count(tx, table)) === 0) continue;
        const moved = await refusal(
          tx,
          sql`update ${id(table)} set ${id(column)} = ${b.store.id}::uuid where ${is(column, a.store.id)}`,
        );
        expect(moved, table).toMatch(/row-level security/);
      }
    });
    expect(await count(db, 'requests', is('store_id', b.store.id))).toBe(1);
  });

  it('runs a merchant route as the tenant role with the store of its token', async () => {
    const { a, b } = await twoStores();
    const whoami = await a.call('GET', 'probe/whoami');
    expect(whoami.json()).toMatchObject({ role: TENANT_ROLE, store: a.store.id });
    // On PostgreSQL a merchant call starts no parallel worker (PGlite has none to start) and no scan
    // joins another at its page.
    if (kind === 'postgres') expect(whoami.json()).toMatchObject({ workers: '0', synced: 'off' });
    // A handler that forgot the store filter still cannot read another store's row.
    expect((await a.call('GET', `probe/requests/${b.request.id}`)).statusCode).toBe(404);
    expect((await a.call('GET', `probe/requests/${a.request.id}`)).json()).toEqual({
      id: a.request.id,
      storeId: a.store.id,
    });
  });

  it("runs a portal route behind the wall of its session's store", async () => {
    const { a, b } = await twoStores();
    // Sessions are stored hashed: open one through the API for store A's order.
    const open = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'store-a', order_number: a.request.orderName, contact: a.request.customerEmail },
    });
    expect(open.statusCode, open.body).toBe(201);
    const seen = await t.app.inject({ url: `/api/probe/portal/${open.json().session_id}/requests` });
    expect(seen.json()).toEqual([a.request.id]);
    expect(seen.json()).not.toContain(b.request.id);
  });

  it('rolls back what a failing request wrote', async () => {
    const { a } = await twoStores();
    const before = await count(t.database.db, 'saved_filters');
    expect((await a.call('POST', 'probe/write-then-fail', {})).statusCode).toBe(409);
    expect(await count(t.database.db, 'saved_filters')).toBe(before);
  });
});
