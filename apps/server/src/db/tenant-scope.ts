import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './client';
import { STORE_SETTING, TENANT_ROLE } from './schema/tenant-policy';

/**
 * The store wall of one HTTP request (docs/security.md, "Row-level security"). Once the request knows
 * its store (a merchant token, a portal session), its queries run in one transaction as the tenant
 * role with the store set, so PostgreSQL itself hides every other store's rows.
 */
type Scope = {
  owner: Db;
  storeId: string | null;
  tx: Tx | null;
  /** Ends the transaction: commits with no argument (rejecting when the commit fails), else rolls back. */
  end: ((error?: unknown) => Promise<void>) | null;
  ended: boolean;
  /** Set by the first close: resolves to undefined, or the commit's error. */
  closed: Promise<unknown> | null;
  /** Run once the transaction committed (see `afterCommit`). */
  committed: (() => void)[];
  /** Facts about the wall's store read once in this request (see `storeFactOnce`). */
  facts: Map<string, Promise<unknown>>;
  /** The wall sends named prepared statements (`preparedStatements` in a route's config). */
  prepared: boolean;
};

/** A store's wall opened on one connection: its transaction, and how it ends (see `Scope.end`). */
type Wall = { tx: Tx; end: (error?: unknown) => Promise<void> };
/**
 * Opens a transaction as the tenant role with `storeId` set; each driver may bring a faster one. With
 * `prepared`, a driver that can sends the wall's statements as named prepared statements.
 */
export type WallOpener = (storeId: string, options?: { prepared?: boolean }) => Promise<Wall>;

const scopes = new AsyncLocalStorage<Scope>();
const owners = new WeakMap<Db, Db>();
const openers = new WeakMap<Db, WallOpener>();

/**
 * The database every caller gets from `db/client.ts`: inside a request whose store is entered it is
 * that request's transaction (nested `.transaction()` calls become savepoints); anywhere else it is the
 * connecting (owner) role, for the system paths that serve no single store or come before one is known.
 */
export function tenantScoped(owner: Db, openWall: WallOpener = drizzleWall(owner)): Db {
  const scoped = new Proxy(owner, {
    get(target, property) {
      const scope = scopes.getStore();
      if (scope?.ended && scope.storeId) {
        // Work that outlives its request would silently leave the wall: refuse instead.
        throw new Error('A query ran after its request transaction ended');
      }
      const current: Db = scope?.tx ?? target;
      const value: unknown = Reflect.get(current, property, current);
      return typeof value === 'function' ? value.bind(current) : value;
    },
  });
  owners.set(scoped, owner);
  openers.set(owner, openWall);
  return scoped;
}

/** The wall through drizzle's own transaction: a `begin`, then the settings in a second statement. */
function drizzleWall(owner: Db): WallOpener {
  return (storeId) =>
    new Promise<Wall>((ready, fail) => {
      let finish: (error?: unknown) => void = () => {};
      const finished = new Promise<void>((resolve, reject) => {
        finish = (error) => (error === undefined ? resolve() : reject(error));
      });
      const done = owner.transaction(async (tx) => {
        // `set_config('role', …, true)` is SET LOCAL ROLE: both end with the transaction.
        await tx.execute(
          sql`select set_config(${STORE_SETTING}, ${storeId}, true), set_config('role', ${TENANT_ROLE}, true)`,
        );
        ready({
          tx,
          end: (error) => {
            finish(error);
            // A rollback rejects with the handler's own error, which the caller rethrows.
            return done.catch((e: unknown) => {
              if (error === undefined) throw e;
            });
          },
        });
        await finished;
      });
      done.catch(fail);
    });
}

/** Whether the current code runs inside a request's store wall (its transaction is open). */
export function inStoreWall(): boolean {
  return Boolean(scopes.getStore()?.tx);
}

/** The owner connection under a scoped database: for system work that must never run in a request's wall. */
export function ownerOf(db: Db): Db {
  return owners.get(db) ?? db;
}

/**
 * Runs one request's handler in a scope that stays open until the handler ends; the store is entered
 * later by `enterStore`. A handler error rolls the transaction back; a commit error fails the request.
 */
export async function inRequestScope<T>(
  db: Db,
  handler: () => Promise<T>,
  options: { prepared?: boolean } = {},
): Promise<T> {
  const scope: Scope = {
    owner: ownerOf(db),
    storeId: null,
    tx: null,
    end: null,
    ended: false,
    closed: null,
    committed: [],
    facts: new Map(),
    prepared: options.prepared ?? false,
  };
  let result: T;
  try {
    result = await scopes.run(scope, handler);
  } catch (error) {
    await close(scope, error);
    throw error;
  }
  const commitError = await close(scope);
  if (commitError) throw commitError;
  return result;
}

