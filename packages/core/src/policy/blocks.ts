import type { Feature } from '../plans/features';
import { isFeatureUnlocked, requiredTier } from '../plans/features';
import type { PolicyKey, PolicySettings } from './settings';

/** Portal settings kept on the store row, edited with the policy blocks. */
export const PORTAL_KEYS = ['portal_handle', 'brand_color', 'language'] as const;
export type PortalKey = (typeof PORTAL_KEYS)[number];

/** The rule list a block manages (docs/rules.md), by its API path. */
export type RulePath =
  | '/exchange-rule/v1'
  | '/product-filter/v1'
  | '/return-fee-rule/v1'
  | '/green-return-rule/v1'
  | '/promotion/v1'
  | '/upsell-rule/v1';

export type PolicyBlock = {
  id: string;
  title: string;
  help: string;
  /** The settings the block's save bar sends. */
  fields: readonly (PolicyKey | PortalKey)[];
  /** The plan feature needed to switch it on (docs/plans.md), or null. */
  feature: Feature | null;
  /** The rule list shown inside the block, when it has one. */
  rules: RulePath | null;
};

const block = (
  id: string,
  title: string,
  help: string,
  fields: PolicyBlock['fields'],
  extra: Partial<Pick<PolicyBlock, 'feature' | 'rules'>> = {},
): PolicyBlock => ({ id, title, help, fields, feature: extra.feature ?? null, rules: extra.rules ?? null });

/**
 * The policy blocks of the settings page (automation blocks excepted: they come with
 * the automations issue). Titles and help are the settings page's copy; docs/policies.md explains each.
 */
export const POLICY_BLOCKS: readonly PolicyBlock[] = [
  block(
    'return_window',
    'Return window',
    'Days a shopper has to ask for a return, counted from delivery (or fulfillment).',
    ['return_enabled', 'return_window_days', 'window_starts_at'],
  ),
  block(
    'exchange_window',
    'Exchange window',
    'Days a shopper has to ask for an exchange, counted from the same date as returns.',
    ['exchange_enabled', 'exchange_window_days'],
  ),
  block(
    'restrict_return_orders',
    'Restrict return orders',
    'Refuse returns for orders or products matching a tag, product, collection, customer tag or discount code.',
    ['restrict_return_orders'],
  ),
  block(
    'restrict_return_if_not_delivered',
    'Restrict returns if not delivered',
    'Accept returns only once the carrier reports the order delivered.',
    ['restrict_return_if_not_delivered'],
  ),
  block(
    'restrict_exchange_orders',
    'Restrict exchange orders',
    'Refuse exchanges for orders or products matching a tag, product, collection, customer tag or discount code.',
    ['restrict_exchange_orders'],
  ),
  block(
    'restrict_exchange_if_not_delivered',
    'Restrict exchanges if not delivered',
    'Accept exchanges only once the carrier reports the order delivered.',
    ['restrict_exchange_if_not_delivered'],
  ),
  block(
    'exchange_rules',
    'Exchange rules',
    'Apply your exchange rules to the variants offered for an exchange.',
    ['exchange_rules_enabled'],
    { rules: '/exchange-rule/v1' },
  ),
  block(
    'exchange_out_of_stock',
    'Exchange for out-of-stock products',
    'Let shoppers pick variants that are out of stock; the exchange ships when stock returns.',
    ['exchange_out_of_stock'],
  ),
  block(
    'exchange_order_tags',
    'Add tags to exchange order',
    'Tags added to every exchange order created on the platform.',
    ['exchange_order_tags'],
  ),
  block(
    'hold_exchange_orders',
    'Hold exchange orders',
    'Hold fulfillment of the exchange order until the returned item is received.',
    ['hold_exchange_orders'],
    { feature: 'hold_exchange_orders' },
  ),
  block(
    'exchange_with_other_products',
    'Exchange with other products',
    'Let shoppers exchange for a different product, not only another variant of the same one.',
    ['exchange_with_other_products'],
    { feature: 'exchange_with_other_products' },
  ),
  block(
    'create_exchange_rule',
    'Create new exchange rule',
    'Rules that decide which products an item may be exchanged for, and at what price.',
    [],
    { rules: '/exchange-rule/v1' },
  ),
  block(
    'multiple_exchange_products',
    'Multiple exchange products',
    'Let shoppers exchange one item for several new ones.',
    ['multiple_exchange_products'],
  ),
  block(
    'restrict_discounts',
    'Restrict discounts used on the original order',
    'Refuse items bought with a discount code, or do not carry the original discount to the replacement.',
    [
      'restrict_discounted_returns',
      'restrict_discounted_exchanges',
      'do_not_carry_forward_discount',
      'do_not_carry_forward_discount_percentage',
    ],
  ),
  block(
    'restrict_refund_on_price_difference',
    'Restrict refund on price difference',
    'When the replacement is cheaper, do not pay the difference back.',
    ['restrict_refund_on_price_difference'],
  ),
  block(
    'add_new_filter',
    'Add new filter',
    'Product filters: products and variants that cannot be returned or exchanged, and final-sale items.',
    [],
    { rules: '/product-filter/v1' },
  ),
  block(
    'smart_exchange',
    'Smart exchange',
    'Suggest the best variant from the size or colour the shopper says was wrong.',
    ['smart_exchange'],
    { feature: 'smart_exchange' },
  ),
  block(
    'capture_payments',
    'Capture payments from customers',
    'Let shoppers pick a dearer replacement and pay the price difference.',
    ['capture_payments'],
    { feature: 'payment_capture' },
  ),
  block(
    'return_multiple_items',
    'Return multiple items',
    'Let shoppers put several items of an order in one request.',
    ['return_multiple_items'],
  ),
  block(
    'return_fee',
    'Return fee',
    'A fee taken from the refund; rules can charge different fees for some items.',
    ['return_fee'],
    { rules: '/return-fee-rule/v1' },
  ),
  block('gift_returns', 'Gift returns', 'Gift recipients return for store credit without seeing prices.', [
    'gift_returns',
  ]),
  block(
    'cancellations',
    'Let shoppers cancel items that have not shipped',
    'Shoppers cancel unfulfilled items from the portal and are refunded to their original payment; nothing ships.',
    ['cancel_unfulfilled'],
  ),
  block(
    'green_return',
    'Green return',
    'Refund without asking for the item back, for cheap items or some reasons.',
    ['green_return'],
    { rules: '/green-return-rule/v1' },
  ),
  block(
    'exchange_order_name',
    'Exchange order prefix and suffix',
    'Text put before and after the number of exchange orders.',
    ['exchange_order_prefix', 'exchange_order_suffix'],
  ),
  block(
    'refund_modes',
    'Refund modes',
    'Refund modes shoppers can choose, in the order shown, and the bonus for store credit.',
    ['refund_modes', 'store_credit_bonus_percent', 'return_methods', 'refund_shipping'],
  ),
  block(
    'gift_card_refunds',
    'Gift card refunds',
    'Issue store credit as a gift card with its own code, instead of a balance on the customer’s store-credit account.',
    ['store_credit_as_gift_card'],
    { feature: 'gift_card_refunds' },
  ),
  block(
    'markets',
    'Market terms',
    'Other terms for orders shipped to a group of countries: return and exchange windows, return fee, refund modes and final-sale items. Orders shipped anywhere else follow the settings above.',
    ['markets'],
  ),
  block(
    'portal',
    'Portal',
    'The address, colour and language of your returns portal.',
    ['portal_handle', 'brand_color', 'language'],
    { feature: 'language' },
  ),
];

