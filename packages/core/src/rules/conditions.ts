import { z } from 'zod';
import { isIsoCountry } from '../geo/iso-codes';
import { safeText } from '../policy/settings';

/** How a rule combines its conditions: every one must hold, or at least one. */
export const RULE_MATCH_MODES = ['all', 'any'] as const;
export const LIST_OPERATORS = ['in', 'not_in'] as const;

/** Condition types every rule type shares (docs/rules.md "Conditions"). */
export const CONDITION_TYPES = [
  'product',
  'variant',
  'collection',
  'product_tag',
  'order_tag',
  'customer_tag',
  'reason',
  'country',
  'market',
  'price_range',
  'order_age',
] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

const operator = z.enum(LIST_OPERATORS).default('in');
const values = <T extends z.ZodType<string>>(item: T) =>
  z.array(item).min(1, 'Add at least one value').max(200, 'At most 200 values');
const platformId = safeText(64).pipe(
  z.string().regex(/^(gid:\/\/shopify\/[A-Za-z]+\/)?\d{1,18}$/, 'Not a product, variant or collection id'),
);
const tag = safeText(255).pipe(z.string().min(1, 'A tag cannot be empty'));
/** A non-negative decimal amount as a string, in the shop currency ("10", "9.99"). */
export const amountField = z
  .string({ error: 'Enter an amount like 5.00' })
  .trim()
  .refine((v) => !v.startsWith('-'), 'The amount cannot be negative')
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, 'Enter an amount like 5.00'));
const days = z
  .number({ error: 'Enter a number of days' })
  .int('Enter whole days')
  .min(0, 'Days cannot be negative')
  .max(3650, 'At most 3650 days');

const listCondition = <K extends ConditionType, T extends z.ZodType<string>>(type: K, item: T) =>
  z.object({ type: z.literal(type), operator, values: values(item) });

export const ruleConditionSchema = z.discriminatedUnion('type', [
  listCondition('product', platformId),
  listCondition('variant', platformId),
  listCondition('collection', platformId),
  listCondition('product_tag', tag),
  listCondition('order_tag', tag),
  listCondition('customer_tag', tag),
  listCondition('reason', z.uuid({ error: 'Not a reason id' })),
  listCondition(
    'country',
    z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: 'Use 2-letter country codes', abort: true })
      .refine(isIsoCountry, 'Use ISO country codes, like IN or US'),
  ),
  /** The store's markets by name (policy `markets`), any case. */
  listCondition('market', safeText(60).pipe(z.string().min(1, 'Name a market'))),
  /** Unit price of the item in the shop currency, both ends inclusive. */
  z
    .object({
      type: z.literal('price_range'),
      min: amountField.nullable().default(null),
      max: amountField.nullable().default(null),
    })
    .refine((c) => c.min !== null || c.max !== null, {
      message: 'Enter a minimum or a maximum',
      path: ['min'],
    })
    .refine((c) => c.min === null || c.max === null || Number(c.min) <= Number(c.max), {
      message: 'The minimum is above the maximum',
      path: ['max'],
    }),
  /** Whole days since the order was placed, both ends inclusive. */
  z
    .object({
      type: z.literal('order_age'),
      min_days: days.nullable().default(null),
      max_days: days.nullable().default(null),
    })
    .refine((c) => c.min_days !== null || c.max_days !== null, {
      message: 'Enter a minimum or a maximum',
      path: ['min_days'],
    })
    .refine((c) => c.min_days === null || c.max_days === null || c.min_days <= c.max_days, {
      message: 'The minimum is above the maximum',
      path: ['max_days'],
    }),
]);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;
export type RuleConditionInput = z.input<typeof ruleConditionSchema>;

export const ruleConditionsSchema = z.array(ruleConditionSchema).max(20, 'At most 20 conditions').default([]);

/**
 * The market names a rule's (or a workflow's) conditions give that the store has no market of (any
 * case), each with its field ("conditions.0.values.1"), so a condition never names a market that is not there.
 */
export function unknownMarkets(
  conditions: readonly { type: string; values?: readonly string[] }[],
  markets: readonly { name: string }[],
): Record<string, string> {
  const known = new Set(markets.map((m) => m.name.trim().toLowerCase()));
  const fields: Record<string, string> = {};
  for (const [i, c] of conditions.entries()) {
    if (c.type !== 'market' || !c.values) continue;
    for (const [j, name] of c.values.entries())
      if (!known.has(name.trim().toLowerCase()))
        fields[`conditions.${i}.values.${j}`] = `Unknown market ${name}`;
  }
  return fields;
}
