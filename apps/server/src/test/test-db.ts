import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { testDatabaseUrl } from '../config';
import { type Database, type DbKind, openPglite, openPostgres, queryRows } from '../db/client';
import { adminUrl } from './test-db-names';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL is set: for the tests of races, limits,
 * idempotency, the tenant wall and the process's life, which PGlite (one query at a time) would hide.
 */
export const dbKinds: DbKind[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

/** Every other API test: on the embedded database `npm start` runs (docs/faults.md, "Where tests run"). */
export const embeddedDb: DbKind[] = ['pglite'];

export type TestDatabase = Database & { truncate(): Promise<void> };

/**
 * Empties every table and restarts its sequences, in one statement (a DO block): DELETE with
 * foreign-key triggers off (replica role) takes ~10 ms on nearly empty tables where TRUNCATE takes
 * ~300 ms on PostgreSQL, and one round trip instead of one per table matters on PGlite. The tables
 * are read once per database: a test file never adds one.
 */
function truncateAll(database: Database): () => Promise<void> {
  let statement: string | undefined;
  return async () => {
    if (!statement) {
      const tables = await queryRows<{ name: string }>(
        database.db,
        sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
      );
      const sequences = await queryRows<{ name: string }>(
        database.db,
        sql`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
      );
      statement = [
        'DO $$ BEGIN SET LOCAL session_replication_role = replica;',
        ...tables.map((t) => `DELETE FROM ${t.name};`),
        ...sequences.map((q) => `ALTER SEQUENCE ${q.name} RESTART;`),
        'END $$',
      ].join(' ');
    }
    await database.db.execute(sql.raw(statement));
  };
}

/** A database of its own for one test file, already migrated, copied from the run's template. */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openPglite({ loadDataDir: dump });
    return { ...database, truncate: truncateAll(database) };
  }
  const url = testDatabaseUrl();
  const template = inject('postgresTemplate');
  if (!url || !template) throw new Error('TEST_DATABASE_URL is not set');
  const name = `roundtrip_t_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(adminUrl(url), 1);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  await admin.close();
  const database = openPostgres(adminUrl(url, name), 5);
  return {
    ...database,
    truncate: truncateAll(database),
    close: async () => {
      await database.close();
      const drop = openPostgres(adminUrl(url), 1);
      await drop.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await drop.close();
    },
  };
}
