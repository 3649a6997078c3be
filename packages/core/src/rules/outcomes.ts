import { z } from 'zod';
import { safeText } from '../policy/settings';
import { REFUND_MODES } from '../pricing/refund-types';
import { amountField } from './conditions';

/** The six rule types (docs/rules.md; workflows are apart: docs/workflows.md). */
export const RULE_TYPES = [
  'promotion',
  'upsell',
  'exchange',
  'product_filter',
  'return_fee',
  'green_return',
] as const;
export type RuleType = (typeof RULE_TYPES)[number];

/** API path of each rule type's list, under /api. */
export const RULE_PATHS: Readonly<Record<RuleType, string>> = {
  promotion: '/promotion/v1',
  upsell: '/upsell-rule/v1',
  exchange: '/exchange-rule/v1',
  product_filter: '/product-filter/v1',
  return_fee: '/return-fee-rule/v1',
  green_return: '/green-return-rule/v1',
};

export const VALUE_TYPES = ['percent', 'fixed'] as const;
export const APPLIES_TO = ['return', 'exchange', 'both'] as const;
const PERCENT_MAX = 'A percentage cannot be more than 100';

/** Percent values never above 100 (a fee over 100% is refused). */
const percentAtMost100 = {
  check: (o: { type: string; value: string }) => o.type !== 'percent' || Number(o.value) <= 100,
  issue: { message: PERCENT_MAX, path: ['value'] },
};

const productId = safeText(64).pipe(
  z.string().regex(/^(gid:\/\/shopify\/Product\/)?\d{1,18}$/, 'Not a product id'),
);
const collectionId = safeText(64).pipe(
  z.string().regex(/^(gid:\/\/shopify\/Collection\/)?\d{1,18}$/, 'Not a collection id'),
);

/** Bonus store credit or a discount for choosing an exchange or store credit. */
export const promotionOutcome = z
  .object({
    /** What the shopper chooses to earn it. */
    trigger: z.enum(['exchange', 'store_credit']),
    /** Bonus store credit on top of the refund, or a discount off the exchange order. */
    reward: z.enum(['bonus_credit', 'discount']).default('bonus_credit'),
    value_type: z.enum(VALUE_TYPES),
    /** Percent of what the shopper paid for the item, or a fixed amount per item. */
    value: amountField,
  })
  .refine((o) => percentAtMost100.check({ type: o.value_type, value: o.value }), percentAtMost100.issue);
export type PromotionOutcome = z.infer<typeof promotionOutcome>;

/** The catalogue ids a stored rule outcome or restriction block names, whatever else it holds. */
export const catalogueIds = z
  .object({ product_ids: z.array(z.string()).default([]), collection_ids: z.array(z.string()).default([]) })
  .catch({ product_ids: [], collection_ids: [] });

/** Products a shopper may add to an exchange, optionally at a discount (Grow: upsell booster). */
export const upsellOutcome = z
  .object({
    product_ids: z.array(productId).min(1, 'Choose at least one product').max(20, 'At most 20 products'),
    headline: safeText(120).default(''),
    discount_type: z.enum(['none', ...VALUE_TYPES]).default('none'),
    discount_value: amountField.default('0'),
  })
  .refine((o) => o.discount_type !== 'percent' || Number(o.discount_value) <= 100, {
    message: PERCENT_MAX,
    path: ['discount_value'],
  });
export type UpsellOutcome = z.infer<typeof upsellOutcome>;

/** What a matching item may be exchanged for. */
export const exchangeOutcome = z.object({
  /** other_products needs the Grow plan (exchange with other products). */
  exchange_with: z.enum(['same_product', 'other_products']).default('same_product'),
  /** For other_products: these products and the products of these collections (none: any product). */
  product_ids: z.array(productId).max(200).default([]),
  collection_ids: z.array(collectionId).max(50).default([]),
  /** Price of the new variant against the original: any, the same or lower, exactly the same. */
  price: z.enum(['any', 'same_or_lower', 'same']).default('any'),
});
export type ExchangeOutcome = z.infer<typeof exchangeOutcome>;

/** Products and variants that cannot be returned or exchanged, or are final sale. */
export const productFilterOutcome = z.object({
  action: z.enum(['block', 'final_sale']).default('block'),
  applies_to: z.enum(APPLIES_TO).default('both'),
  /** Shown to the shopper instead of the default sentence; '' for the default. */
  message: safeText(200).default(''),
});
export type ProductFilterOutcome = z.infer<typeof productFilterOutcome>;

/** The fee a matching request pays, taken from its refund. */
export const returnFeeOutcome = z
  .object({
    fee_type: z.enum(VALUE_TYPES),
    /** Fixed: per request. Percent: of what was paid for the matching items (at most 100). */
    value: amountField,
    applies_to: z.enum(APPLIES_TO).default('return'),
  })
  .refine((o) => percentAtMost100.check({ type: o.fee_type, value: o.value }), percentAtMost100.issue);
export type ReturnFeeOutcome = z.infer<typeof returnFeeOutcome>;

/** Keep the item: refunded without sending it back. */
export const greenReturnOutcome = z.object({
  /** Share of what was paid that is refunded (100 = all of it). */
  refund_percent: z
    .number({ error: 'Enter a percentage' })
    .min(0, 'A percentage cannot be negative')
    .max(100, PERCENT_MAX)
    .default(100),
  /** Refund mode forced for kept items, or null to keep the shopper's choice. */
  refund_mode: z.enum(REFUND_MODES).nullable().default(null),
  message: safeText(200).default(''),
});
export type GreenReturnOutcome = z.infer<typeof greenReturnOutcome>;

export const RULE_OUTCOMES = {
  promotion: promotionOutcome,
  upsell: upsellOutcome,
  exchange: exchangeOutcome,
  product_filter: productFilterOutcome,
  return_fee: returnFeeOutcome,
  green_return: greenReturnOutcome,
} as const;
export type RuleOutcomes = {
  promotion: PromotionOutcome;
  upsell: UpsellOutcome;
  exchange: ExchangeOutcome;
  product_filter: ProductFilterOutcome;
  return_fee: ReturnFeeOutcome;
  green_return: GreenReturnOutcome;
};
