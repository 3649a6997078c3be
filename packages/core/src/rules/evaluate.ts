import type { VariantReasonCode } from '../contracts/shopper-messages';
import { toMinor } from '../money/minor';
import type { RefundMode } from '../pricing/refund-types';
import { byPrecedence, firstMatch, type MatchableRule, normaliseId, type RuleContext } from './match';
import type {
  ExchangeOutcome,
  GreenReturnOutcome,
  ProductFilterOutcome,
  PromotionOutcome,
  ReturnFeeOutcome,
  UpsellOutcome,
} from './outcomes';

export type RuleOf<O> = MatchableRule & { name: string; outcome: O };
export type RequestKind = 'return' | 'exchange';

const appliesTo = (kind: RequestKind) => (r: { outcome: { applies_to: 'return' | 'exchange' | 'both' } }) =>
  r.outcome.applies_to === 'both' || r.outcome.applies_to === kind;

/** Percent of an amount in minor units, rounded down: a rule never gives or takes a fraction too much. */
const percentOf = (minor: number, percent: number) => Math.floor((minor * percent) / 100);

// ---- product filters ----

export type FilterVerdict = { rule_id: string; action: 'block' | 'final_sale'; message: string };

/** Whether a product filter keeps this item from being returned or exchanged, with the shopper's sentence. */
export function productFilterVerdict(
  rules: readonly RuleOf<ProductFilterOutcome>[],
  ctx: RuleContext,
  kind: RequestKind,
): FilterVerdict | null {
  const rule = firstMatch(rules, ctx, appliesTo(kind));
  if (!rule) return null;
  const verb = kind === 'return' ? 'returned' : 'exchanged';
  const fallback =
    rule.outcome.action === 'final_sale'
      ? `This item was a final sale, so it can't be ${verb}.`
      : `This product can't be ${verb}.`;
  return { rule_id: rule.id, action: rule.outcome.action, message: rule.outcome.message || fallback };
}

// ---- return fee ----

export type FeeItem = {
  ctx: RuleContext /** What was paid for the units returned, minor units. */;
  paid: number;
};
export type FeeResult = {
  /** Fee before tax, minor units of `currency`. */
  fee: number;
  source: 'rule' | 'setting' | 'none';
  rule: { id: string; name: string } | null;
};

/**
 * The fee of a request: the first active rule (by precedence) for this kind that matches at least
 * one item decides it. Fixed: the amount once per request. Percent: of what was paid for the items
 * it matches. No rule: the store's flat return fee, for returns only.
 */
export function returnFeeFor(input: {
  rules: readonly RuleOf<ReturnFeeOutcome>[];
  kind: RequestKind;
  items: readonly FeeItem[];
  currency: string;
  /** The "return fee" setting (decimal string) or null. */
  settingFee: string | null;
}): FeeResult {
  const { rules, kind, items, currency } = input;
  const accept = appliesTo(kind);
  for (const rule of byPrecedence(rules)) {
    if (!rule.active || !accept(rule)) continue;
    const matched = items.filter((i) => firstMatch([rule], i.ctx) !== null);
    if (matched.length === 0) continue;
    const fee =
      rule.outcome.fee_type === 'fixed'
        ? toMinor(rule.outcome.value, currency)
        : Math.round((matched.reduce((sum, i) => sum + i.paid, 0) * Number(rule.outcome.value)) / 100);
    return { fee, source: 'rule', rule: { id: rule.id, name: rule.name } };
  }
  if (kind === 'return' && input.settingFee && Number(input.settingFee) > 0) {
    return { fee: toMinor(input.settingFee, currency), source: 'setting', rule: null };
  }
  return { fee: 0, source: 'none', rule: null };
}

// ---- green return ----

export type GreenVerdict = {
  rule_id: string;
  /** Most the shopper gets back for keeping the item, minor units. */
  amount: number;
  refund_mode: RefundMode | null;
  message: string;
};

/** Keep-the-item outcome for a return item, when the green return setting is on and a rule matches. */
export function greenReturnFor(input: {
  enabled: boolean;
  kind: RequestKind;
  rules: readonly RuleOf<GreenReturnOutcome>[];
  ctx: RuleContext;
  paid: number;
}): GreenVerdict | null {
  if (!input.enabled || input.kind !== 'return') return null;
  const rule = firstMatch(input.rules, input.ctx);
  if (!rule) return null;
  return {
    rule_id: rule.id,
    amount: percentOf(input.paid, rule.outcome.refund_percent),
    refund_mode: rule.outcome.refund_mode,
    message: rule.outcome.message || 'Keep the item: no need to send it back.',
  };
}