/** Commits (or, with the handler's error, rolls back) once; a later call answers undefined. */
function close(scope: Scope, error?: unknown): Promise<unknown> {
  if (scope.closed) return scope.closed.then(() => undefined);
  scope.closed = (async () => {
    let commitError: unknown;
    if (scope.end)
      commitError = await scope.end(error).then(
        () => undefined,
        (e: unknown) => e,
      );
    scope.tx = null;
    scope.ended = true;
    if (error === undefined && commitError === undefined) for (const run of scope.committed) run();
    return commitError;
  })();
  return scope.closed;
}

/** The store's platform (`stores.platform`), as `storeFactOnce` keeps it. */
export const PLATFORM_FACT = 'platform';

/**
 * Puts the current request behind the wall of a store: opens its transaction as the tenant role. Given
 * the store's row (a caller that read it with the session), its platform is kept as the request's fact,
 * so the platform router does not read it again. Outside a request scope (jobs, tests calling verbs) it
 * does nothing: those are system paths.
 */
export async function enterStore(store: string | { id: string; platform: string }): Promise<void> {
  const scope = scopes.getStore();
  if (!scope) return;
  const storeId = typeof store === 'string' ? store : store.id;
  if (scope.storeId === storeId) return;
  if (scope.storeId) throw new Error('A request cannot serve two stores');
  scope.storeId = storeId;
  if (typeof store !== 'string') scope.facts.set(PLATFORM_FACT, Promise.resolve(store.platform));
  const open = openers.get(scope.owner) ?? drizzleWall(scope.owner);
  const wall = await open(storeId, { prepared: scope.prepared });
  scope.tx = wall.tx;
  scope.end = wall.end;
}

/**
 * Commits the current request's transaction when its handler sends the answer itself (an `onSend`
 * hook): the client must not see the answer before the writes are visible to its next request, and a
 * failed commit must not answer 2xx. Waiting for the handler instead would never end: an async handler
 * that returns `reply` only settles once the answer is out.
 */
export async function commitBeforeAnswer(): Promise<void> {
  const scope = scopes.getStore();
  if (!scope?.storeId) return;
  const commitError = await close(scope);
  if (commitError) throw commitError;
}

/**
 * Runs `work` once the current request's writes are committed, or at once outside a store's wall (where
 * a verb's own transaction has already committed): the fault tests' "committed, not yet answered" points.
 */
export function afterCommit(work: () => void): void {
  const scope = scopes.getStore();
  if (scope?.storeId && !scope.ended) scope.committed.push(work);
  else work();
}

/**
 * A fact about the store whose wall the current request is behind (its platform), read once for the
 * whole request: a submission asks the platform several times. Anywhere else it is read every time.
 */
export function storeFactOnce<T>(storeId: string, key: string, read: () => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  if (!scope || scope.storeId !== storeId || scope.ended) return read();
  const kept = scope.facts.get(key);
  if (kept) return kept as Promise<T>;
  const reading = read();
  scope.facts.set(key, reading);
  // A failed read is not kept: the next caller asks again.
  reading.catch(() => scope.facts.delete(key));
  return reading;
}

/** The fact `storeFactOnce` keeps for the current request's store, when one is kept; nothing is read. */
export function keptStoreFact<T>(storeId: string, key: string): Promise<T> | undefined {
  const scope = scopes.getStore();
  if (!scope || scope.storeId !== storeId || scope.ended) return undefined;
  return scope.facts.get(key) as Promise<T> | undefined;
}

/**
 * Runs `work` in one transaction: the current request's own inside a store's wall, with no savepoint (two
 * statements fewer; an error thrown out of `work` fails the request, which rolls the wall back), else a
 * transaction of its own. Only for work whose caller never catches its error and goes on writing.
 */
export function inOneTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const scope = scopes.getStore();
  return scope?.tx && !scope.ended ? work(scope.tx) : db.transaction(work);
}

/**
 * Runs `work` as the owner inside the current request's transaction: for the few checks that must see
 * every store by design (is a portal address taken by another store?). Named, so each one is easy to
 * find and review; outside a store's wall it simply runs.
 */
export async function asOwner<T>(work: () => Promise<T>): Promise<T> {
  const tx = scopes.getStore()?.tx;
  if (!tx) return work();
  await tx.execute(sql`select set_config('role', 'none', true)`);
  try {
    return await work();
  } finally {
    await tx.execute(sql`select set_config('role', ${TENANT_ROLE}, true)`);
  }
}

/** The wall around one piece of work outside a request scope (a route that opted out of it). */
export function asStore<T>(db: Db, storeId: string, work: () => Promise<T>): Promise<T> {
  return inRequestScope(db, async () => {
    await enterStore(storeId);
    return work();
  });
}
