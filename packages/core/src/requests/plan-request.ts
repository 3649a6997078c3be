import { isCashOnDelivery } from '../orders/cod';
import { policyForCountry } from '../policy/markets';
import { canCapturePayments, exchangeRuleRefusal, unavailableWhy } from './exchange-choice';
import type { LineFacts, PlanProduct, PlanVariant } from './facts';
import { orderCountry } from './line-facts';
import {
  eligibleLines,
  giftModeRefusal,
  refundModeRefusal,
  selectionRefusal,
  type VariantWish,
  variantWishes,
} from './plan-selection';
import type { PlanFacts, PlanInput, PlanItemInput, PlannedItem, RequestPlan } from './plan-types';
import { type Planned, planned, refused, variantRefused } from './refusals';
import { refundLineOf, ruledRefund } from './ruled-refund';
import { upsellsOf } from './upsell-choice';

type Exchanges<V extends PlanVariant> = PlannedItem<LineFacts, V>['exchanges'];

/** A new item's name as the request keeps it: the variant's title, after its product's when that differs. */
function newItemTitle(variant: PlanVariant, otherProduct: PlanProduct | null | undefined): string {
  return otherProduct?.title ? `${otherProduct.title} - ${variant.title}` : variant.title;
}

/** Each new variant of one item: one the shopper may have, selectable, and allowed by the exchange rules. */
function exchangesOf<L extends LineFacts, V extends PlanVariant>(
  facts: PlanFacts<L, V>,
  item: { input: PlanItemInput; line: L; index: number; wishes: readonly VariantWish[] },
): Planned<Exchanges<V>> {
  const { policy } = facts;
  const { line, index } = item;
  const field = `items.${index}.exchange_variant_id`;
  const out: Exchanges<V> = [];
  for (const wish of item.wishes) {
    const variant = facts.variants.find((v) => v.id === wish.variant_id);
    const sameProduct = variant?.product_id === line.line.product_id;
    if (!variant || (!sameProduct && !policy.exchange_with_other_products)) {
      return refused('VARIANT_NOT_AVAILABLE', field);
    }
    const params = { variant_title: variant.title };
    const why = unavailableWhy(variant, policy, wish.quantity);
    if (why) return variantRefused('VARIANT_NOT_SELECTABLE', field, { ...params, reason: why });
    const candidateProduct = sameProduct
      ? line.product
      : facts.otherProducts.find((p) => p.id === variant.product_id);
    const ruleRefusal = exchangeRuleRefusal({
      policy,
      exchangeRules: facts.rules.exchange,
      ctx: { ...line.ruleContext, reason_id: item.input.reason_id ?? null },
      original: { product_id: line.line.product_id ?? '', price: line.line.price },
      candidate: {
        product_id: variant.product_id,
        price: variant.price,
        collection_ids: candidateProduct?.collection_ids ?? [],
      },
      orderCreatedAt: facts.order.created_at,
      currency: facts.order.currency,
    });
    if (ruleRefusal)
      return variantRefused('EXCHANGE_RULE_REFUSED', field, { ...params, reason: ruleRefusal });
    out.push({
      variant,
      quantity: wish.quantity,
      title: newItemTitle(variant, sameProduct ? null : candidateProduct),
    });
  }
  return planned(out);
}

/**
 * Every store rule on a request, in one place for the portal's preview and its submit: items of the
 * order, one item unless the store allows several, eligibility (windows, delivery, restrictions,
 * discounts, product filters, quantities not already requested), exchange variants and rules, refund
 * modes, gift returns; then the refund with the store's rules (fee, green returns, promotions).
 * Refusals are checked in the order the shopper would fix them, and the first one is answered.
 */
