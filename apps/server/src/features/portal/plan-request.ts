import { isCashOnDelivery } from '@roundtrip/core/orders';
import type { RefundLineItem, RefundMode, RefundResult } from '@roundtrip/core/pricing';
import type { Db } from '../../db/client';
import type { StoreRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Order, Variant } from '../../platform/platform';
import {
  canCapturePayments,
  exchangeRuleRefusal,
  loadPortalRules,
  ONLY_SAME_OR_LOWER,
  type RuledRefund,
  refundWithRules,
} from '../rules/portal-rules';
import { loadTaxRates } from '../tax/load-tax-rates';
import { exchangeVariantOf } from './exchange-variants';
import { lineEligibility } from './line-eligibility';
import { type OrderLine, orderLines } from './order-lines';
import { refundModesFor, type StorePolicy } from './store-policy';

export type PlanItemInput = {
  line_item_id: string;
  quantity: number;
  exchange_variant_id?: string | undefined;
  /** Several new variants for the item (multiple exchange products), instead of exchange_variant_id. */
  exchange_variants?: { variant_id: string; quantity: number }[] | undefined;
  /** The reason chosen, when known: rule conditions on reasons use it (docs/rules.md). */
  reason_id?: string | undefined;
};
export type PlanInput = {
  kind: 'return' | 'exchange';
  refund_mode?: RefundMode | undefined;
  items: PlanItemInput[];
};

export type PlannedItem = {
  input: PlanItemInput;
  line: OrderLine;
  /** The (first) new variant of an exchange. */
  variant: Variant | null;
  /** Every new variant of an exchange with its quantity (one entry unless several were chosen). */
  exchanges: { variant: Variant; quantity: number }[];
  refundLine: RefundLineItem;
};
export type RequestPlan = {
  kind: 'return' | 'exchange';
  refundMode: RefundMode | null;
  isCod: boolean;
  items: PlannedItem[];
  refund: RefundResult;
  /** What the store's rules decided: fee rule, kept (green) items, promotions. */
  rules: Omit<RuledRefund, 'refund' | 'lines'>;
};

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });
const refused = (message: string, field: string) => new AppError('CONFLICT', message, { [field]: message });

export const ONE_ITEM_ONLY = 'This store accepts one item per request. Please send each item separately.';
export const COD_NO_SOURCE_REFUND =
  "Refunds to the original payment aren't available for cash-on-delivery orders.";
export const MODE_NOT_ALLOWED = 'This refund method is not available for this order.';
export const ONE_NEW_ITEM_ONLY =
  'This store exchanges each item for one new item. Please choose one variant.';

function taxOf(line: OrderLine): string {
  const total = line.line.tax_lines.reduce((n, t) => n + Number(t.price), 0);
  return total.toFixed(3);
}

/**
 * Every store rule the server enforces on a request, in one place for the preview and the submit:
 * items of the order, one item unless the store allows several, eligibility (windows, delivery,
 * restrictions, discounts, quantities not already requested), exchange variants, refund modes.
 */
