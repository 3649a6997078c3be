import { chargeStatusOf, FREE_PLAN_NAME } from '@roundtrip/core/plans';
import { and, eq } from 'drizzle-orm';
import { planCharges, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { activateCharge } from './confirm-charge';

export type SubscriptionChange = { changed: boolean; outcome: string };

/**
 * Shopify's word on one of our subscriptions (`app_subscriptions/update`). Active: the pending charge
 * becomes the plan, as the return page would do. Declined, expired or cancelled: the charge ends, and
 * if it was the plan in force the store goes back to the free plan, data kept (docs/plans.md).
 * Idempotent: a charge already in that state changes nothing, and a replaced charge's cancellation
 * (Shopify ends the old subscription on an upgrade) does not touch the new plan.
 */
export async function followSubscription(
  deps: Deps,
  storeId: string,
  subscription: { shopifyId: string; status: string },
): Promise<SubscriptionChange> {
  const next = chargeStatusOf(subscription.status);
  if (!next) return { changed: false, outcome: `Status ${subscription.status} changes no plan` };
  const [charge] = await deps.db
    .select()
    .from(planCharges)
    .where(and(eq(planCharges.storeId, storeId), eq(planCharges.shopifyId, subscription.shopifyId)));
  if (!charge) return { changed: false, outcome: 'Not a charge of this store' };
  if (charge.status === next) return { changed: false, outcome: `Charge already ${next}` };
  if (next === 'active') {
    if (charge.status !== 'pending') return { changed: false, outcome: `Charge was ${charge.status}` };
    await activateCharge(deps, charge);
    return { changed: true, outcome: `Plan ${charge.planName} active` };
  }
  const now = deps.clock();
  const inForce = charge.status === 'active';
  await deps.db.transaction(async (tx) => {
    await tx.update(planCharges).set({ status: next, endedAt: now }).where(eq(planCharges.id, charge.id));
    if (inForce)
      await tx
        .update(stores)
        .set({ planName: FREE_PLAN_NAME, planPrice: '0', updatedAt: now })
        .where(eq(stores.id, storeId));
  });
  return { changed: true, outcome: inForce ? `Charge ${next}: back to the free plan` : `Charge ${next}` };
}
