import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { assertUnderLimits, countWindow } from '../../rate-limit';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 10;

export const accountKey = (store: string, email: string) => `${store}|${email.trim().toLowerCase()}`;

/** Refuses the attempt while the account or the IP has too many recent failures (429 + Retry-After). */
export async function assertLoginAllowed(db: Db, account: string, ip: string, now: Date): Promise<void> {
  const since = gte(loginFailures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS));
  const [byAccount, byIp] = await Promise.all([
    countWindow(db, loginFailures, loginFailures.createdAt, and(eq(loginFailures.account, account), since)),
    countWindow(db, loginFailures, loginFailures.createdAt, and(eq(loginFailures.ip, ip), since)),
  ]);
  assertUnderLimits(
    [
      { window: byAccount, limit: MAX_FAILURES_PER_ACCOUNT },
      { window: byIp, limit: MAX_FAILURES_PER_IP },
    ],
    LOGIN_WINDOW_MS,
    now,
    (wait) => `Too many failed login attempts. Please try again in ${wait}.`,
  );
}

export async function recordLoginFailure(db: Db, account: string, ip: string, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ account, ip, createdAt: now });
}

/** A successful login forgives the account's failures; the IP's count stays until the window passes. */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
