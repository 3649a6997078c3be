import type { RequestDetailResponse } from '@roundtrip/core';
import { isFeatureUnlocked } from '@roundtrip/core/plans';
import { effectiveStorePolicy, storeCreditForm } from '@roundtrip/core/policy';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { gatingPlan } from '../../store/billing';

/** How store credit reaches the shopper by default, and whether the plan lets the merchant pick a gift card. */
export async function storeCreditChoice(
  deps: Deps,
  storeId: string,
): Promise<RequestDetailResponse['store_credit']> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) return { default: 'credit_account', gift_card_allowed: false };
  const plan = gatingPlan(deps.config, store);
  return {
    default: storeCreditForm(effectiveStorePolicy(store.policySettings, plan)),
    gift_card_allowed: isFeatureUnlocked(plan, 'gift_card_refunds'),
  };
}
