import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures } from '../../db/schema';
import { assertUnderLimits, countWindow, LOCK, lockKeys } from '../../rate-limit';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_IP = 10;

export const accountKey = (store: string, email: string) => `${store}|${email.trim().toLowerCase()}`;

/**
 * Refuses the attempt while the account or the IP has too many recent failures (429 + Retry-After);
 * otherwise records it as a failure before the password is checked. Count and record happen under
 * the account's and the IP's locks in one transaction, so a burst of parallel guesses gets exactly
 * the limit through (docs/limits.md). A success then clears the account's failures, this one included.
 */
export async function admitLoginAttempt(db: Db, account: string, ip: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await lockKeys(tx, [
      [LOCK.loginAccount, account],
      [LOCK.loginIp, ip],
    ]);
    const since = gte(loginFailures.createdAt, new Date(now.getTime() - LOGIN_WINDOW_MS));
    const byAccount = await countWindow(
      tx,
      loginFailures,
      loginFailures.createdAt,
      and(eq(loginFailures.account, account), since),
    );
    const byIp = await countWindow(
      tx,
      loginFailures,
      loginFailures.createdAt,
      and(eq(loginFailures.ip, ip), since),
    );
    assertUnderLimits(
      [
        { window: byAccount, limit: MAX_FAILURES_PER_ACCOUNT },
        { window: byIp, limit: MAX_FAILURES_PER_IP },
      ],
      LOGIN_WINDOW_MS,
      now,
      (wait) => `Too many failed login attempts. Please try again in ${wait}.`,
    );
    await tx.insert(loginFailures).values({ account, ip, createdAt: now });
  });
}

/** A successful login forgives the account's failures; the IP's count stays until the window passes. */
export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.account, account));
}