export type LockedChange = {
  block: string;
  field: string;
  feature: Feature;
  plan: 'grow' | 'scale';
  message: string;
};

const PLAN_LABEL = { grow: 'Grow', scale: 'Scale' } as const;

/** True when this value switches a plan-gated setting on. */
function switchesOn(field: string, value: unknown): boolean {
  if (field === 'language') return value !== undefined && value !== 'en';
  return value === true;
}

/**
 * Plan-gated settings a change would switch on that the plan lacks (docs/plans.md). Switching off is always
 * allowed, and so is resending a value already stored (a downgraded store can still save its blocks).
 */
export function lockedChanges(
  planName: string | null | undefined,
  current: Record<string, unknown>,
  patch: Record<string, unknown>,
): LockedChange[] {
  const out: LockedChange[] = [];
  for (const b of POLICY_BLOCKS) {
    if (!b.feature || isFeatureUnlocked(planName, b.feature)) continue;
    for (const field of b.fields) {
      if (!(field in patch) || !switchesOn(field, patch[field])) continue;
      if (patch[field] === current[field]) continue;
      const plan = requiredTier(b.feature);
      const title = b.id === 'portal' ? 'Portal languages' : b.title;
      out.push({
        block: b.id,
        field,
        feature: b.feature,
        plan,
        message: `${title} needs the ${PLAN_LABEL[plan]} plan`,
      });
    }
  }
  return out;
}

/** The settings as they act: plan-gated ones the plan lacks count as off (a downgraded store). */
export function effectivePolicy<T extends PolicySettings>(
  settings: T,
  planName: string | null | undefined,
): T {
  const out = { ...settings };
  if (!isFeatureUnlocked(planName, 'exchange_with_other_products')) out.exchange_with_other_products = false;
  if (!isFeatureUnlocked(planName, 'smart_exchange')) out.smart_exchange = false;
  if (!isFeatureUnlocked(planName, 'hold_exchange_orders')) out.hold_exchange_orders = false;
  if (!isFeatureUnlocked(planName, 'payment_capture')) out.capture_payments = false;
  if (!isFeatureUnlocked(planName, 'gift_card_refunds')) out.store_credit_as_gift_card = false;
  return out;
}
