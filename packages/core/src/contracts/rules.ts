// Rules, tax rates, refund types and reason administration (docs/rules.md): every request and response
// body of the rules pages (except workflows and automations), "Tax and refunds" and the reason
// CRUD. Amounts are decimal strings in the shop currency. docs/rules.md explains the semantics.
import { z } from 'zod';
import { safeText } from '../policy/settings';
import { REFUND_MODE_LABELS, REFUND_MODES } from '../pricing/refund-types';
import { RULE_MATCH_MODES, ruleConditionsSchema } from '../rules/conditions';
import {
  exchangeOutcome,
  greenReturnOutcome,
  productFilterOutcome,
  promotionOutcome,
  type RULE_TYPES,
  returnFeeOutcome,
  upsellOutcome,
} from '../rules/outcomes';
import { REASON_KINDS, returnReason } from './portal-catalogue';
import { PORTAL_LANGUAGES } from './portal-session';

export {
  CONDITION_TYPES,
  type ConditionType,
  LIST_OPERATORS,
  RULE_MATCH_MODES,
  type RuleCondition,
  type RuleConditionInput,
  ruleConditionSchema,
} from '../rules/conditions';
export {
  APPLIES_TO,
  exchangeOutcome,
  greenReturnOutcome,
  productFilterOutcome,
  promotionOutcome,
  RULE_OUTCOMES,
  RULE_PATHS,
  RULE_TYPES,
  type RuleType,
  returnFeeOutcome,
  upsellOutcome,
  VALUE_TYPES,
} from '../rules/outcomes';

const amount = z.string();
const ruleName = safeText(120).pipe(z.string().min(1, 'Give the rule a name'));

// ---- shared params and queries ----

export const ruleIdParams = z.object({ id: z.uuid({ error: 'Not found' }) });

/** GET <rule path>?page=1&limit=20&active=true */
export const ruleListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Only active (true) or inactive (false) rules; all when absent. */
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});
export type RuleListQuery = z.input<typeof ruleListQuery>;

/** PATCH <rule path>/{id}: sets `active`, or flips it when the body has none. */
export const ruleToggleBody = z.object({ active: z.boolean().optional() }).default({});
export type RuleToggleBody = z.input<typeof ruleToggleBody>;

/** POST <rule path>/reorder: these ids first, in this order; the type's other rules keep their order after them. */
export const ruleReorderBody = z.object({
  ids: z
    .array(z.uuid({ error: 'Not found' }))
    .min(1, 'Send the rules in their new order')
    .max(500),
});
export type RuleReorderBody = z.input<typeof ruleReorderBody>;

export const ruleDeletedResponse = z.object({ id: z.string(), deleted: z.literal(true) });

// ---- rule bodies and views, one pair per type ----

const ruleBodyBase = z.object({
  name: ruleName,
  active: z.boolean().default(true),
  /** all: every condition must hold; any: one is enough. No conditions: every item matches. */
  match: z.enum(RULE_MATCH_MODES).default('all'),
  conditions: ruleConditionsSchema,
  /** Place in the list (0 first); absent: after the last one. Lower positions win (docs/rules.md). */
  position: z.number().int().min(0).max(100000).optional(),
});

const ruleViewBase = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  match: z.enum(RULE_MATCH_MODES),
  conditions: ruleConditionsSchema,
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

const bodyOf = <O extends z.ZodType>(outcome: O) => ruleBodyBase.extend({ outcome });
const viewOf = <T extends (typeof RULE_TYPES)[number], O extends z.ZodType>(type: T, outcome: O) =>
  ruleViewBase.extend({ type: z.literal(type), outcome });
const listOf = <V extends z.ZodType>(view: V) =>
  z.object({ docs: z.array(view), total: z.number().int(), page: z.number().int(), limit: z.number().int() });

export const promotionRuleBody = bodyOf(promotionOutcome);
export const promotionRule = viewOf('promotion', promotionOutcome);
export const upsellRuleBody = bodyOf(upsellOutcome);
export const upsellRule = viewOf('upsell', upsellOutcome);
export const exchangeRuleBody = bodyOf(exchangeOutcome);
export const exchangeRule = viewOf('exchange', exchangeOutcome);
export const productFilterRuleBody = bodyOf(productFilterOutcome);
export const productFilterRule = viewOf('product_filter', productFilterOutcome);
export const returnFeeRuleBody = bodyOf(returnFeeOutcome);
export const returnFeeRule = viewOf('return_fee', returnFeeOutcome);
export const greenReturnRuleBody = bodyOf(greenReturnOutcome);
export const greenReturnRule = viewOf('green_return', greenReturnOutcome);

