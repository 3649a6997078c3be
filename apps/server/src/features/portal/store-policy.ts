import type { PortalStore } from '@roundtrip/core';
import { effectivePolicy, type PolicySettings, parsePolicySettings } from '@roundtrip/core/policy';
import { REFUND_MODES, type RefundMode } from '@roundtrip/core/pricing';
import { z } from 'zod';
import type { StoreRow } from '../../db/schema';

/**
 * Portal settings that core's policy schema does not model yet. They live in the same
 * `stores.policy_settings` JSON (the schema keeps unknown keys); docs/portal.md lists them.
 */
const portalExtras = z.object({
  refund_modes: z
    .array(z.enum(REFUND_MODES))
    .min(1)
    .catch(['pay_to_source', 'store_credit', 'bank_transfer'])
    .default(['pay_to_source', 'store_credit', 'bank_transfer']),
  store_credit_bonus_percent: z.number().min(0).max(100).catch(0).default(0),
  return_methods: z
    .array(z.enum(['pickup', 'drop_off']))
    .min(1)
    .catch(['pickup', 'drop_off'])
    .default(['pickup', 'drop_off']),
  do_not_carry_forward_discount: z.boolean().catch(false).default(false),
  do_not_carry_forward_discount_percentage: z.number().min(0).max(100).catch(100).default(100),
  refund_shipping: z.boolean().catch(false).default(false),
});

export type StorePolicy = PolicySettings & z.infer<typeof portalExtras>;

/** The store's policy with defaults; a malformed stored block falls back to its default, never a 500. */
export function storePolicy(store: StoreRow): StorePolicy {
  const raw = store.policySettings ?? {};
  let settings: PolicySettings;
  try {
    settings = parsePolicySettings(raw);
  } catch {
    settings = parsePolicySettings({});
  }
  // Plan-gated settings the plan no longer has act as off (docs/policies.md).
  return effectivePolicy({ ...settings, ...portalExtras.parse(raw) }, store.planName);
}

/** The shop name: the myshopify subdomain, the handle a store has until it sets its own. */
export function defaultHandle(domain: string): string {
  return domain.split('.')[0]?.toLowerCase() ?? domain;
}

export function handleOf(store: StoreRow): string {
  return store.portalHandle ?? defaultHandle(store.domain);
}

/** Refund modes an order may use: cash-on-delivery orders cannot be paid back to their source. */
export function refundModesFor(policy: StorePolicy, isCod: boolean): RefundMode[] {
  return policy.refund_modes.filter((m) => !(isCod && m === 'pay_to_source'));
}

export function portalStoreOf(store: StoreRow): PortalStore {
  const policy = storePolicy(store);
  return {
    handle: handleOf(store),
    name: store.name,
    logo_url: store.logoUrl,
    brand_color: /^#[0-9a-fA-F]{6}$/.test(store.brandColor) ? store.brandColor : '',
    language: store.language,
    currency: store.currency,
    country: store.country,
    support_email: store.supportEmail,
    return_enabled: policy.return_enabled,
    exchange_enabled: policy.exchange_enabled,
    refund_modes: policy.refund_modes,
    store_credit_bonus_percent: policy.store_credit_bonus_percent,
    return_multiple_items: policy.return_multiple_items,
    exchange_out_of_stock: policy.exchange_out_of_stock,
    return_methods: policy.return_methods,
    gift_returns: policy.gift_returns,
    multiple_exchange_products: policy.multiple_exchange_products,
  };
}
