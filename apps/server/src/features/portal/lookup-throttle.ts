import { shopperMessageOf } from '@roundtrip/core';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalLookups } from '../../db/schema';
import { shopperError } from '../../errors';
import { countWindow, LOCK, lockKeys, retryAfterSeconds } from '../../rate-limit';

const LOOKUP_WINDOW_MS = 15 * 60 * 1000;
/** Default for lookups (right or wrong) from one IP in the window; `PORTAL_LOOKUPS_PER_IP` changes it. */
export const MAX_LOOKUPS_PER_IP = 20;
/** Wrong email/phone guesses for one order in the window, from anywhere. */
export const MAX_FAILURES_PER_ORDER = 5;

export const orderKey = (storeId: string, orderNumber: string) =>
  `${storeId}|${orderNumber.trim().replace(/^#/, '').toLowerCase()}`;

/**
 * 429 with Retry-After while the IP or the order has used up its lookups (docs/portal.md); otherwise
 * records this lookup, as a wrong guess until `recordLookupFound`, and returns its id. Count and record
 * happen under the IP's and the order's locks in one transaction, so a burst of parallel lookups gets
 * exactly the limits through (docs/limits.md).
 */
export async function admitLookup(
  db: Db,
  limits: { lookupsPerIp: number },
  ip: string,
  order: string,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [
      [LOCK.portalIp, ip],
      [LOCK.portalOrder, order],
    ]);
    const since = gte(portalLookups.createdAt, new Date(now.getTime() - LOOKUP_WINDOW_MS));
    const byIp = await countWindow(
      tx,
      portalLookups,
      portalLookups.createdAt,
      and(eq(portalLookups.ip, ip), since),
    );
    const byOrder = await countWindow(
      tx,
      portalLookups,
      portalLookups.createdAt,
      and(eq(portalLookups.orderKey, order), eq(portalLookups.succeeded, false), since),
    );
    const retryAfter = retryAfterSeconds(
      [
        { window: byIp, limit: limits.lookupsPerIp },
        { window: byOrder, limit: MAX_FAILURES_PER_ORDER },
      ],
      LOOKUP_WINDOW_MS,
      now,
    );
    if (retryAfter !== null) {
      const reason = shopperMessageOf('TOO_MANY_LOOKUPS', { count: Math.ceil(retryAfter / 60) });
      throw shopperError('TOO_MANY_ATTEMPTS', reason, undefined, { 'retry-after': String(retryAfter) });
    }
    const [row] = await tx
      .insert(portalLookups)
      .values({ ip, orderKey: order, succeeded: false, createdAt: now })
      .returning({ id: portalLookups.id });
    if (!row) throw new Error('lookup not recorded');
    return row.id;
  });
}

/** The order was found: the lookup still counts for the IP, no longer as a wrong guess at the order. */
export async function recordLookupFound(db: Db, id: number): Promise<void> {
  await db.update(portalLookups).set({ succeeded: true }).where(eq(portalLookups.id, id));
}

/** The platform failed before answering: nothing was looked up, so the lookup is not counted. */
export async function forgetLookup(db: Db, id: number): Promise<void> {
  await db.delete(portalLookups).where(eq(portalLookups.id, id));
}
