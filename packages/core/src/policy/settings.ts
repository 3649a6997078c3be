import { z } from 'zod';

/** Which date opens the return and exchange windows. */
export const WINDOW_STARTS = ['delivery', 'fulfillment', 'order'] as const;

const tagList = z.array(z.string().trim().min(1)).default([]);

/** "Restrict return/exchange orders": refuse orders or products matching these filters. */
const orderRestriction = z
  .object({
    enabled: z.boolean().default(false),
    order_tags: tagList,
    product_tags: tagList,
    /** Refuse cash-on-delivery orders (spec 4 detection). */
    cod_orders: z.boolean().default(false),
  })
  .default({ enabled: false, order_tags: [], product_tags: [], cod_orders: false });

const dayCount = z.number().int().min(0).max(365);

/**
 * The policy blocks of spec 2 "Dashboard > Settings" with their defaults. Unknown keys are
 * kept so settings written by a newer version survive a round trip through an older one.
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
    restrict_refund_on_price_difference: z.boolean().default(false),
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
    return_fee: z
      .string()
      .regex(/^\d+(\.\d+)?$/, 'Return fee must be an amount like 5.00')
      .nullable()
      .default(null),
    gift_returns: z.boolean().default(false),
    green_return: z.boolean().default(false),
    exchange_order_prefix: z.string().max(20).default(''),
    exchange_order_suffix: z.string().max(20).default(''),
    shopify_policy_enable_payment_capture: z.boolean().default(false),
  })
  .loose();

export type PolicySettings = z.infer<typeof policySettingsSchema>;
export type PolicySettingsInput = z.input<typeof policySettingsSchema>;

export const defaultPolicySettings: PolicySettings = policySettingsSchema.parse({});

/** Fills defaults for missing blocks; throws a ZodError for malformed values. */
export function parsePolicySettings(raw: unknown): PolicySettings {
  return policySettingsSchema.parse(raw ?? {});
}
