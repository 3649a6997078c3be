import { type CodOrder, isCashOnDelivery } from '../orders/cod';
import type { RefundMode } from '../pricing/refund-types';
import { effectivePolicy } from './blocks';
import { type PolicySettings, policySettingsSchema } from './settings';

/**
 * The one reader of `stores.policy_settings` (docs/policies.md). The stored JSON is parsed here and
 * nowhere else: the settings page shows `storedStorePolicy` (what the merchant saved), everything that
 * acts on a request uses `effectiveStorePolicy` (the same, with settings the plan lacks turned off).
 */

/** The policy a store acts on: every setting with its default, plan-gated ones off when not unlocked. */
export type StorePolicy = PolicySettings;

const isRecord = (raw: unknown): raw is Record<string, unknown> =>
  typeof raw === 'object' && raw !== null && !Array.isArray(raw);

/**
 * The stored keys whose values are valid, unknown (newer) keys included: what a malformed row still
 * offers. A saved value that no longer validates is left out, so it falls back to its default.
 */
export function validStoredValues(raw: unknown): Record<string, unknown> {
  if (!isRecord(raw)) return {};
  const shape: Record<string, { safeParse(v: unknown): { success: boolean } }> = policySettingsSchema.shape;
  return Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => !shape[key] || shape[key].safeParse(value).success),
  );
}

/** The settings as saved, with defaults; a malformed stored value falls back to its default, never an error. */
export function storedStorePolicy(raw: unknown): PolicySettings {
  const parsed = policySettingsSchema.safeParse(validStoredValues(raw));
  return parsed.success ? parsed.data : policySettingsSchema.parse({});
}

/** The settings as they act: the stored ones, with plan-gated settings the plan lacks turned off. */
export function effectiveStorePolicy(raw: unknown, planName: string | null | undefined): StorePolicy {
  return effectivePolicy(storedStorePolicy(raw), planName);
}

/**
 * Refund modes an order may use: cash-on-delivery orders cannot be paid back to their source, and store
 * credit needs somewhere to land (docs/processing.md "Refund ceilings"): the customer's account, so a guest
 * order gets it only where the store issues store credit as gift cards.
 */
export function refundModesFor(
  policy: StorePolicy,
  order: { isCod: boolean; hasCustomer: boolean },
): RefundMode[] {
  const creditLands = order.hasCustomer || policy.store_credit_as_gift_card;
  return policy.refund_modes.filter(
    (m) => !(order.isCod && m === 'pay_to_source') && !(m === 'store_credit' && !creditLands),
  );
}

/** Refund modes an order on the platform may use (refundModesFor), its COD and customer read from it. */
export function orderRefundModes(policy: StorePolicy, order: CodOrder & { customer: unknown }): RefundMode[] {
  return refundModesFor(policy, { isCod: isCashOnDelivery(order), hasCustomer: order.customer !== null });
}

/** The portal's address until the store picks one: the myshopify subdomain ("acme.myshopify.com" → "acme"). */
export function defaultPortalHandle(domain: string): string {
  return domain.split('.')[0]?.toLowerCase() ?? domain;
}
