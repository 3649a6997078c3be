import { shopperMessageOf } from '@roundtrip/core';
import { canTakeRequest, monthlyRequestLimit, usageMonthStart } from '@roundtrip/core/plans';
import { and, eq, gte, sql } from 'drizzle-orm';
import { gatingPlan } from '../../billing';
import type { Tx } from '../../db/client';
import { requests, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, shopperError } from '../../errors';

const storePlan = (tx: Tx, storeId: string) =>
  tx
    .select({ planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId));

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
  const [used] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(requests)
    .where(and(eq(requests.storeId, storeId), gte(requests.createdAt, usageMonthStart(deps.clock()))));
  if (canTakeRequest(plan, used?.n ?? 0)) return;
  if (source === 'merchant')
    throw new AppError(
      'PLAN_REQUIRED',
      `The free plan takes ${monthlyRequestLimit(plan)} requests a month; upgrade to Grow to add more`,
    );
  // The shopper is not told about our plans: the store's state refuses the request, as other 409s do.
  throw shopperError('CONFLICT', shopperMessageOf('STORE_REQUEST_LIMIT'));
}
