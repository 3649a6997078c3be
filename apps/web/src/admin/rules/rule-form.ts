import {
  type AnyRule,
  type ConditionType,
  RULE_CONTRACTS,
  type RuleConditionInput,
  type RuleType,
} from '@roundtrip/core';
import type { Feature } from '@roundtrip/core/plans';
import { type FieldMessages, fieldErrorsOf } from '../../lib/field-errors';

/** A condition as the editor holds it: amounts and days are typed text until saved. */
export type ConditionDraft =
  | { type: Exclude<ConditionType, 'price_range' | 'order_age'>; operator: 'in' | 'not_in'; values: string[] }
  | { type: 'price_range'; min: string; max: string }
  | { type: 'order_age'; min_days: string; max_days: string };

export type RuleDraft = {
  name: string;
  active: boolean;
  match: 'all' | 'any';
  conditions: ConditionDraft[];
  outcome: Record<string, unknown>;
};

export const CONDITION_LABELS: Readonly<Record<ConditionType, string>> = {
  product: 'Product',
  variant: 'Variant',
  collection: 'Collection',
  product_tag: 'Product tag',
  order_tag: 'Order tag',
  customer_tag: 'Customer tag',
  reason: 'Reason',
  country: 'Country',
  market: 'Market',
  price_range: 'Price range',
  order_age: 'Order age',
};

export function emptyCondition(type: ConditionType): ConditionDraft {
  if (type === 'price_range') return { type, min: '', max: '' };
  if (type === 'order_age') return { type, min_days: '', max_days: '' };
  return { type, operator: 'in', values: [] };
}

/** The outcome a new rule of each type starts with (the contract's defaults, numbers as text). */
function defaultOutcome(type: RuleType): Record<string, unknown> {
  switch (type) {
    case 'promotion':
      return { trigger: 'store_credit', reward: 'bonus_credit', value_type: 'percent', value: '10' };
    case 'upsell':
      return { product_ids: [], headline: '', discount_type: 'none', discount_value: '0' };
    case 'exchange':
      return { exchange_with: 'same_product', product_ids: [], collection_ids: [], price: 'any' };
    case 'product_filter':
      return { action: 'block', applies_to: 'both', message: '' };
    case 'return_fee':
      return { fee_type: 'fixed', value: '5.00', applies_to: 'return' };
    case 'green_return':
      return { refund_percent: '100', refund_mode: '', message: '' };
  }
}

export function emptyRule(type: RuleType): RuleDraft {
  return { name: '', active: true, match: 'all', conditions: [], outcome: defaultOutcome(type) };
}

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));

/** A saved rule, ready to edit. */
export function draftOfRule(rule: AnyRule): RuleDraft {
  const conditions: ConditionDraft[] = rule.conditions.map((c) => {
    if (c.type === 'price_range') return { type: c.type, min: text(c.min), max: text(c.max) };
    if (c.type === 'order_age')
      return { type: c.type, min_days: text(c.min_days), max_days: text(c.max_days) };
    return { type: c.type, operator: c.operator, values: [...c.values] };
  });
  const outcome: Record<string, unknown> = { ...(rule.outcome as Record<string, unknown>) };
  if (rule.type === 'green_return') {
    outcome.refund_percent = text(rule.outcome.refund_percent);
    outcome.refund_mode = rule.outcome.refund_mode ?? '';
  }
  return { name: rule.name, active: rule.active, match: rule.match, conditions, outcome };
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** Typed number -> number; '' -> null; anything else stays text so the contract names the mistake. */
const numberOrNull = (v: string): number | string | null =>
  v.trim() === '' ? null : NUMBER.test(v.trim()) ? Number(v.trim()) : v;

/** The request body of POST and PUT (PUT replaces the whole rule). */
export function bodyOf(type: RuleType, draft: RuleDraft): Record<string, unknown> {
  const conditions: RuleConditionInput[] = draft.conditions.map((c) => {
    if (c.type === 'price_range') {
      return { type: c.type, min: c.min.trim() || null, max: c.max.trim() || null };
    }
    if (c.type === 'order_age') {
      return {
        type: c.type,
        min_days: numberOrNull(c.min_days) as number | null,
        max_days: numberOrNull(c.max_days) as number | null,
      };
    }
    return { type: c.type, operator: c.operator, values: c.values } as RuleConditionInput;
  });
  const outcome = { ...draft.outcome };
  if (type === 'green_return') {
    outcome.refund_percent = numberOrNull(String(outcome.refund_percent ?? ''));
    if (outcome.refund_percent === null) outcome.refund_percent = undefined;
    outcome.refund_mode = outcome.refund_mode ? outcome.refund_mode : null;
  }
  if (type === 'exchange' && outcome.exchange_with === 'same_product') {
    outcome.product_ids = [];
    outcome.collection_ids = [];
  }
  return { name: draft.name, active: draft.active, match: draft.match, conditions, outcome };
}

/** The contract of the rule's type, applied before sending: the messages the server would give. */
export function validateRule(type: RuleType, draft: RuleDraft): FieldMessages {
  const parsed = RULE_CONTRACTS[type].body.safeParse(bodyOf(type, draft));
  if (parsed.success) return {};
  return fieldErrorsOf(parsed.error.issues);
}

/** The plan feature an active rule needs (mirrors the server's check: docs/plans.md), or null. */
export function ruleGate(type: RuleType, draft: Pick<RuleDraft, 'active' | 'outcome'>): Feature | null {
  if (!draft.active) return null;
  if (type === 'upsell') return 'upsell_booster';
  if (type === 'exchange' && draft.outcome.exchange_with === 'other_products')
    return 'exchange_with_other_products';
  return null;
}

/** A condition value as the merchant knows it: a reason's, product's or collection's name, not its id. */
export type NameOf = (type: ConditionType, value: string) => string;

const SHOWN_VALUES = 3;

/** A one-line description of a rule's conditions for the list. */
export function describeConditions(
  rule: Pick<AnyRule, 'conditions' | 'match'>,
  nameOf: NameOf = (_type, value) => value,
): string {
  if (rule.conditions.length === 0) return 'Every item';
  const parts = rule.conditions.map((c) => {
    const label = CONDITION_LABELS[c.type];
    if (c.type === 'price_range') {
      if (c.min !== null && c.max !== null) return `${label} ${c.min}–${c.max}`;
      return c.min !== null ? `${label} from ${c.min}` : `${label} up to ${c.max}`;
    }
    if (c.type === 'order_age') {
      if (c.min_days !== null && c.max_days !== null) return `${label} ${c.min_days}–${c.max_days} days`;
      return c.min_days !== null ? `${label} ≥ ${c.min_days} days` : `${label} ≤ ${c.max_days} days`;
    }
    const n = c.values.length;
    const names = c.values.map((v) => nameOf(c.type, v));
    const shown = n === 1 ? names[0] : n <= SHOWN_VALUES ? `one of ${names.join(', ')}` : `one of ${n}`;
    return `${label} ${c.operator === 'in' ? 'is' : 'is not'} ${shown}`;
  });
  return parts.join(rule.match === 'all' ? ' and ' : ' or ');
}
