// What every TypeScript bench shares: its command line, the server configuration it builds the app with, and
// a tiny run's database.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../apps/server/src/config';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client';

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith('--')));

/**
 * `--tiny`: the smallest run that still walks every step, in seconds, so the test gate runs every bench
 * (scripts/run-benches.mjs) and a change that breaks one fails there. Its figures mean nothing: a
 * figure over its target is printed, never a failure. It runs on one database: the PostgreSQL server of
 * DATABASE_URL when set (an error there fails the run), else PGlite.
 */
export const TINY = flags.has('--tiny');

/** Whether this run measures on `kind`: a measuring run on both, a tiny one on one (see `TINY`). */
export function runsOn(kind: 'postgres' | 'pglite'): boolean {
  if (!TINY) return true;
  return (process.env.DATABASE_URL ? 'postgres' : 'pglite') === kind;
}

/** The positional arguments, flags left out. */
export const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));

/**
 * The server's configuration as `loadConfig` builds it from these variables alone (never this shell's),
 * so a bench follows every new setting with its default.
 */
export function benchConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
    ENCRYPTION_KEY: '0'.repeat(64),
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...env,
  });
}

/** A PostgreSQL part that could not run: skipped in a measuring run, a failure in a tiny one. */
export function postgresFailed(error: unknown): void {
  if (TINY) throw error;
  process.stdout.write(`\nPostgreSQL: skipped (${(error as Error).message})\n`);
}

/**
 * The database of a bench that measures PGlite on disk (in `dir`); in a tiny run with DATABASE_URL (see
 * `TINY`), a database of its own on that server instead, dropped by `close`.
 */
export async function openBenchDatabase(dir: string): Promise<Database & { label: string }> {
  const adminUrl = process.env.DATABASE_URL;
  if (!TINY || !adminUrl) return { ...(await openPglite({ dataDir: join(dir, 'pglite') })), label: 'PGlite' };
  const name = `roundtrip_bench_${process.pid}`;
  const admin = openPostgres(adminUrl, 1);
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), 5);
  return {
    ...database,
    label: 'PostgreSQL',
    close: async () => {
      await database.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
    },
  };
}
