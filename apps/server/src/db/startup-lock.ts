import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Runs `work` (migrations, the demo seed, creating the job queue) in one starting process at a time.
 * Several processes started together on one PostgreSQL would otherwise all find the schema or the queue
 * missing and race to create them (one fails on a duplicate type, or pg-boss's create_queue deadlocks);
 * under the lock the first creates them and the others find them done. The lock is
 * held by a transaction that ends with `work`, so a process that dies releases it. PGlite has one
 * process by construction (and one connection, which the transaction would keep from `work`).
 */
export async function aloneAtStartup<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('roundtrip:startup'))`);
    return work();
  });
}
