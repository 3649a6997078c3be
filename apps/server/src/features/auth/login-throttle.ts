import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { AppError } from '../../errors';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 10;

export const accountKey = (store: string, email: string) => `${store}|${email.trim().toLowerCase()}`;

type Window = { count: number; oldest: Date | null };

async function failuresSince(db: Db, column: 'account' | 'ip', value: string, since: Date): Promise<Window> {
  const col = column === 'account' ? loginFailures.account : loginFailures.ip;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<Date | null>`min(${loginFailures.createdAt})` })
    .from(loginFailures)
    .where(and(eq(col, value), gte(loginFailures.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Refuses the attempt while the account or the IP has too many recent failures (429 + Retry-After). */
export async function assertLoginAllowed(db: Db, account: string, ip: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [byAccount, byIp] = await Promise.all([
    failuresSince(db, 'account', account, since),
    failuresSince(db, 'ip', ip, since),
  ]);
  const blocked = [
    byAccount.count >= MAX_FAILURES_PER_ACCOUNT ? byAccount.oldest : null,
    byIp.count >= MAX_FAILURES_PER_IP ? byIp.oldest : null,
  ].filter((d): d is Date => d !== null);
  if (blocked.length === 0) return;
  const freeAt = Math.max(...blocked.map((d) => d.getTime() + LOGIN_WINDOW_MS));
  const retryAfter = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  throw new AppError(
    'TOO_MANY_ATTEMPTS',
    `Too many failed login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(retryAfter) },
  );
}

export async function recordLoginFailure(db: Db, account: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ account, ip, createdAt: now });
}

/** A successful login forgives the account's failures; the IP's count stays until the window passes. */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
