import { isFeatureUnlocked } from '../plans/features';
import type { PolicySettings } from './settings';

/** How a `store_credit` refund reaches the shopper: a balance on their store-credit account, or a gift card. */
export type StoreCreditForm = 'credit_account' | 'gift_card';

/**
 * A gift card when the store chose "Gift card refunds" and its plan has the feature (every store when
 * billing is off: its gating plan is then self-hosted). The refund mode stays `store_credit` either way,
 * so the spec's four refund modes are unchanged.
 */
export function storeCreditForm(
  settings: Pick<PolicySettings, 'store_credit_as_gift_card'>,
  planName: string | null | undefined,
): StoreCreditForm {
  return settings.store_credit_as_gift_card && isFeatureUnlocked(planName, 'gift_card_refunds')
    ? 'gift_card'
    : 'credit_account';
}