/** Request body (POST and PUT: PUT replaces the whole rule) and response view of each type. */
export const RULE_CONTRACTS = {
  promotion: { body: promotionRuleBody, view: promotionRule, list: listOf(promotionRule) },
  upsell: { body: upsellRuleBody, view: upsellRule, list: listOf(upsellRule) },
  exchange: { body: exchangeRuleBody, view: exchangeRule, list: listOf(exchangeRule) },
  product_filter: { body: productFilterRuleBody, view: productFilterRule, list: listOf(productFilterRule) },
  return_fee: { body: returnFeeRuleBody, view: returnFeeRule, list: listOf(returnFeeRule) },
  green_return: { body: greenReturnRuleBody, view: greenReturnRule, list: listOf(greenReturnRule) },
} as const;

export type PromotionRuleBody = z.input<typeof promotionRuleBody>;
export type PromotionRule = z.infer<typeof promotionRule>;
export type UpsellRuleBody = z.input<typeof upsellRuleBody>;
export type UpsellRule = z.infer<typeof upsellRule>;
export type ExchangeRuleBody = z.input<typeof exchangeRuleBody>;
export type ExchangeRule = z.infer<typeof exchangeRule>;
export type ProductFilterRuleBody = z.input<typeof productFilterRuleBody>;
export type ProductFilterRule = z.infer<typeof productFilterRule>;
export type ReturnFeeRuleBody = z.input<typeof returnFeeRuleBody>;
export type ReturnFeeRule = z.infer<typeof returnFeeRule>;
export type GreenReturnRuleBody = z.input<typeof greenReturnRuleBody>;
export type GreenReturnRule = z.infer<typeof greenReturnRule>;
export type AnyRule =
  | PromotionRule
  | UpsellRule
  | ExchangeRule
  | ProductFilterRule
  | ReturnFeeRule
  | GreenReturnRule;
export type RuleList<R extends AnyRule = AnyRule> = { docs: R[]; total: number; page: number; limit: number };

// ---- GET /upsell-rule/v1/details/{id} ----

export const catalogueProductSummary = z.object({
  id: z.string(),
  title: z.string(),
  handle: z.string(),
  image_url: z.string(),
  status: z.enum(['active', 'draft', 'archived']),
  /** Lowest and highest variant price. */
  price_min: amount,
  price_max: amount,
  currency: z.string(),
});
export const upsellRuleDetails = z.object({
  rule: upsellRule,
  /** The rule's products as the catalogue has them now; products deleted since are left out. */
  products: z.array(catalogueProductSummary),
  /** Product ids of the rule the catalogue no longer has. */
  missing_product_ids: z.array(z.string()),
});
export type UpsellRuleDetails = z.infer<typeof upsellRuleDetails>;

// ---- GET /product-filter/v1/meta/product_options ----

export const productOptionsQuery = z.object({
  /** Case-insensitive match on the product title. */
  query: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Cursor: products after this id (next_after of the previous page). */
  after: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  /**
   * Comma-separated product ids (numeric or gid): only these products, so a page can show the titles of
   * the products a rule or filter names.
   */
  ids: z
    .string()
    .regex(
      /^(?:gid:\/\/shopify\/Product\/)?\d{1,18}(?:,(?:gid:\/\/shopify\/Product\/)?\d{1,18}){0,99}$/,
      'Up to 100 product ids, separated by commas',
    )
    .optional(),
});
export type ProductOptionsQuery = z.input<typeof productOptionsQuery>;
export const productOption = z.object({
  id: z.string(),
  title: z.string(),
  image_url: z.string(),
  tags: z.array(z.string()),
  collection_ids: z.array(z.string()),
  options: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  variants: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      sku: z.string(),
      price: amount,
      option1: z.string().nullable(),
      option2: z.string().nullable(),
      option3: z.string().nullable(),
      /** Units available per location: what a filter on stock sees, and where restocks land. */
      inventory_levels: z.array(z.object({ location_id: z.string(), available: z.number().int() })),
    }),
  ),
});
export const productOptionsResponse = z.object({
  products: z.array(productOption),
  collections: z.array(z.object({ id: z.string(), title: z.string() })),
  product_tags: z.array(z.string()),
  /** Pass as `after` for the next page; null on the last page. */
  next_after: z.string().nullable(),
});
export type ProductOptionsResponse = z.infer<typeof productOptionsResponse>;

// ---- POST /return-fee-rule/v1/check ----

