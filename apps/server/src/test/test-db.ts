import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { testDatabaseUrl } from '../config';
import {
  type Database,
  type Db,
  type DbKind,
  drizzleOnPglite,
  openPglite,
  openPostgres,
  queryRows,
} from '../db/client';
import { pgliteForDrizzle, pgliteUnder } from '../db/pglite-text-types';
import { tenantScoped } from '../db/tenant-scope';
import { adminUrl, pooledDbPrefix } from './test-db-names';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set: for the tests of races, limits,
 * idempotency, the tenant wall and the process's life, which PGlite (one query at a time) would hide.
 */
export const dbKinds: DbKind[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

/** Every other API test: on the embedded database `npm start` runs (docs/faults.md, "Where tests run"). */
export const embeddedDb: DbKind[] = ['pglite'];

export type TestDatabase = Database & { truncate(): Promise<void> };

async function publicRelations(db: Db): Promise<{ tables: string[]; sequences: string[] }> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const sequences = await queryRows<{ name: string }>(
    db,
    sql`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  return { tables: tables.map((t) => t.name), sequences: sequences.map((q) => q.name) };
}

/**
 * Empties every table and restarts its sequences, in one statement (a DO block): DELETE with
 * foreign-key triggers off (replica role) takes ~10 ms on nearly empty tables where TRUNCATE takes
 * ~300 ms on PostgreSQL, and one round trip instead of one per table matters on PGlite. The tables
 * are read once per file: a pooled database whose tables changed is never reused (its fingerprint).
 */
function truncateAll(database: Pick<Database, 'db'>): () => Promise<void> {
  let statement: string | undefined;
  return async () => {
    if (!statement) {
      const { tables, sequences } = await publicRelations(database.db);
      statement = [
        'DO $$ BEGIN SET LOCAL session_replication_role = replica;',
        ...tables.map((t) => `DELETE FROM ${t};`),
        ...sequences.map((q) => `ALTER SEQUENCE ${q} RESTART;`),
        'END $$',
      ].join(' ');
    }
    await database.db.execute(sql.raw(statement));
  };
}

/**
 * Between files, TRUNCATE: it gives every table new, empty files, where DELETE leaves the dead rows of
 * the previous file behind, and PGlite has no autovacuum to clear them: a worker's later files would
 * scan every earlier file's dead rows. ~170 ms on PGlite, once per file.
 */
async function truncateForNextFile(db: Db): Promise<void> {
  const { tables, sequences } = await publicRelations(db);
  await db.execute(
    sql.raw(
      [
        'DO $$ BEGIN',
        `TRUNCATE ${tables.join(', ')};`,
        ...sequences.map((q) => `ALTER SEQUENCE ${q} RESTART;`),
        'END $$',
      ].join(' '),
    ),
  );
}

/**
 * Everything a test file could change besides rows: schemas, relations and their columns, constraints,
 * triggers, functions, policies, privileges, roles, per-database settings and the migrations journal.
 */
const SCHEMA_FINGERPRINT = sql`select md5(string_agg(item, ',' order by item)) as fingerprint from (
  select format('namespace %s:%s', nspname, nspacl) from pg_namespace
  union all
  select format('relation %s:%s:%s:%s', c.oid::regclass, c.relkind, c.relrowsecurity, c.relacl)
    from pg_class c where c.relnamespace::regnamespace::text not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all
  select format('column %s.%s:%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnotnull, a.atthasdef)
    from pg_attribute a join pg_class c on c.oid = a.attrelid
    where a.attnum > 0 and not a.attisdropped
      and c.relnamespace::regnamespace::text not in ('pg_catalog', 'information_schema', 'pg_toast')
  union all
  select format('constraint %s.%s', conrelid::regclass, conname) from pg_constraint
    where connamespace::regnamespace::text not in ('pg_catalog', 'information_schema')
  union all
  select format('trigger %s.%s:%s', tgrelid::regclass, tgname, tgenabled) from pg_trigger where not tgisinternal
  union all
  select format('function %s', p.oid::regprocedure) from pg_proc p
    where pronamespace::regnamespace::text not in ('pg_catalog', 'information_schema')
  union all
  select format('policy %s.%s', polrelid::regclass, polname) from pg_policy
  union all
  select format('default acl %s:%s:%s:%s', defaclrole::regrole, defaclnamespace, defaclobjtype, defaclacl)
    from pg_default_acl
  union all
  select format('role %s', rolname) from pg_roles
  union all
  select format('settings %s', count(*)) from pg_db_role_setting
  union all
  select format('migrations %s:%s', count(*), max(created_at)) from drizzle.__drizzle_migrations
) as schema_items(item)`;

/**
 * pg-boss creates its tables, functions and types in the `pgboss` schema when an app first sends a job;
 * the template has the schema empty, with the tenant role's grants (migration 0003). Dropping what is in
 * it, not the schema, keeps those grants.
 */
const EMPTY_PGBOSS_SCHEMA = `DO $$ DECLARE r record; BEGIN
  IF to_regnamespace('pgboss') IS NULL THEN RETURN; END IF;
  FOR r IN SELECT c.oid::regclass AS name, c.relkind FROM pg_class c
    WHERE c.relnamespace = 'pgboss'::regnamespace AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
      AND NOT c.relispartition LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE', CASE r.relkind WHEN 'v' THEN 'VIEW'
      WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'S' THEN 'SEQUENCE' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      r.name);
  END LOOP;
  FOR r IN SELECT p.oid::regprocedure AS name FROM pg_proc p WHERE p.pronamespace = 'pgboss'::regnamespace LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', r.name);
  END LOOP;
  FOR r IN SELECT t.oid::regtype AS name FROM pg_type t
    WHERE t.typnamespace = 'pgboss'::regnamespace AND t.typtype IN ('e', 'd', 'r') LOOP
    EXECUTE format('DROP TYPE IF EXISTS %s CASCADE', r.name);
  END LOOP;
END $$`;

async function fingerprintOf(db: Db): Promise<string> {
  const [row] = await queryRows<{ fingerprint: string }>(db, SCHEMA_FINGERPRINT);
  return row?.fingerprint ?? '';
}

/**
 * Loading the template dump costs about a second of CPU per PGlite, and a PostgreSQL database costs
 * a CREATE and a DROP (the DROP waits for a checkpoint, ~2 s): so a worker keeps the databases its
 * files closed and gives them to its next files (the server project runs a worker's files in one
 * module cache, `isolate: false`). A database is handed out again only as the template was: session
 * state discarded, pg-boss's objects dropped, the same schema fingerprint, every table truncated and
 * sequences restarted. One that cannot be (a file altered its schema, closed its client, left a
 * transaction open) is closed instead, and the file gets a fresh copy.
 */
type Pooled =
  | { kind: 'pglite'; client: PGlite; migrate: Database['migrate']; fingerprint: string }
  | { kind: 'postgres'; name: string; fingerprint: string };
const idle: Pooled[] = [];
/** A file holds one database of a kind at a time, sometimes two (nested blocks, two kinds). */
const IDLE_LIMIT = 3;

async function release(entry: Pooled): Promise<void> {
  if (idle.length < IDLE_LIMIT) idle.push(entry);
  else await discard(entry);
}

async function discard(entry: Pooled): Promise<void> {
  if (entry.kind === 'pglite') {
    if (!entry.client.closed) await entry.client.close();
  } else await dropPostgres(entry.name);
}

function takeIdle(kind: DbKind): Pooled | undefined {
  const i = idle.findIndex((p) => p.kind === kind);
  return i < 0 ? undefined : idle.splice(i, 1)[0];
}

/** Brings a pooled database back to the template's state; false when it cannot be. */
async function reset(db: Db, fingerprint: string): Promise<boolean> {
  try {
    await db.execute(sql.raw(EMPTY_PGBOSS_SCHEMA));
    if ((await fingerprintOf(db)) !== fingerprint) return false;
    await truncateForNextFile(db);
    return true;
  } catch {
    return false;
  }
}

/**
 * A file's view of a pooled client: a call after the file closed it fails as on a closed PGlite,
 * instead of reaching the next file's rows (work a file left running, a second close).
 */
function fileClient(client: PGlite, handle: { released: boolean }): PGlite {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        handle.released
          ? Promise.reject(new Error('test database used after its file closed it'))
          : (value as (...a: unknown[]) => unknown).apply(target, args);
    },
  });
}

/** Drizzle over the client, new per file: caches keyed by the Db (the pg-boss sender) start empty. */
function pgliteDatabase(entry: Extract<Pooled, { kind: 'pglite' }>): TestDatabase {
  const handle = { released: false };
  const client = fileClient(entry.client, handle);
  const db = tenantScoped(drizzleOnPglite(pgliteForDrizzle(client)));
  const close = async () => {
    if (handle.released) return;
    handle.released = true;
    await release(entry);
  };
  const database: Database = { db, kind: 'pglite', migrate: entry.migrate, close };
  return { ...database, truncate: truncateAll(database) };
}

async function openPgliteDatabase(): Promise<TestDatabase> {
  for (let entry = takeIdle('pglite'); entry?.kind === 'pglite'; entry = takeIdle('pglite')) {
    if (entry.client.closed) continue;
    const database = pgliteDatabase(entry);
    // Session settings, prepared statements, LISTEN and advisory locks a file left behind.
    const discarded = await entry.client.exec('DISCARD ALL').then(
      () => true,
      () => false,
    );
    if (discarded && (await reset(database.db, entry.fingerprint))) return database;
    await discard(entry);
  }
  const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const opened = await openPglite({ loadDataDir: dump });
  return pgliteDatabase({
    kind: 'pglite',
    client: pgliteUnder((opened.db as unknown as { $client: PGlite }).$client),
    migrate: opened.migrate,
    fingerprint: await fingerprintOf(opened.db),
  });
}

async function dropPostgres(name: string): Promise<void> {
  const url = testDatabaseUrl();
  if (!url) return;
  const drop = openPostgres(adminUrl(url), 1);
  await drop.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await drop.close();
}

/** A connection pool of the file's own on a pooled database: no session outlives its file. */
function postgresDatabase(connections: Database, entry: Extract<Pooled, { kind: 'postgres' }>): TestDatabase {
  let released = false;
  return {
    ...connections,
    truncate: truncateAll(connections),
    close: async () => {
      if (released) return;
      released = true;
      await connections.close();
      await release(entry);
    },
  };
}

async function openPostgresDatabase(): Promise<TestDatabase> {
  const url = testDatabaseUrl();
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('TEST_DATABASE_URL is not set');
  for (let entry = takeIdle('postgres'); entry?.kind === 'postgres'; entry = takeIdle('postgres')) {
    const connections = openPostgres(adminUrl(url, entry.name), 5);
    if (await reset(connections.db, entry.fingerprint)) return postgresDatabase(connections, entry);
    await connections.close();
    await discard(entry);
  }
  // Named after the run's template: its global teardown drops the ones the workers still hold.
  const name = `${pooledDbPrefix(template)}${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl(url), 1);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  await admin.close();
  const connections = openPostgres(adminUrl(url, name), 5);
  const fingerprint = await fingerprintOf(connections.db);
  return postgresDatabase(connections, { kind: 'postgres', name, fingerprint });
}

/** A database of its own for one test file, already migrated, as the run's template left it. */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  return kind === 'pglite' ? openPgliteDatabase() : openPostgresDatabase();
}
