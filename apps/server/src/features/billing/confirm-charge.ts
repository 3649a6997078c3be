import { and, eq } from 'drizzle-orm';
import { type PlanChargeRow, planCharges, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { ShopifyBilling } from '../../platform/shopify/billing-subscriptions';
import { billedStore } from './billing-store';

export async function chargeOf(deps: Deps, storeId: string, chargeId: string): Promise<PlanChargeRow> {
  const [charge] = await deps.db
    .select()
    .from(planCharges)
    .where(and(eq(planCharges.id, chargeId), eq(planCharges.storeId, storeId)));
  if (!charge) throw notFound('Charge not found');
  return charge;
}

/** The approved charge becomes the store's plan; the one it replaces ends (Shopify replaces it too). */
export async function activateCharge(deps: Deps, charge: PlanChargeRow): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    await tx
      .update(planCharges)
      .set({ status: 'cancelled', endedAt: now })
      .where(and(eq(planCharges.storeId, charge.storeId), eq(planCharges.status, 'active')));
    await tx
      .update(planCharges)
      .set({ status: 'active', activatedAt: now })
      .where(eq(planCharges.id, charge.id));
    await tx
      .update(stores)
      .set({ planName: charge.planName, planPrice: charge.price, updatedAt: now })
      .where(eq(stores.id, charge.storeId));
  });
}

function stillPending(charge: PlanChargeRow): boolean {
  if (charge.status === 'active') return false;
  if (charge.status !== 'pending') throw new AppError('CONFLICT', `This charge was ${charge.status}`);
  return true;
}

/**
 * POST /billing/v1/confirm: the return from Shopify's approval page. The plan changes only when Shopify
 * lists the subscription as active; a repeat after that is a no-op.
 */
export async function confirmCharge(deps: Deps, shopify: ShopifyBilling, storeId: string, chargeId: string) {
  await billedStore(deps, storeId);
  const charge = await chargeOf(deps, storeId, chargeId);
  if (!stillPending(charge)) return;
  if (charge.checkout !== 'shopify' || !charge.shopifyId)
    throw new AppError('CONFLICT', 'This charge is approved on the demo billing page');
  if (!(await shopify.isActive(storeId, charge.shopifyId)))
    throw new AppError('CONFLICT', 'Shopify has not approved this charge yet');
  await activateCharge(deps, charge);
}

/** POST /billing/v1/demo-confirm: the demo billing page's answer, for a store with no Shopify to charge. */
export async function demoConfirm(
  deps: Deps,
  storeId: string,
  chargeId: string,
  decision: 'approve' | 'decline',
) {
  await billedStore(deps, storeId);
  const charge = await chargeOf(deps, storeId, chargeId);
  if (charge.checkout !== 'demo') throw new AppError('CONFLICT', 'This charge is approved on Shopify');
  if (!stillPending(charge)) return;
  if (decision === 'approve') return activateCharge(deps, charge);
  await deps.db
    .update(planCharges)
    .set({ status: 'declined', endedAt: deps.clock() })
    .where(eq(planCharges.id, charge.id));
}