// ---- promotions ----

export type PromotionVerdict = {
  rule_id: string;
  name: string;
  reward: PromotionOutcome['reward'];
  /** Extra credit for this item, minor units (the refund's `incentive.amount`). */
  amount: number;
};

/**
 * The promotion an item earns when the shopper chooses an exchange or store credit: the first
 * matching active rule for that choice. Percent of what was paid (rounded down), or fixed per item.
 */
export function promotionFor(input: {
  rules: readonly RuleOf<PromotionOutcome>[];
  choice: 'exchange' | 'store_credit';
  ctx: RuleContext;
  paid: number;
}): PromotionVerdict | null {
  const rule = firstMatch(input.rules, input.ctx, (r) => r.outcome.trigger === input.choice);
  if (!rule) return null;
  const { value_type, value } = rule.outcome;
  const amount =
    value_type === 'fixed' ? toMinor(value, input.ctx.currency) : percentOf(input.paid, Number(value));
  return { rule_id: rule.id, name: rule.name, reward: rule.outcome.reward, amount };
}

// ---- exchange rules ----

/** The default when exchange rules are off or none matches: another variant of the same product, any price. */
export const DEFAULT_EXCHANGE_OUTCOME: ExchangeOutcome = {
  exchange_with: 'same_product',
  product_ids: [],
  collection_ids: [],
  price: 'any',
};

export function exchangeRuleFor(
  rules: readonly RuleOf<ExchangeOutcome>[],
  ctx: RuleContext,
  enabled: boolean,
): { rule_id: string | null; outcome: ExchangeOutcome } {
  const rule = enabled ? firstMatch(rules, ctx) : null;
  return rule
    ? { rule_id: rule.id, outcome: rule.outcome }
    : { rule_id: null, outcome: DEFAULT_EXCHANGE_OUTCOME };
}

export type ExchangeCandidate = {
  product_id: string;
  collection_ids?: readonly string[] | null;
  /** Unit price, shop currency. */
  price: string;
};

/**
 * Why a candidate variant may not replace the original under the exchange outcome (a code the portal
 * words), or null when it may. `otherProductsUnlocked` is the plan and setting "exchange with other products".
 */
export function exchangeRefusal(input: {
  outcome: ExchangeOutcome;
  original: { product_id: string; price: string };
  candidate: ExchangeCandidate;
  currency: string;
  otherProductsUnlocked: boolean;
}): VariantReasonCode | null {
  const { outcome, original, candidate, currency } = input;
  const sameProduct = normaliseId(candidate.product_id) === normaliseId(original.product_id);
  if (!sameProduct) {
    if (outcome.exchange_with !== 'other_products' || !input.otherProductsUnlocked) {
      return 'VARIANT_SAME_PRODUCT_ONLY';
    }
    const ids = outcome.product_ids.map(normaliseId);
    const cols = outcome.collection_ids.map(normaliseId);
    if (ids.length + cols.length > 0) {
      const inList = ids.includes(normaliseId(candidate.product_id));
      const inCollection = (candidate.collection_ids ?? []).some((c) => cols.includes(normaliseId(c)));
      if (!inList && !inCollection) return 'VARIANT_NOT_IN_EXCHANGE';
    }
  }
  const diff = toMinor(candidate.price, currency) - toMinor(original.price, currency);
  if (outcome.price === 'same' && diff !== 0) return 'VARIANT_SAME_PRICE_ONLY';
  if (outcome.price === 'same_or_lower' && diff > 0) return 'VARIANT_SAME_OR_LOWER_ONLY';
  return null;
}

// ---- upsell ----

export function upsellFor(
  rules: readonly RuleOf<UpsellOutcome>[],
  ctx: RuleContext,
): RuleOf<UpsellOutcome> | null {
  return firstMatch(rules, ctx);
}

/** The upsells shown for these lines: the first active upsell rule matching each line, each rule once. */
export function upsellsFor(
  rules: readonly RuleOf<UpsellOutcome>[],
  contexts: readonly RuleContext[],
): RuleOf<UpsellOutcome>[] {
  const out: RuleOf<UpsellOutcome>[] = [];
  for (const ctx of contexts) {
    const rule = upsellFor(rules, ctx);
    if (rule && !out.some((r) => r.id === rule.id)) out.push(rule);
  }
  return out;
}
