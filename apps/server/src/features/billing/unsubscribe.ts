import { FREE_PLAN_NAME, planTier } from '@roundtrip/core/plans';
import { and, eq } from 'drizzle-orm';
import { planCharges, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { ShopifyBilling } from '../../platform/shopify/billing-subscriptions';
import { billedStore } from './billing-store';

/**
 * POST /billing/v1/unsubscribe-reason: back to the free plan. Data stays; the gated features turn off on
 * the next request because every gate reads the store's plan then (docs/plans.md).
 */
export async function unsubscribe(deps: Deps, shopify: ShopifyBilling, storeId: string, reason: string) {
  const { store } = await billedStore(deps, storeId);
  if (planTier(store.planName) === 'free')
    throw new AppError('CONFLICT', 'Your store is on the free plan already');
  const [active] = await deps.db
    .select()
    .from(planCharges)
    .where(and(eq(planCharges.storeId, storeId), eq(planCharges.status, 'active')));
  if (active?.checkout === 'shopify' && active.shopifyId) await shopify.cancel(storeId, active.shopifyId);
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    if (active)
      await tx
        .update(planCharges)
        .set({ status: 'cancelled', endedAt: now, cancelReason: reason })
        .where(eq(planCharges.id, active.id));
    await tx
      .update(stores)
      .set({ planName: FREE_PLAN_NAME, planPrice: '0', updatedAt: now })
      .where(eq(stores.id, storeId));
  });
}
