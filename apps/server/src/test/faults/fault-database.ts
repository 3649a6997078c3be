// Databases for the fault tests: the demo store seeded once per run and kind (through seedDemo, as a first
// start does), then one copy per test, so the servers of one test never take another test's jobs.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { testDatabaseUrl } from '../../config';
import { type Database, type Db, type DbKind, openPglite, openPostgres } from '../../db/client';
import { demoOrders, reasons, stores } from '../../db/schema';
import { DEMO_LOGIN, seedDemo } from '../../seed/seed-demo';
import { adminUrl } from '../test-db-names';

/** What a test needs to know of the seeded demo store to drive it through the API. */
export type DemoFacts = {
  storeId: string;
  portalHandle: string;
  /** A return reason that asks for no photo and no comment. */
  reasonId: string;
  /** Paid, shipped orders with an email, newest first: the ones a shopper would return. */
  orders: { name: string; email: string }[];
};

/** One test's database: the server's environment, and the database itself once the server is stopped. */
export type FaultDatabase = {
  env: Record<string, string>;
  /** PGlite is one process's: open it only while no server runs on it. */
  open(): Promise<Database>;
  drop(): Promise<void>;
};

export type SeededDatabases = { facts: DemoFacts; copy(): Promise<FaultDatabase>; close(): Promise<void> };

/** Seeds the demo store (the production seed) and reads the facts the tests use. */
export async function seedForFaults(db: Db): Promise<DemoFacts> {
  await seedDemo(db, new Date());
  const [store] = await db.select().from(stores).where(eq(stores.domain, DEMO_LOGIN.store));
  if (!store?.portalHandle) throw new Error('the demo store was not seeded');
  const [reason] = await db
    .select({ id: reasons.id })
    .from(reasons)
    .where(
      and(
        eq(reasons.storeId, store.id),
        eq(reasons.active, true),
        eq(reasons.requiresMedia, false),
        eq(reasons.requiresComment, false),
        inArray(reasons.kind, ['return', 'both']),
      ),
    )
    .limit(1);
  if (!reason) throw new Error('no return reason without photo or comment');
  const orders = await db
    .select({ name: demoOrders.name, email: sql<string>`${demoOrders.email}` })
    .from(demoOrders)
    .where(
      and(
        eq(demoOrders.storeId, store.id),
        isNotNull(demoOrders.email),
        eq(demoOrders.fulfillmentStatus, 'fulfilled'),
        eq(demoOrders.financialStatus, 'paid'),
      ),
    )
    .orderBy(desc(demoOrders.orderNumber))
    .limit(40);
  return { storeId: store.id, portalHandle: store.portalHandle, reasonId: reason.id, orders };
}

async function adminSql(url: string, statement: string): Promise<void> {
  const admin = openPostgres(adminUrl(url), 1);
  try {
    await admin.db.execute(sql.raw(statement));
  } finally {
    await admin.close();
  }
}

const randomName = (prefix: string) => `${prefix}_${randomBytes(6).toString('hex')}`;

async function seededPostgres(): Promise<SeededDatabases> {
  const url = testDatabaseUrl();
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('TEST_DATABASE_URL is not set');
  const seeded = randomName('roundtrip_fault_seed');
  await adminSql(url, `CREATE DATABASE ${seeded} TEMPLATE ${template}`);
  const database = openPostgres(adminUrl(url, seeded), 1);
  const facts = await seedForFaults(database.db).finally(() => database.close());
  const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-fault-'));
  return {
    facts,
    async copy() {
      const name = randomName('roundtrip_fault');
      await adminSql(url, `CREATE DATABASE ${name} TEMPLATE ${seeded}`);
      return {
        env: { DATABASE_URL: adminUrl(url, name), DATA_DIR: dataDir },
        open: async () => openPostgres(adminUrl(url, name), 2),
        drop: () => adminSql(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      };
    },
    async close() {
      await adminSql(url, `DROP DATABASE IF EXISTS ${seeded} WITH (FORCE)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function seededPglite(): Promise<SeededDatabases> {
  // Seeded once into a folder; each test copies the files, which is cheaper than loading a dump.
  const seedDir = mkdtempSync(join(tmpdir(), 'roundtrip-fault-seed-'));
  const database = await openPglite({
    dataDir: seedDir,
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]),
  });
  const facts = await seedForFaults(database.db).finally(() => database.close());
  return {
    facts,
    async copy() {
      const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-fault-'));
      const dir = join(dataDir, 'pglite');
      cpSync(seedDir, dir, { recursive: true });
      return {
        env: { DATA_DIR: dataDir },
        open: () => openPglite({ dataDir: dir }),
        drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      };
    },
    close: async () => rmSync(seedDir, { recursive: true, force: true }),
  };
}

export const seededDatabases = (kind: DbKind): Promise<SeededDatabases> =>
  kind === 'pglite' ? seededPglite() : seededPostgres();
