import { toMinor } from '../money/minor';
import { DAY_MS } from '../time/age';
import type { RuleCondition } from './conditions';

/** What the one matcher knows about an item being returned or exchanged (docs/rules.md). */
export type RuleContext = {
  product_id?: string | null;
  variant_id?: string | null;
  collection_ids?: readonly string[] | null;
  product_tags?: readonly string[] | null;
  order_tags?: readonly string[] | null;
  customer_tags?: readonly string[] | null;
  reason_id?: string | null;
  /** 2-letter code of the shipping (else billing) country. */
  country?: string | null;
  /** The name of the store's market that country is in; null when it is in none (the store's terms). */
  market?: string | null;
  /** Unit price before discounts, in the shop currency. */
  unit_price?: string | null;
  currency: string;
  order_created_at?: string | null;
  /** The current instant, passed in (core never reads the clock). */
  now: string | number;
};

export type MatchableRule = {
  id: string;
  active: boolean;
  position: number;
  match: 'all' | 'any';
  conditions: readonly RuleCondition[];
};

/** '123' for '123' and for 'gid://shopify/Product/123', so either form matches the other. */
export function normaliseId(id: string): string {
  const trimmed = id.trim();
  const gid = /^gid:\/\/shopify\/[A-Za-z]+\/(\d+)$/.exec(trimmed);
  return gid?.[1] ?? trimmed;
}

const normalTag = (t: string) => t.trim().toLowerCase();

type ListValues = { values: readonly string[]; normal: (v: string) => string };

/** The context's values for a list condition, or null when the context does not know them. */
function listValues(type: RuleCondition['type'], ctx: RuleContext): ListValues | null {
  const one = (v: string | null | undefined) => (v ? [v] : null);
  switch (type) {
    case 'product':
      return wrap(one(ctx.product_id), normaliseId);
    case 'variant':
      return wrap(one(ctx.variant_id), normaliseId);
    case 'collection':
      return wrap(ctx.collection_ids, normaliseId);
    case 'product_tag':
      return wrap(ctx.product_tags, normalTag);
    case 'order_tag':
      return wrap(ctx.order_tags, normalTag);
    case 'customer_tag':
      return wrap(ctx.customer_tags, normalTag);
    case 'reason':
      return wrap(one(ctx.reason_id), normalTag);
    case 'country':
      return wrap(one(ctx.country), (v) => v.trim().toUpperCase());
    // Known with the country: an order shipped where no market is is in none of them.
    case 'market':
      return ctx.country ? wrap(one(ctx.market) ?? [], normalTag) : null;
    default:
      return null;
  }
}

function wrap(
  values: readonly string[] | null | undefined,
  normal: (v: string) => string,
): ListValues | null {
  return values ? { values, normal } : null;
}

/**
 * Whether one condition holds for the context. A condition about something the context does not
 * know (no reason chosen yet, no price) never holds, with either operator: a rule is only applied
 * on what is known (docs/rules.md "Unknown values").
 */
export function conditionHolds(condition: RuleCondition, ctx: RuleContext): boolean {
  if (condition.type === 'price_range') {
    if (ctx.unit_price === null || ctx.unit_price === undefined || ctx.unit_price === '') return false;
    const price = toMinor(ctx.unit_price, ctx.currency);
    if (condition.min !== null && price < toMinor(condition.min, ctx.currency)) return false;
    if (condition.max !== null && price > toMinor(condition.max, ctx.currency)) return false;
    return true;
  }
  if (condition.type === 'order_age') {
    if (!ctx.order_created_at) return false;
    const now = typeof ctx.now === 'number' ? ctx.now : Date.parse(ctx.now);
    const age = Math.floor((now - Date.parse(ctx.order_created_at)) / DAY_MS);
    if (!Number.isFinite(age)) return false;
    if (condition.min_days !== null && age < condition.min_days) return false;
    if (condition.max_days !== null && age > condition.max_days) return false;
    return true;
  }
  const have = listValues(condition.type, ctx);
  if (!have) return false;
  const mine = new Set(have.values.map(have.normal));
  const hit = condition.values.some((v) => mine.has(have.normal(v)));
  return condition.operator === 'in' ? hit : !hit;
}

/** A rule's conditions against the context: all (or any) must hold; no conditions match everything. */
export function ruleMatches(rule: Pick<MatchableRule, 'match' | 'conditions'>, ctx: RuleContext): boolean {
  if (rule.conditions.length === 0) return true;
  return rule.match === 'any'
    ? rule.conditions.some((c) => conditionHolds(c, ctx))
    : rule.conditions.every((c) => conditionHolds(c, ctx));
}

/** Precedence: lower position first, then id, so the order never depends on how rows were read. */
export function byPrecedence<R extends Pick<MatchableRule, 'position' | 'id'>>(rules: readonly R[]): R[] {
  return [...rules].sort((a, b) => a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The first active rule, by precedence, that matches the context and passes `accept`; null if none. */
export function firstMatch<R extends MatchableRule>(
  rules: readonly R[],
  ctx: RuleContext,
  accept: (rule: R) => boolean = () => true,
): R | null {
  for (const rule of byPrecedence(rules)) {
    if (rule.active && accept(rule) && ruleMatches(rule, ctx)) return rule;
  }
  return null;
}