export const returnFeeCheckBody = z.object({
  order_id: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, 'Not an order id'),
  kind: z.enum(['return', 'exchange']).default('return'),
  items: z
    .array(
      z.object({
        line_item_id: z.string().min(1).max(64),
        quantity: z.number().int().min(1, 'Choose a quantity').max(1000),
        reason_id: z.uuid({ error: 'Not a reason id' }).optional(),
      }),
    )
    .min(1, 'Choose at least one item')
    .max(50),
});
export type ReturnFeeCheckBody = z.input<typeof returnFeeCheckBody>;
export const returnFeeCheckResponse = z.object({
  currency: z.string(),
  /** Fee before tax. */
  fee: amount,
  /** The store's tax rates applied to the fee (docs/pricing.md "Tax"). */
  tax: amount,
  total: amount,
  /** Where the fee comes from: a rule, the return fee setting, or nothing. */
  source: z.enum(['rule', 'setting', 'none']),
  rule: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ReturnFeeCheckResponse = z.infer<typeof returnFeeCheckResponse>;

// ---- tax rates: POST /tax/v1/, GET /tax/v1/list, PUT /tax/v1/{id} ----

export const DEDUCTION_TYPES = ['percent', 'fixed'] as const;
const taxValue = z
  .number({ error: 'Enter a number' })
  .min(0, 'The value cannot be negative')
  .max(1_000_000, 'The value is too large');

export const taxRateBody = z
  .object({
    name: safeText(80).pipe(z.string().min(1, 'Give the tax a name')),
    value: taxValue,
    deduction_type: z.enum(DEDUCTION_TYPES, { error: 'Choose percent or fixed' }),
    active: z.boolean().default(true),
  })
  .refine((t) => t.deduction_type !== 'percent' || t.value <= 100, {
    message: 'A percentage cannot be more than 100',
    path: ['value'],
  });
export type TaxRateBody = z.input<typeof taxRateBody>;

/** PUT /tax/v1/{id}: the fields to change; `deleted: true` removes the rate (kept for history). */
export const taxRateUpdateBody = z.object({
  name: safeText(80).pipe(z.string().min(1, 'Give the tax a name')).optional(),
  value: taxValue.optional(),
  deduction_type: z.enum(DEDUCTION_TYPES, { error: 'Choose percent or fixed' }).optional(),
  active: z.boolean().optional(),
  deleted: z.boolean().optional(),
});
export type TaxRateUpdateBody = z.input<typeof taxRateUpdateBody>;

/** A tax rate: active, deleted, value, deduction_type. */
export const taxRate = z.object({
  id: z.string(),
  name: z.string(),
  value: z.number(),
  deduction_type: z.enum(DEDUCTION_TYPES),
  active: z.boolean(),
  deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TaxRateView = z.infer<typeof taxRate>;
export const taxListQuery = z.object({
  include_deleted: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .default(false),
});
export const taxListResponse = z.object({ docs: z.array(taxRate), total: z.number().int() });
export type TaxListResponse = z.infer<typeof taxListResponse>;

// ---- GET /refund-diy/v1/refund-types and /refund-diy/v1/refund-type/{id} ----

export const refundTypeParams = z.object({ id: z.enum(REFUND_MODES, { error: 'Not found' }) });
export const refundType = z.object({
  id: z.enum(REFUND_MODES),
  /** The mode's label. */
  label: z.string(),
  description: z.string(),
  /** Offered to shoppers (policy "refund modes"). */
  enabled: z.boolean(),
  /** Place among the offered modes (0 first), null when not offered. */
  position: z.number().int().nullable(),
  /** Cash-on-delivery orders cannot be paid back to their source. */
  available_for_cod: z.boolean(),
});
export type RefundTypeView = z.infer<typeof refundType>;
export const refundTypeListResponse = z.object({ docs: z.array(refundType) });
export { REFUND_MODE_LABELS };

// ---- reasons: POST, PUT /{id}, PATCH /{id}, DELETE /{id}, POST /reorder on /return-exchange-reason/v1 ----

const reasonName = safeText(80).pipe(z.string().min(1, 'Give the reason a name'));
/** Translations of the name: an empty one is dropped, so that language shows the name as written. */
const reasonNameTranslations = z
  .partialRecord(z.enum(PORTAL_LANGUAGES), safeText(80))
  .transform((t) => Object.fromEntries(Object.entries(t).filter(([, v]) => v !== '')));
export const reasonBody = z.object({
  name: reasonName,
  translations: reasonNameTranslations.default({}),
  kind: z.enum(REASON_KINDS).default('both'),
  requires_media: z.boolean().default(false),
  requires_comment: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type ReasonBody = z.input<typeof reasonBody>;
export const reasonUpdateBody = z.object({
  name: reasonName.optional(),
  translations: reasonNameTranslations.optional(),
  kind: z.enum(REASON_KINDS).optional(),
  requires_media: z.boolean().optional(),
  requires_comment: z.boolean().optional(),
  active: z.boolean().optional(),
});
export type ReasonUpdateBody = z.input<typeof reasonUpdateBody>;
export const reasonIdParams = ruleIdParams;
export const reasonToggleBody = ruleToggleBody;
export const reasonReorderBody = ruleReorderBody;
export const reasonView = returnReason;
