import { planTier } from './plans';

/** Plan gating, plus the upsell-modal features placed by us (docs/plans.md). */
export const GROW_FEATURES = [
  'exchange_with_other_products',
  'smart_exchange',
  'third_party_refunds',
  'payment_capture',
  'payment_integrations',
  'hold_exchange_orders',
  'upsell_booster',
  'shopify_sync',
  'automations',
  'gift_card_refunds',
  'klaviyo',
  'language',
  'shopify_exchange_fulfillment_hold',
] as const;

export const SCALE_FEATURES = [
  'warehouse_integrations',
  'merchant_success_manager',
  'early_beta_access',
] as const;

export const FEATURES = [...GROW_FEATURES, ...SCALE_FEATURES] as const;
export type Feature = (typeof FEATURES)[number];

/** The lowest tier that unlocks each feature. */
export const FEATURE_MIN_TIER: Readonly<Record<Feature, 'grow' | 'scale'>> = Object.fromEntries([
  ...GROW_FEATURES.map((f) => [f, 'grow'] as const),
  ...SCALE_FEATURES.map((f) => [f, 'scale'] as const),
]) as Record<Feature, 'grow' | 'scale'>;

/**
 * Grow unlocks the Grow list; Scale adds its own; try-it-all and self-hosted (billing off) unlock
 * everything; free none.
 */
export function isFeatureUnlocked(planName: string | null | undefined, feature: Feature): boolean {
  const tier = planTier(planName);
  if (tier === 'try_it_all' || tier === 'scale' || tier === 'self_hosted') return true;
  if (tier === 'grow') return FEATURE_MIN_TIER[feature] === 'grow';
  return false;
}

/** Which plan an upsell modal should offer for a locked feature. */
export function requiredTier(feature: Feature): 'grow' | 'scale' {
  return FEATURE_MIN_TIER[feature];
}

/** Each feature as the refusal names it, worded to read before "needs the Grow plan". */
export const FEATURE_NAMES: Readonly<Record<Feature, string>> = {
  exchange_with_other_products: 'Exchange with other products',
  smart_exchange: 'Smart exchange',
  third_party_refunds: 'Refunding through a payment provider',
  payment_capture: 'Capturing payments from customers',
  payment_integrations: 'Connecting a payment provider',
  hold_exchange_orders: 'Holding exchange orders',
  upsell_booster: 'Upsell booster',
  shopify_sync: 'Syncing returns with Shopify',
  automations: 'Automation',
  gift_card_refunds: 'Refunding to a gift card',
  klaviyo: 'Klaviyo',
  language: 'A portal language other than English',
  shopify_exchange_fulfillment_hold: 'Following fulfillment holds made in Shopify',
  warehouse_integrations: 'Connecting a warehouse system',
  merchant_success_manager: 'A merchant success manager',
  early_beta_access: 'Early beta access',
};

const TIER_TITLES = { grow: 'Grow', scale: 'Scale' } as const;

/** The refusal of a locked feature (403 PLAN_REQUIRED): "Automation needs the Grow plan". */
export const planRequiredMessage = (feature: Feature): string =>
  `${FEATURE_NAMES[feature]} needs the ${TIER_TITLES[requiredTier(feature)]} plan`;
