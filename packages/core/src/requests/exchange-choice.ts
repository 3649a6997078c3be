import type { ExchangeVariant } from '../contracts/portal-catalogue';
import { shopperEnglish } from '../contracts/shopper-english';
import { shopperMessageOf, type VariantReasonCode } from '../contracts/shopper-messages';
import { isPaymentCaptureAvailable } from '../orders/payment-capture';
import type { StorePolicy } from '../policy/store-policy';
import { DEFAULT_EXCHANGE_OUTCOME, exchangeRefusal, exchangeRuleFor } from '../rules/evaluate';
import type { RuleContext } from '../rules/match';
import type { ExchangeOutcome } from '../rules/outcomes';
import type { RuleSet } from '../rules/rule-set';
import type { PlanVariant } from './facts';

/** A variant that cannot be picked, with why: the API's English label and the code the portal words. */
export function unavailableVariant(
  code: VariantReasonCode,
): Pick<ExchangeVariant, 'selectable' | 'unavailable_reason' | 'unavailable_code'> {
  const message = shopperMessageOf(code);
  return { selectable: false, unavailable_reason: shopperEnglish(message), unavailable_code: message };
}

/** Why a variant cannot be picked for `quantity` units: blocked never; out of stock only when the store allows it. */
export function unavailableWhy(v: PlanVariant, policy: StorePolicy, quantity = 1): VariantReasonCode | null {
  if (v.blocked) return 'VARIANT_NOT_FOR_EXCHANGE';
  return v.inventory_quantity < quantity && !policy.exchange_out_of_stock ? 'VARIANT_OUT_OF_STOCK' : null;
}

/** A variant as the exchange page lists it, with whether it may be picked. */
export function exchangeVariantOf(v: PlanVariant, policy: StorePolicy, quantity = 1): ExchangeVariant {
  const why = unavailableWhy(v, policy, quantity);
  return {
    id: v.id,
    title: v.title,
    option1: v.option1,
    option2: v.option2,
    option3: v.option3,
    price: v.price,
    currency: v.currency,
    in_stock: v.inventory_quantity >= quantity,
    blocked: v.blocked,
    ...(why
      ? unavailableVariant(why)
      : { selectable: true, unavailable_reason: null, unavailable_code: null }),
  };
}

/** "Capture payments from customers": the shopper may pay a difference (`isPaymentCaptureAvailable`). */
export function canCapturePayments(policy: StorePolicy, orderCreatedAt: string): boolean {
  return policy.capture_payments && isPaymentCaptureAvailable(policy, orderCreatedAt);
}

/** The exchange outcome for an item: its exchange rule, else any product when the store allows other products. */
function exchangeOutcomeFor(
  policy: StorePolicy,
  rules: RuleSet['exchange'],
  ctx: RuleContext,
): ExchangeOutcome {
  const ruled = exchangeRuleFor(rules, ctx, policy.exchange_rules_enabled);
  return ruled.rule_id === null && policy.exchange_with_other_products
    ? { ...DEFAULT_EXCHANGE_OUTCOME, exchange_with: 'other_products' as const }
    : ruled.outcome;
}

/**
 * Whether another product may be offered in place of the bought item's (the catalogue of the exchange
 * page): the store exchanges with other products and the item's exchange rule, if any, names it by id or
 * collection (none named: any). Prices are checked per variant, on the variants list.
 */
export function otherProductOffered(input: {
  policy: StorePolicy;
  exchangeRules: RuleSet['exchange'];
  ctx: RuleContext;
  originalProductId: string;
  product: { id: string; collection_ids: readonly string[] };
}): boolean {
  const outcome = exchangeOutcomeFor(input.policy, input.exchangeRules, input.ctx);
  const refusal = exchangeRefusal({
    outcome: { ...outcome, price: 'any' },
    original: { product_id: input.originalProductId, price: '0' },
    candidate: { product_id: input.product.id, price: '0', collection_ids: input.product.collection_ids },
    currency: 'USD',
    otherProductsUnlocked: input.policy.exchange_with_other_products,
  });
  return refusal === null;
}

/** A product as the catalogue lists it: the lowest price among its variants, and whether one may be picked. */
export function catalogueCardOf(variants: readonly PlanVariant[], policy: StorePolicy) {
  const open = variants.filter((v) => !v.blocked);
  const prices = open.map((v) => v.price).sort((a, b) => Number(a) - Number(b));
  return {
    from_price: prices[0] ?? null,
    available: open.some((v) => unavailableWhy(v, policy) === null),
  };
}

/**
 * Why a variant cannot replace the bought item under the store's exchange settings and rules (a
 * code), or null: exchange rules (when on), other products (Grow setting), and a dearer replacement only when
 * the store captures payments (`isPaymentCaptureAvailable`).
 */
export function exchangeRuleRefusal(input: {
  policy: StorePolicy;
  exchangeRules: RuleSet['exchange'];
  ctx: RuleContext;
  original: { product_id: string; price: string };
  candidate: { product_id: string; price: string; collection_ids?: readonly string[] | null };
  orderCreatedAt: string;
  currency: string;
}): VariantReasonCode | null {
  const { policy } = input;
  const outcome = exchangeOutcomeFor(policy, input.exchangeRules, input.ctx);
  const refusal = exchangeRefusal({
    outcome,
    original: input.original,
    candidate: input.candidate,
    currency: input.currency,
    otherProductsUnlocked: policy.exchange_with_other_products,
  });
  if (refusal) return refusal;
  const dearer = Number(input.candidate.price) > Number(input.original.price);
  if (dearer && !canCapturePayments(policy, input.orderCreatedAt)) return 'VARIANT_SAME_OR_LOWER_ONLY';
  return null;
}
