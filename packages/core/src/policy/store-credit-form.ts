import type { StorePolicy } from './store-policy';

/** How a `store_credit` refund reaches the shopper: a balance on their store-credit account, or a gift card. */
export const STORE_CREDIT_FORMS = ['credit_account', 'gift_card'] as const;
export type StoreCreditForm = (typeof STORE_CREDIT_FORMS)[number];

/**
 * A gift card when the store chose "Gift card refunds". Takes the policy as it acts
 * (`effectiveStorePolicy`), which already turns the choice off on a plan without gift card refunds
 * (every plan has it with billing off), so the plan is checked in one place. The refund mode stays
 * `store_credit` either way, so the spec's four refund modes are unchanged.
 */
export function storeCreditForm(policy: Pick<StorePolicy, 'store_credit_as_gift_card'>): StoreCreditForm {
  return policy.store_credit_as_gift_card ? 'gift_card' : 'credit_account';
}
