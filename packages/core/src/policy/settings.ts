import { z } from 'zod';
import { isIsoCountry } from '../geo/iso-codes';
import { REFUND_MODES } from '../pricing/refund-types';
import { DEFAULT_RETURN_METHODS, RETURN_METHODS } from '../shopper/return-method';
import { containsHtmlTags } from '../validation/fields';
import { validationMessages } from '../validation/messages';

/** Which date opens the return and exchange windows. */
export const WINDOW_STARTS = ['delivery', 'fulfillment', 'order'] as const;

/** Refund modes a store offers until it chooses, in the order the portal shows them. */
export const DEFAULT_REFUND_MODES = ['pay_to_source', 'store_credit', 'bank_transfer'] as const;

/** A short text a merchant types (tag, code, id): trimmed, never HTML. */
export const safeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep this under ${max + 1} characters`)
    .refine((v) => !containsHtmlTags(v), validationMessages.noHtml);

const tagList = z
  .array(safeText(255).pipe(z.string().min(1, 'A tag cannot be empty')))
  .max(200)
  .default([]);
const idList = z
  .array(safeText(64).pipe(z.string().min(1, 'An id cannot be empty')))
  .max(500)
  .default([]);

/** "Restrict return/exchange orders": refuse orders or products matching these filters. */
const orderRestriction = z
  .object({
    enabled: z.boolean().default(false),
    order_tags: tagList,
    product_tags: tagList,
    /** Platform product ids; checked against the catalogue when saved. */
    product_ids: idList,
    /** Platform collection ids; checked against the catalogue when saved. */
    collection_ids: idList,
    customer_tags: tagList,
    /** Orders that used one of these discount codes (case-insensitive). */
    discount_codes: tagList,
    /** Refuse cash-on-delivery orders (core's `isCashOnDelivery`). */
    cod_orders: z.boolean().default(false),
  })
  .default({
    enabled: false,
    order_tags: [],
    product_tags: [],
    product_ids: [],
    collection_ids: [],
    customer_tags: [],
    discount_codes: [],
    cod_orders: false,
  });

const dayCount = z
  .number({ error: 'Enter a number of days' })
  .int('Enter whole days')
  .min(0, 'The window cannot be negative')
  .max(365, 'The window can be at most 365 days');
const percent = z
  .number({ error: 'Enter a percentage' })
  .min(0, 'A percentage cannot be negative')
  .max(100, 'A percentage cannot be more than 100');
/** Exchange order prefix/suffix: what goes around the new order's number ("EX-1001-R"). */
const affix = safeText(20).refine(
  (v) => /^[A-Za-z0-9 #_.-]*$/.test(v),
  'Use letters, digits, spaces, #, -, _ or . only',
);

const feeAmount = z.string().regex(/^\d+(\.\d+)?$/, 'Return fee must be an amount like 5.00');
const refundModeList = z
  .array(z.enum(REFUND_MODES))
  .min(1, 'Offer at least one refund mode')
  .refine((l) => new Set(l).size === l.length, 'Each refund mode can be listed once');
const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, { error: 'Use 2-letter country codes, like IN or US', abort: true })
  .refine(isIsoCountry, 'Use ISO country codes, like IN or US');

/**
 * A market's own terms (docs/policies.md "Markets"): a key left out keeps the store's value; a
 * `return_fee` of null means no flat fee in this market. Final-sale items of the market cannot be
 * returned or exchanged by its orders.
 */
const marketOverrides = z.object({
  return_window_days: dayCount.optional(),
  exchange_window_days: dayCount.optional(),
  return_fee: feeAmount.nullable().optional(),
  refund_modes: refundModeList.optional(),
  final_sale: z.object({ product_tags: tagList, collection_ids: idList }).optional(),
});

/** A named group of countries with its own terms; an order belongs to the market of its shipping country. */
export const marketSchema = z.object({
  name: safeText(60).pipe(z.string().min(1, 'Name the market')),
  countries: z
    .array(countryCode)
    .min(1, 'Add at least one country')
    .max(250)
    .refine((l) => new Set(l).size === l.length, 'Each country can be listed once'),
  overrides: marketOverrides.default({}),
});
export type Market = z.infer<typeof marketSchema>;

/** Names unique (ignoring case) and each country in one market only, so an order has one market. */
const marketList = z
  .array(marketSchema)
  .max(50, 'At most 50 markets')
  .superRefine((markets, ctx) => {
    const names = new Map<string, number>();
    const owner = new Map<string, string>();
    for (const [i, m] of markets.entries()) {
      const key = m.name.toLowerCase();
      if (names.has(key))
        ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'Another market has this name' });
      names.set(key, i);
      for (const [j, c] of m.countries.entries()) {
        const taken = owner.get(c);
        if (taken !== undefined)
          ctx.addIssue({
            code: 'custom',
            path: [i, 'countries', j],
            message: `${c} is already in the market ${taken}`,
          });
        else owner.set(c, m.name);
      }
    }
  });

/**
 * The policy blocks of the settings page with their defaults (docs/policies.md). Unknown
 * keys are kept so settings written by a newer version survive a round trip through an older one.
 */
export const policySettingsSchema = z
  .object({
    return_enabled: z.boolean().default(true),
    exchange_enabled: z.boolean().default(true),
    return_window_days: dayCount.default(30),
    exchange_window_days: dayCount.default(30),
    /** Windows start at delivery, falling back to fulfillment when no delivery date is known. */
    window_starts_at: z.enum(WINDOW_STARTS).default('delivery'),
    restrict_return_orders: orderRestriction,
    restrict_return_if_not_delivered: z.boolean().default(false),
    restrict_exchange_orders: orderRestriction,
    restrict_exchange_if_not_delivered: z.boolean().default(false),
    /** "Restrict discounts used on the original order". */
    restrict_discounted_returns: z.boolean().default(false),
    restrict_discounted_exchanges: z.boolean().default(false),
    /** Withhold (part of) the original discount from the replacement (docs/pricing.md). */
    do_not_carry_forward_discount: z.boolean().default(false),
    do_not_carry_forward_discount_percentage: percent.default(100),
    restrict_refund_on_price_difference: z.boolean().default(false),
    /** Apply the store's exchange rules (/exchange-rule/v1) to the variants offered. */
    exchange_rules_enabled: z.boolean().default(false),
    exchange_out_of_stock: z.boolean().default(false),
    exchange_order_tags: tagList,
    hold_exchange_orders: z.boolean().default(false),
    exchange_with_other_products: z.boolean().default(false),
    multiple_exchange_products: z.boolean().default(false),
    smart_exchange: z.boolean().default(false),
    capture_payments: z.boolean().default(false),
    return_multiple_items: z.boolean().default(true),
    auto_receive_requests: z.boolean().default(false),
    auto_archive_days: dayCount.nullable().default(null),
    auto_refund_additional_payments: z.boolean().default(false),
    update_inventory: z.boolean().default(true),
    mark_cod_refunded: z.boolean().default(false),
    auto_expire_discount_codes: z.boolean().default(false),
    /** Flat fee per return request when no return-fee rule matches; null for none. */
    return_fee: feeAmount.nullable().default(null),
    gift_returns: z.boolean().default(false),
    /** "Let shoppers cancel items that have not shipped" (docs/portal.md). */
    cancel_unfulfilled: z.boolean().default(false),
    green_return: z.boolean().default(false),
    exchange_order_prefix: affix.default(''),
    exchange_order_suffix: affix.default(''),
    shopify_policy_enable_payment_capture: z.boolean().default(false),
    /** Refund modes offered to shoppers, in this order. */
    refund_modes: refundModeList.default([...DEFAULT_REFUND_MODES]),
    /** Bonus percent on refunds taken as store credit (0 = none). */
    store_credit_bonus_percent: percent.default(0),
    /** "Gift card refunds" (Grow): store credit is issued as a gift card, not to the store-credit account. */
    store_credit_as_gift_card: z.boolean().default(false),
    return_methods: z
      .array(z.enum(RETURN_METHODS))
      .min(1, 'Offer at least one return method')
      .default([...DEFAULT_RETURN_METHODS]),
    /** Refund the returned units' share of outbound shipping. */
    refund_shipping: z.boolean().default(false),
    /** Markets with their own window, fee, refund modes and final-sale items (none: one set of terms). */
    markets: marketList.default([]),
  })
  .loose();

export type PolicySettings = z.infer<typeof policySettingsSchema>;
export type PolicySettingsInput = z.input<typeof policySettingsSchema>;
export type PolicyKey = keyof typeof policySettingsSchema.shape;

export const defaultPolicySettings: PolicySettings = policySettingsSchema.parse({});

/** Fills defaults for missing blocks; throws a ZodError for malformed values. */
export function parsePolicySettings(raw: unknown): PolicySettings {
  return policySettingsSchema.parse(raw ?? {});
}

/** The automation settings belong to the automations issue; the policy endpoints leave them alone. */
export const AUTOMATION_KEYS = [
  'auto_receive_requests',
  'auto_archive_days',
  'auto_refund_additional_payments',
  'update_inventory',
  'mark_cod_refunded',
  'auto_expire_discount_codes',
] as const satisfies readonly PolicyKey[];

/** Read-only here: mirrored from the platform, not edited on the policy page. */
export const READ_ONLY_KEYS = [
  'shopify_policy_enable_payment_capture',
] as const satisfies readonly PolicyKey[];
