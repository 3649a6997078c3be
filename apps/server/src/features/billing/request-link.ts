import { isUpgrade, type PaidTier, planOffer } from '@roundtrip/core/plans';
import { eq } from 'drizzle-orm';
import { planCharges } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { ShopifyBilling } from '../../platform/shopify/billing-subscriptions';
import { billedStore } from './billing-store';

const TIER_TITLE = { grow: 'Grow', scale: 'Scale' } as const;

/** Where the merchant lands after approving: the admin page that asks us to check and activate. */
function returnUrl(deps: Deps, chargeId: string): string {
  const base = (deps.config.shopify?.appUrl ?? deps.config.publicUrl ?? '').replace(/\/+$/, '');
  return `${base}/admin/billing/return?charge=${chargeId}`;
}

/**
 * POST /billing/v1/request-link: a pending charge for the plan and the page where the merchant approves
 * it. Nothing changes on the store until the charge is approved (confirm-charge.ts).
 */
export async function requestLink(deps: Deps, shopify: ShopifyBilling, storeId: string, tier: PaidTier) {
  const { store, checkout } = await billedStore(deps, storeId);
  if (!isUpgrade(store.planName, tier))
    throw new AppError('CONFLICT', `Your store is already on the ${TIER_TITLE[tier]} plan or above`);
  const offer = planOffer(tier, store.country);
  const [charge] = await deps.db
    .insert(planCharges)
    .values({
      storeId,
      tier,
      planName: offer.plan_name,
      price: offer.price,
      currency: offer.currency,
      checkout,
      createdAt: deps.clock(),
    })
    .returning({ id: planCharges.id });
  if (!charge) throw new Error('the charge was not created');
  let confirmationUrl = `/admin/billing/demo?charge=${charge.id}`;
  if (checkout === 'shopify') {
    const created = await shopify.create(storeId, {
      name: `Roundtrip ${offer.title}`,
      price: offer.price,
      currency: offer.currency,
      returnUrl: returnUrl(deps, charge.id),
      test: deps.config.billingTestCharges ?? false,
    });
    confirmationUrl = created.confirmationUrl;
    await deps.db
      .update(planCharges)
      .set({ shopifyId: created.id, confirmationUrl })
      .where(eq(planCharges.id, charge.id));
  } else {
    await deps.db.update(planCharges).set({ confirmationUrl }).where(eq(planCharges.id, charge.id));
  }
  return { charge_id: charge.id, confirmation_url: confirmationUrl, checkout };
}