export async function planRequest(
  deps: Deps,
  store: StoreRow,
  policy: StorePolicy,
  order: Order,
  input: PlanInput,
  db: Db = deps.db,
): Promise<RequestPlan> {
  const { kind } = input;
  const seen = new Set<string>();
  input.items.forEach((item, i) => {
    if (seen.has(item.line_item_id))
      throw invalid('Each item can be chosen once.', `items.${i}.line_item_id`);
    seen.add(item.line_item_id);
  });
  if (input.items.length > 1 && !policy.return_multiple_items) throw refused(ONE_ITEM_ONLY, 'items');

  const isCod = isCashOnDelivery(order);
  const refundMode = input.refund_mode ?? null;
  if (kind === 'return' && !refundMode)
    throw invalid('Please choose how you want your refund.', 'refund_mode');
  if (refundMode && !refundModesFor(policy, isCod).includes(refundMode)) {
    throw refused(
      isCod && refundMode === 'pay_to_source' && policy.refund_modes.includes(refundMode)
        ? COD_NO_SOURCE_REFUND
        : MODE_NOT_ALLOWED,
      'refund_mode',
    );
  }

  const lines = await orderLines(deps, store.id, order, db);
  const wanted = input.items.map((item, i) => {
    const line = lines.find((l) => l.line.id === item.line_item_id);
    if (!line) throw invalid('This item is not part of your order.', `items.${i}.line_item_id`);
    const verdict = lineEligibility(policy, line, kind, deps.clock(), item.quantity);
    if (!verdict.eligible) throw refused(verdict.reasons.join(' '), `items.${i}`);
    return { item, line, i };
  });

  // The new variants of each item: one (exchange_variant_id) or several (multiple exchange products).
  const choices = wanted.map(({ item, i }) => {
    if (!item.exchange_variants) {
      return item.exchange_variant_id
        ? [{ variant_id: item.exchange_variant_id, quantity: item.quantity }]
        : [];
    }
    if (item.exchange_variant_id) {
      throw invalid(
        'Send exchange_variant_id or exchange_variants, not both.',
        `items.${i}.exchange_variants`,
      );
    }
    const single =
      item.exchange_variants.length === 1 && item.exchange_variants[0]?.quantity === item.quantity;
    if (!single && !policy.multiple_exchange_products)
      throw refused(ONE_NEW_ITEM_ONLY, `items.${i}.exchange_variants`);
    const ids = item.exchange_variants.map((v) => v.variant_id);
    if (new Set(ids).size !== ids.length) {
      throw invalid('Each new variant can be chosen once.', `items.${i}.exchange_variants`);
    }
    return item.exchange_variants;
  });
  const variantIds = [...new Set(choices.flat().map((c) => c.variant_id))];
  if (kind === 'return' && variantIds.length > 0) {
    throw invalid('Only exchanges choose a new variant.', 'items');
  }
  const variants = variantIds.length > 0 ? await deps.platform.getVariants(store.id, variantIds) : [];
  const rules = await loadPortalRules(db, store.id);
  // Variants of other products (exchange with other products, Grow): their collections feed the rules.
  const otherIds = [
    ...new Set(
      variants.map((v) => v.product_id).filter((id) => !lines.some((l) => l.line.product_id === id)),
    ),
  ];
  const otherProducts =
    otherIds.length > 0 && policy.exchange_with_other_products
      ? await deps.platform.listProducts(store.id, { ids: otherIds })
      : [];

  const items: PlannedItem[] = wanted.map(({ item, line, i }, w) => {
    const exchanges: PlannedItem['exchanges'] = [];
    const chosen = choices[w] ?? [];
    if (kind === 'exchange' && chosen.length === 0) {
      throw invalid('Please choose the variant you want instead.', `items.${i}.exchange_variant_id`);
    }
    for (const wish of kind === 'exchange' ? chosen : []) {
      const variant = variants.find((v) => v.id === wish.variant_id) ?? null;
      const sameProduct = variant?.product_id === line.line.product_id;
      if (!variant || (!sameProduct && !policy.exchange_with_other_products)) {
        throw invalid('This variant is not available.', `items.${i}.exchange_variant_id`);
      }
      const choice = exchangeVariantOf(variant, policy, wish.quantity);
      if (!choice.selectable) {
        throw refused(`${variant.title}: ${choice.unavailable_reason}.`, `items.${i}.exchange_variant_id`);
      }
      const candidateProduct = sameProduct
        ? line.product
        : otherProducts.find((p) => p.id === variant?.product_id);
      const ruleRefusal = exchangeRuleRefusal({
        settings: policy,
        rules,
        ctx: { ...line.ruleContext, reason_id: item.reason_id ?? null },
        original: { product_id: line.line.product_id ?? '', price: line.line.price },
        candidate: {
          product_id: variant.product_id,
          price: variant.price,
          collection_ids: candidateProduct?.collection_ids ?? [],
        },
        orderCreatedAt: order.created_at,
        currency: order.currency,
      });
      if (ruleRefusal) throw refused(`${variant.title}: ${ruleRefusal}`, `items.${i}.exchange_variant_id`);
      exchanges.push({ variant, quantity: wish.quantity });
    }
    const variant = exchanges[0]?.variant ?? null;
    const several = item.exchange_variants !== undefined;
    const l = line.line;
    const refundLine: RefundLineItem = {
      id: l.id,
      actual_amount: l.price,
      total_tax: taxOf(line),
      total_discount: l.total_discount,
      return_quantity: l.quantity,
      selected_quantity: item.quantity,
      refunded_quantity: line.refundedQuantity,
      presentment_price: l.price_set.presentment_money.amount,
      shipping_amount: '0',
      do_not_carry_forward_discount: policy.do_not_carry_forward_discount,
      do_not_carry_forward_discount_percentage: policy.do_not_carry_forward_discount_percentage,
      exchange_product: variant && !several ? { price: variant.price, discount: '0' } : null,
      exchange_products: several
        ? exchanges.map((e) => ({ variant_price: e.variant.price, quantity: e.quantity }))
        : null,
      requested_refund_mode: refundMode,
    };
    return { input: item, line, variant, exchanges, refundLine };
  });

  // The return fee (rules, else the setting: returns only) with its tax, green returns, promotions.
  const taxRates = await loadTaxRates(db, store.id);
  const ruled = refundWithRules({
    kind,
    refundMode,
    settings: policy,
    rules,
    items: items.map((i) => ({
      ctx: { ...i.line.ruleContext, reason_id: i.input.reason_id ?? null },
      line: i.refundLine,
    })),
    base: {
      shopCurrency: order.currency,
      presentmentCurrency: order.presentment_currency,
      taxesIncluded: order.taxes_included,
      refundShipping: policy.refund_shipping,
      bonusCreditPercent: refundMode === 'store_credit' ? policy.store_credit_bonus_percent : 0,
      ...(refundMode ? { refundMode } : {}),
      refundPriceDifference: !policy.restrict_refund_on_price_difference,
      taxRates,
    },
  });
  for (const [i, line] of ruled.lines.entries()) {
    const planned = items[i];
    if (planned) planned.refundLine = line;
  }
  const { refund, fee, green, promotions } = ruled;
  // Several new items may cost more together than the one returned, though each alone is cheaper.
  if (!canCapturePayments(policy, order.created_at)) {
    items.forEach((planned, i) => {
      const figures = refund.items.find((r) => r.id === planned.line.line.id);
      if (planned.input.exchange_variants && figures?.exchange?.payer === 'customer') {
        throw refused(ONLY_SAME_OR_LOWER, `items.${i}.exchange_variants`);
      }
    });
  }
  return { kind, refundMode, isCod, items, refund, rules: { fee, green, promotions } };
}
