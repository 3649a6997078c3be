import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portalLookups } from '../../db/schema';
import { assertUnderLimits, countWindow } from '../../rate-limit';

export const LOOKUP_WINDOW_MS = 15 * 60 * 1000;
/** Default for lookups (right or wrong) from one IP in the window; `PORTAL_LOOKUPS_PER_IP` changes it. */
export const MAX_LOOKUPS_PER_IP = 20;
/** Wrong email/phone guesses for one order in the window, from anywhere. */
export const MAX_FAILURES_PER_ORDER = 5;

export const orderKey = (storeId: string, orderNumber: string) =>
  `${storeId}|${orderNumber.trim().replace(/^#/, '').toLowerCase()}`;

/** 429 with Retry-After while the IP or the order has used up its lookups (docs/portal.md). */
export async function assertLookupAllowed(
  db: Db,
  limits: { lookupsPerIp: number },
  ip: string,
  order: string,
  now: Date,
): Promise<void> {
  const since = gte(portalLookups.createdAt, new Date(now.getTime() - LOOKUP_WINDOW_MS));
  const [byIp, byOrder] = await Promise.all([
    countWindow(db, portalLookups, portalLookups.createdAt, and(eq(portalLookups.ip, ip), since)),
    countWindow(
      db,
      portalLookups,
      portalLookups.createdAt,
      and(eq(portalLookups.orderKey, order), eq(portalLookups.succeeded, false), since),
    ),
  ]);
  assertUnderLimits(
    [
      { window: byIp, limit: limits.lookupsPerIp },
      { window: byOrder, limit: MAX_FAILURES_PER_ORDER },
    ],
    LOOKUP_WINDOW_MS,
    now,
    (wait) => `Too many attempts to find this order. Please try again in ${wait}.`,
  );
}

export async function recordLookup(
  db: Db,
  ip: string,
  order: string,
  succeeded: boolean,
  now: Date,
): Promise<void> {
  await db.insert(portalLookups).values({ ip, orderKey: order, succeeded, createdAt: now });
}
