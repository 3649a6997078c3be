import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, migrationsFolder, queryRows } from './db/client';

/** What this process knows about itself: main.ts sets it, the readiness route reads it. */
export type Lifecycle = { jobsStarted: boolean; shuttingDown: boolean };

/** Each is true when good: the load balancer sends traffic only when all are. */
export type ReadinessChecks = { accepting: boolean; database: boolean; migrations: boolean; jobs: boolean };

/** A database that does not answer within this long counts as down: a probe must not hang. */
const CHECK_TIMEOUT_MS = 2000;

const journalSchema = z.object({ entries: z.array(z.object({ when: z.number() })) });

/** drizzle-kit's journal: the newest migration this build ships, recorded by its timestamp once applied. */
function newestShippedMigration(): number {
  const journal = journalSchema.parse(
    JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')),
  );
  return Math.max(0, ...journal.entries.map((e) => e.when));
}

function withinTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function readinessCheck(db: Db, lifecycle: Lifecycle): () => Promise<ReadinessChecks> {
  const shipped = newestShippedMigration();
  return async () => {
    const database = await withinTimeout(db.execute(sql`select 1`)).then(
      () => true,
      () => false,
    );
    // Applied in order, so the newest applied covers every older one (drizzle's own rule).
    const migrations =
      database &&
      (await withinTimeout(
        queryRows<{ newest: number }>(
          db,
          sql`select coalesce(max(created_at), 0)::float8 as newest from drizzle.__drizzle_migrations`,
        ),
      ).then(
        (rows) => Number(rows[0]?.newest ?? 0) >= shipped,
        () => false,
      ));
    return { accepting: !lifecycle.shuttingDown, database, migrations, jobs: lifecycle.jobsStarted };
  };
}
