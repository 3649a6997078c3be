import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger, QueryTypingsValue, SQL } from 'drizzle-orm';
import { NodePgDatabase, NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { PgliteDatabase, PgliteSession } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteForDrizzle } from './pglite-text-types';
import { STORE_SETTING, TENANT_ROLE } from './schema/tenant-policy';
import { ensureTenantRole } from './tenant-role';
import { tenantScoped, type WallOpener } from './tenant-scope';

/**
 * One type for both drivers: verbs never know which database they run on. Without drizzle's relational
 * queries (`db.query.<table>`): nothing reads through them, and every transaction built one per table.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbKind = 'pglite' | 'postgres';

export type Database = {
  db: Db;
  kind: DbKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * drizzle's PostgreSQL dialect, minus parameter typings: building a statement, drizzle asks the dialect
 * for each parameter's type by testing it against nine column classes, for the AWS Data API, the one
 * driver that sends them. node-postgres and PGlite send parameters untyped, and those class tests were a
 * third of a merchant list's statement building (docs/scale.md, "What every merchant call pays").
 */
class UntypedParamsDialect extends PgDialect {
  override prepareTyping(): QueryTypingsValue {
    return 'none';
  }
}

/** drizzle on a node-postgres pool, as `drizzle()` builds it, with the dialect above. */
function drizzleOnPool(pool: pg.Pool): Db {
  const dialect = new UntypedParamsDialect();
  const db = new NodePgDatabase(dialect, new NodePgSession(pool, dialect, undefined), undefined);
  return Object.assign(db, { $client: pool });
}

/** drizzle on PGlite, as `drizzle()` builds it, with the dialect above (the tests' databases too). */
export function drizzleOnPglite(client: PGlite, logger?: Logger): Db {
  const dialect = new UntypedParamsDialect();
  const session = new PgliteSession(client, dialect, undefined, { ...(logger && { logger }) });
  return Object.assign(new PgliteDatabase(dialect, session, undefined), { $client: client }) as unknown as Db;
}

/** Migrations sit beside this file in the source tree and beside main.js in the build. */
export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection that the server drops (restart, DROP DATABASE ... FORCE) is discarded by the
  // pool and replaced on the next query; without a listener it would crash the process.
  pool.on('error', () => {});
  // A connection in use when the server goes away emits 'error' on its checked-out client as well: the
  // query on it fails and is answered, but an unlistened 'error' event would end the process (docs/faults.md).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzleOnPool(pool);
  return {
    db: tenantScoped(db, postgresWall(pool)),
    kind: 'postgres',
    migrate: async () => {
      await ensureTenantRole(db);
      await migratePg(db as NodePgDatabase, { migrationsFolder });
    },
    close: () => pool.end(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The store wall on PostgreSQL in one round trip: `begin` and the settings go as one simple query, where
 * drizzle's transaction sends `begin`, then the settings (docs/scale.md, "What every merchant call
 * pays"). A simple query takes no parameters, so the store id is written
 * into it, and only once it is checked to be a uuid (it comes from the store's row).
 */
function postgresWall(pool: pg.Pool): WallOpener {
  const dialect = new UntypedParamsDialect();
  return async (storeId, options) => {
    if (!UUID.test(storeId)) throw new Error('A store id is a uuid');
    const client = await pool.connect();
    try {
      // `set_config('role', …, true)` is SET LOCAL ROLE: all five end with the transaction. No JIT: a
      // list's capped count over a common search is costed past `jit_above_cost` and compiled on every
      // call (80 ms of 390 at 1,000,000 requests), for a statement that runs in well under a second. No
      // parallel workers: a merchant call runs in its own process, as with many merchants at once there
      // is no idle core for a worker, which only multiplies the call's CPU (docs/scale.md, "What
      // every merchant call pays"). No synchronized sequential scans: a store's scan that stops at a limit
      // must start at the table's first page, not where another call's scan is (past the store's rows, it
      // reads on to the table's end and around).
      await client.query(
        `begin; select set_config('${STORE_SETTING}', '${storeId}', true), set_config('role', '${TENANT_ROLE}', true), set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('synchronize_seqscans', 'off', true)`,
      );
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    const session = new NodePgSession(
      oneQueryAtATime(client, options?.prepared ?? false),
      dialect,
      undefined,
    );
    return {
      tx: new NodePgTransaction(dialect, session, undefined) as unknown as Tx,
      end: async (error) => {
        try {
          await client.query(error === undefined ? 'commit' : 'rollback');
        } catch (failed) {
          // A connection whose commit or rollback failed is not given back to the pool.
          client.release(failed as Error);
          if (error === undefined) throw failed;
          return;
        }
        client.release();
      },
    };
  };
}

/**
 * A statement with parameters as a named prepared statement, named after its text: the connection parses
 * it once, and after five runs PostgreSQL keeps one generic plan when it costs no more than planning each
 * run (`plan_cache_mode` auto), where an unnamed statement is parsed and planned on every run. Planning
 * is most of what PostgreSQL spends on a key lookup (docs/scale.md, "What every merchant call pays").
 * Both of pg's forms: drizzle's config object and pg-boss's text with values.
 */
function asPrepared(args: unknown[]): unknown[] {
  const [query, values, ...rest] = args;
  if (!Array.isArray(values) || values.length === 0) return args;
  const config = typeof query === 'string' ? { text: query } : (query as { text?: unknown; name?: unknown });
  if (typeof config.text !== 'string' || config.name) return args;
  const name = `rt_${createHash('sha1').update(config.text).digest('base64url')}`;
  return [{ ...config, name }, values, ...rest];
}

/**
 * The wall's connection as drizzle sees it, sending one query at a time in the order asked. A verb may
 * read in parallel (`Promise.all`) on the request's one transaction: pg would queue the second query
 * itself, but warns that the queue goes in pg 9 (a DeprecationWarning in the server's output). With
 * `prepared`, its statements go as `asPrepared` makes them.
 */
function oneQueryAtATime(client: pg.PoolClient, prepared: boolean): pg.PoolClient {
  let previous: Promise<unknown> = Promise.resolve();
  const send = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
  const query = (...args: unknown[]) => {
    const sent = previous.then(() => send(...(prepared ? asPrepared(args) : args)));
    previous = sent.catch(() => undefined);
    return sent;
  };
  return new Proxy(client, {
    get: (target, property) => (property === 'query' ? query : Reflect.get(target, property, target)),
  });
}

/**
 * `dataDir` undefined means in memory; `loadDataDir` starts from a dumped, already migrated template;
 * `logger` sees every statement (tests that check which queries a path runs).
 */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob; logger?: Logger } = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // pg_trgm: the list's substring search runs on trigram indexes (migration 0018).
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzleOnPglite(pgliteForDrizzle(client), options.logger);
  return {
    db: tenantScoped(pgliteDb),
    kind: 'pglite',
    migrate: async () => {
      await ensureTenantRole(pgliteDb);
      await migratePglite(pgliteDb as unknown as PgliteDatabase, { migrationsFolder });
    },
    close: () => client.close(),
  };
}

export async function openDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite({ dataDir: join(config.dataDir, 'pglite') });
}

/** Raw SQL rows; both drivers answer `{ rows }`, which the shared Db type cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