export function planRequest<L extends LineFacts, V extends PlanVariant>(
  facts: PlanFacts<L, V>,
  request: PlanInput,
): Planned<RequestPlan<L, V>> {
  const gift = request.gift === true;
  if (gift) {
    const modeOk = giftModeRefusal(request.refund_mode);
    if (!modeOk.ok) return modeOk;
  }
  // The order's market decides its window, fee, refund modes and final-sale items.
  const own = policyForCountry(facts.policy, orderCountry(facts.order));
  // A gift is refunded as store credit only, to the recipient (docs/portal.md "Gift returns").
  const policy = gift ? { ...own, refund_modes: ['store_credit' as const] } : own;
  const input: PlanInput = gift ? { ...request, refund_mode: 'store_credit' } : request;
  const { kind } = input;

  const selection = selectionRefusal(input, policy);
  if (!selection.ok) return selection;
  const isCod = isCashOnDelivery(facts.order);
  const refundMode = input.refund_mode ?? null;
  // A gift's credit goes to the recipient as a gift card, whoever placed the order.
  const hasCustomer = gift || facts.order.customer !== null;
  const mode = refundModeRefusal({ kind, refundMode, policy, isCod, hasCustomer });
  if (!mode.ok) return mode;
  const lines = eligibleLines({
    items: input.items,
    kind,
    lines: facts.lines,
    policy,
    productFilters: facts.rules.product_filter,
    now: facts.now,
  });
  if (!lines.ok) return lines;
  const wishes = variantWishes(input, policy);
  if (!wishes.ok) return wishes;

  const items: PlannedItem<L, V>[] = [];
  for (const [index, itemInput] of input.items.entries()) {
    const line = lines.value[index];
    const chosen = wishes.value[index] ?? [];
    if (!line) continue;
    if (kind === 'exchange' && chosen.length === 0) {
      return refused('VARIANT_REQUIRED', `items.${index}.exchange_variant_id`);
    }
    const exchanges = exchangesOf({ ...facts, policy }, { input: itemInput, line, index, wishes: chosen });
    if (!exchanges.ok) return exchanges;
    const upsells = upsellsOf({
      picks: itemInput.upsells ?? [],
      kind,
      gift,
      unlocked: facts.upsellsUnlocked === true,
      rules: facts.rules.upsell,
      ctx: { ...line.ruleContext, reason_id: itemInput.reason_id ?? null },
      variants: facts.variants,
      products: [...facts.otherProducts, ...facts.lines.flatMap((l) => (l.product ? [l.product] : []))],
      policy,
      currency: facts.order.currency,
      field: `items.${index}.upsells`,
    });
    if (!upsells.ok) return upsells;
    const several = itemInput.exchange_variants !== undefined;
    const variants = exchanges.value.map((e) => ({ price: e.variant.price, quantity: e.quantity }));
    items.push({
      input: itemInput,
      line,
      variant: exchanges.value[0]?.variant ?? null,
      exchanges: exchanges.value,
      upsells: upsells.value,
      refundLine: refundLineOf({
        line,
        quantity: itemInput.quantity,
        policy,
        refundMode,
        exchange: variants.length > 0 ? { several, variants } : null,
        upsells: upsells.value,
      }),
    });
  }

  const ruled = ruledRefund({
    kind,
    refundMode,
    policy,
    rules: facts.rules,
    order: facts.order,
    taxRates: facts.taxRates,
    items: items.map((i) => ({
      ctx: { ...i.line.ruleContext, reason_id: i.input.reason_id ?? null },
      line: i.refundLine,
    })),
  });
  const priced = items.map((item, i) => ({ ...item, refundLine: ruled.lines[i] ?? item.refundLine }));
  const { refund, fee, green, promotions } = ruled;

  // Several new items may cost more together than the one returned, though each alone is cheaper;
  // added upsell products are paid for unless the returned item's value covers them.
  if (!canCapturePayments(policy, facts.order.created_at)) {
    for (const [i, item] of priced.entries()) {
      const figures = refund.items.find((r) => r.id === item.line.line.id);
      if (figures?.exchange?.payer !== 'customer') continue;
      if (item.upsells.length > 0) return refused('UPSELL_NEEDS_PAYMENT', `items.${i}.upsells`);
      if (item.input.exchange_variants) return refused('ONLY_SAME_OR_LOWER', `items.${i}.exchange_variants`);
    }
  }
  // The gift's recipient cannot be asked to pay a difference they may not see.
  if (gift && refund.totals.payer === 'customer') return refused('GIFT_NO_DEARER_EXCHANGE', 'items');
  return planned({
    kind,
    refundMode,
    isCod,
    items: priced,
    refund,
    bonusCreditPercent: policy.store_credit_bonus_percent,
    rules: { fee, green, promotions },
  });
}
