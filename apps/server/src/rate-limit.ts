import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db/client';
import { AppError } from './errors';

/** Attempts counted in a sliding window, kept in the database so every server process sees them. */
export type AttemptWindow = { count: number; oldest: Date | null };

export async function countWindow(db: Db, table: PgTable, createdAt: PgColumn, where: SQL | undefined) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${createdAt})` })
    .from(table)
    .where(where);
  return {
    count: row?.count ?? 0,
    oldest: row?.oldest ? new Date(row.oldest) : null,
  } satisfies AttemptWindow;
}

/**
 * 429 with Retry-After while any window is at its limit; it frees up when that window's oldest
 * attempt leaves it. `message` receives the wait in whole minutes.
 */
export function assertUnderLimits(
  checks: { window: AttemptWindow; limit: number }[],
  windowMs: number,
  now: Date,
  message: (wait: string) => string,
): void {
  const blocked = checks
    .filter((c) => c.window.count >= c.limit && c.window.oldest !== null)
    .map((c) => (c.window.oldest as Date).getTime() + windowMs);
  if (blocked.length === 0) return;
  const retryAfter = Math.max(1, Math.ceil((Math.max(...blocked) - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    'TOO_MANY_ATTEMPTS',
    message(`${minutes} minute${minutes === 1 ? '' : 's'}`),
    undefined,
    {
      'retry-after': String(retryAfter),
    },
  );
}
