import { type ShopperMessage, shopperMessageOf } from '@roundtrip/core';
import { canTakeRequest, monthlyRequestLimit, usageMonthStart } from '@roundtrip/core/plans';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { requests, type StoreRow, stores } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError, shopperError } from '../../../errors';
import { gatingPlan } from '../../../store/billing';

const storePlan = (tx: Tx, storeId: string) =>
  tx
    .select({ planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId));

/** The store's requests since the month began (UTC), the count the billing page shows. */
async function requestsThisMonth(db: Db | Tx, storeId: string, now: Date): Promise<number> {
  const [used] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.storeId, storeId), gte(requests.createdAt, usageMonthStart(now))));
  return used?.n ?? 0;
}

/**
 * Why the portal takes no new request from this store now (its plan's monthly limit is reached), or
 * null: what the order lookup tells the shopper. It takes no lock; the submission's check is the guard.
 */
export async function newRequestsRefused(deps: Deps, store: StoreRow): Promise<ShopperMessage | null> {
  const plan = gatingPlan(deps.config, store);
  if (monthlyRequestLimit(plan) === null) return null;
  const used = await requestsThisMonth(deps.db, store.id, deps.clock());
  return canTakeRequest(plan, used) ? null : shopperMessageOf('STORE_REQUEST_LIMIT');
}

/**
 * Refuses a request past the plan's monthly limit (docs/plans.md), inside the submission's transaction.
 * A limited store's row is locked first, so two submissions at 4 of 5 count one after the other and
 * only one passes; stores without a limit (billing off, paid plans) never wait on that lock.
 */
export async function holdRequestAllowance(
  tx: Tx,
  deps: Deps,
  storeId: string,
  source: 'portal' | 'merchant',
): Promise<void> {
  const [seen] = await storePlan(tx, storeId);
  if (!seen || monthlyRequestLimit(gatingPlan(deps.config, seen)) === null) return;
  // The plan is read again under the lock: a webhook may have changed it meanwhile.
  const [store] = await storePlan(tx, storeId).for('no key update');
  if (!store) return;
  const plan = gatingPlan(deps.config, store);
  if (canTakeRequest(plan, await requestsThisMonth(tx, storeId, deps.clock()))) return;
  if (source === 'merchant')
    throw new AppError(
      'PLAN_REQUIRED',
      `The free plan takes ${monthlyRequestLimit(plan)} requests a month; upgrade to Grow to add more`,
    );
  // The shopper is not told about our plans: the store's state refuses the request, as other 409s do.
  throw shopperError('CONFLICT', shopperMessageOf('STORE_REQUEST_LIMIT'));
}
