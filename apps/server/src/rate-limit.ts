import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './db/client';
import { AppError } from './errors';

/** Attempts counted in a sliding window, kept in the database so every server process sees them. */
type AttemptWindow = { count: number; oldest: Date | null };

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

type LimitCheck = { window: AttemptWindow; limit: number };

/**
 * Seconds until every window is under its limit again (a window frees up when its oldest attempt
 * leaves it), or null when none is at its limit.
 */
export function retryAfterSeconds(checks: LimitCheck[], windowMs: number, now: Date): number | null {
  const blocked = checks
    .filter((c) => c.window.count >= c.limit && c.window.oldest !== null)
    .map((c) => (c.window.oldest as Date).getTime() + windowMs);
  if (blocked.length === 0) return null;
  return Math.max(1, Math.ceil((Math.max(...blocked) - now.getTime()) / 1000));
}

/** 429 with Retry-After while any window is at its limit. `message` receives the wait in whole minutes. */
export function assertUnderLimits(
  checks: LimitCheck[],
  windowMs: number,
  now: Date,
  message: (wait: string) => string,
): void {
  const retryAfter = retryAfterSeconds(checks, windowMs, now);
  if (retryAfter === null) return;
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

/** Advisory-lock namespaces, always taken in ascending order so two attempts never wait on each other. */
export const LOCK = {
  loginAccount: 1,
  loginIp: 2,
  portalIp: 3,
  portalOrder: 4,
  /** Idempotency keys (`idempotency.ts`): the portal's submissions, the merchant's actions. */
  portalKey: 6,
  actionKey: 7,
  /** An order's pending uploads and an IP's upload bytes (`features/uploads/upload-caps.ts`). */
  uploadOrder: 8,
  uploadIp: 9,
} as const;

/**
 * Holds each key's lock until the transaction ends, so every process counting and recording attempts
 * on the same key takes its turn: a burst cannot all pass the count before any of it is recorded
 * (docs/limits.md). On PGlite, one connection, the lock is granted at once.
 */
export async function lockKeys(tx: Tx, keys: [namespace: number, key: string][]): Promise<void> {
  const ordered = [...keys].sort((a, b) => a[0] - b[0]);
  for (const [namespace, key] of ordered) {
    await tx.execute(sql`select pg_advisory_xact_lock(${namespace}::int, hashtext(${key}))`);
  }
}
