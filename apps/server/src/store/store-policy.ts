import type { PortalStore } from '@roundtrip/core';
import {
  defaultPortalHandle,
  effectiveStorePolicy,
  policyForCountry,
  type StorePolicy,
} from '@roundtrip/core/policy';
import { orderCountry } from '@roundtrip/core/requests';
import { offeredReturnMethods } from '@roundtrip/core/shopper';
import type { Config } from '../config';
import type { StoreRow } from '../db/schema';
import type { Order } from '../platform/platform';
import { gatingPlan, hasFeature } from './billing';
import { logoAddress } from './logo-address';

/** The policy the store's requests follow: core's one reader of the stored JSON, with the plan applied. */
export const storePolicyOf = (config: Pick<Config, 'billing'>, store: StoreRow): StorePolicy =>
  effectiveStorePolicy(store.policySettings, gatingPlan(config, store));

/** The policy one order follows: the store's, with the terms of the market it ships to. */
export const orderPolicyOf = (
  config: Pick<Config, 'billing'>,
  store: StoreRow,
  order: Pick<Order, 'shipping_address' | 'billing_address'>,
): StorePolicy => policyForCountry(storePolicyOf(config, store), orderCountry(order));

export function handleOf(store: StoreRow): string {
  return store.portalHandle ?? defaultPortalHandle(store.domain);
}

/** The store as the portal shows it; `hasDropOffPlace` keeps drop-off hidden until a place exists. */
export function portalStoreOf(
  config: Pick<Config, 'billing' | 'publicUrl' | 'port'>,
  store: StoreRow,
  hasDropOffPlace: boolean,
): PortalStore {
  const policy = storePolicyOf(config, store);
  return {
    handle: handleOf(store),
    name: store.name,
    logo_url: logoAddress(config, store),
    brand_color: /^#[0-9a-fA-F]{6}$/.test(store.brandColor) ? store.brandColor : '',
    // Another default language than English is a plan feature (portal languages); shoppers may still switch.
    language: hasFeature(config, store, 'language') ? store.language : 'en',
    currency: store.currency,
    country: store.country,
    support_email: store.supportEmail,
    return_enabled: policy.return_enabled,
    exchange_enabled: policy.exchange_enabled,
    refund_modes: policy.refund_modes,
    store_credit_bonus_percent: policy.store_credit_bonus_percent,
    return_multiple_items: policy.return_multiple_items,
    exchange_out_of_stock: policy.exchange_out_of_stock,
    return_methods: offeredReturnMethods(policy.return_methods, hasDropOffPlace),
    gift_returns: policy.gift_returns,
    multiple_exchange_products: policy.multiple_exchange_products,
    exchange_with_other_products: policy.exchange_with_other_products,
  };
}
