import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { testDatabaseUrl } from '../config';
import { type Database, type DbKind, openPglite, openPostgres, queryRows } from '../db/client';
import { adminUrl } from './test-db-names';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const dbKinds: DbKind[] = testDatabaseUrl() ? ['pglite', 'postgres'] : ['pglite'];

export type TestDatabase = Database & { truncate(): Promise<void> };

/**
 * Empties every table and restarts its sequences. DELETE with foreign-key triggers off (replica role)
 * takes ~10 ms on 40 nearly empty tables where TRUNCATE takes ~300 ms on PostgreSQL.
 */
async function truncateAll(database: Database): Promise<void> {
  const tables = await queryRows<{ tablename: string }>(
    database.db,
    sql`select tablename from pg_tables where schemaname = 'public'`,
  );
  const sequences = await queryRows<{ name: string }>(
    database.db,
    sql`select quote_ident(sequencename) as name from pg_sequences where schemaname = 'public'`,
  );
  await database.db.transaction(async (tx) => {
    await tx.execute(sql.raw('SET LOCAL session_replication_role = replica'));
    for (const { tablename } of tables) await tx.execute(sql.raw(`DELETE FROM "${tablename}"`));
    for (const { name } of sequences) await tx.execute(sql.raw(`ALTER SEQUENCE ${name} RESTART`));
  });
}

/** A database of its own for one test file, already migrated, copied from the run's template. */
export async function openTestDatabase(kind: DbKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const dump = new Blob([readFileSync(inject('pgliteTemplate'))]);
    const database = await openPglite({ loadDataDir: dump });
    return { ...database, truncate: () => truncateAll(database) };
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
    truncate: () => truncateAll(database),
    close: async () => {
      await database.close();
      const drop = openPostgres(adminUrl(url), 1);
      await drop.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await drop.close();
    },
  };
}
