import { fromMinor } from '../money/minor';
import type { StorePolicy } from '../policy/store-policy';
import { computeRefund } from '../pricing/refund';
import type { RefundLineItem, RefundMode, RefundResult } from '../pricing/refund-types';
import { computeTaxMinor, type TaxRate } from '../pricing/tax';
import {
  type FeeResult,
  type GreenVerdict,
  greenReturnFor,
  type PromotionVerdict,
  promotionFor,
  type RequestKind,
  returnFeeFor,
} from '../rules/evaluate';
import type { RuleContext } from '../rules/match';
import type { RuleSet } from '../rules/rule-set';
import type { LineFacts, PlanOrder } from './facts';

/** The new variants an item is exchanged for; `several` when the shopper chose a list (multiple exchange products). */
export type ExchangeTerms = { several: boolean; variants: readonly { price: string; quantity: number }[] };

/** The price fields of an order line for `quantity` units, under the store's discount settings. */
export function refundLineOf(input: {
  line: LineFacts;
  quantity: number;
  policy: StorePolicy;
  refundMode: RefundMode | null;
  exchange: ExchangeTerms | null;
  /** Upsell products added to the exchange: unit price and the offer's unit discount. */
  upsells?: readonly { price: string; discount: string; quantity: number }[];
}): RefundLineItem {
  const { line: facts, policy, exchange } = input;
  const l = facts.line;
  const first = exchange?.variants[0];
  return {
    id: l.id,
    actual_amount: l.price,
    total_tax: l.tax_lines.reduce((n, t) => n + Number(t.price), 0).toFixed(3),
    total_discount: l.total_discount,
    return_quantity: l.quantity,
    selected_quantity: input.quantity,
    refunded_quantity: facts.refundedQuantity,
    presentment_price: l.price_set.presentment_money.amount,
    shipping_amount: '0',
    do_not_carry_forward_discount: policy.do_not_carry_forward_discount,
    do_not_carry_forward_discount_percentage: policy.do_not_carry_forward_discount_percentage,
    exchange_product: first && !exchange.several ? { price: first.price, discount: '0' } : null,
    exchange_products: exchange?.several
      ? exchange.variants.map((v) => ({ variant_price: v.price, quantity: v.quantity }))
      : null,
    ...(input.upsells && input.upsells.length > 0
      ? {
          upsell_products: input.upsells.map((u) => ({
            price: u.price,
            discount: u.discount,
            quantity: u.quantity,
          })),
        }
      : {}),
    requested_refund_mode: input.refundMode,
  };
}

export type RuledItem = { ctx: RuleContext; line: RefundLineItem };
export type RuledRefund = {
  refund: RefundResult;
  /** The refund lines with green-return and incentive fields set, in the input order. */
  lines: RefundLineItem[];
  /** The fee rule's (or setting's) fee before tax, and the store's tax on it, minor units. */
  fee: FeeResult & { tax: number };
  green: Map<string, GreenVerdict>;
  promotions: Map<string, PromotionVerdict>;
};

/**
 * The refund of a request with the store's rules applied (docs/rules.md): green-return items are kept
 * and refunded their rule's share, promotions add incentives, and the return fee comes from the first
 * matching fee rule (else the fee setting). What was paid per item is computed first, without fee or
 * bonus, because percent fees and shares are of that amount. The portal's preview, its submit and the
 * merchant's fee check all price through here, so they cannot disagree.
 */
export function ruledRefund(input: {
  kind: RequestKind;
  refundMode: RefundMode | null;
  policy: StorePolicy;
  rules: Pick<RuleSet, 'return_fee' | 'green_return' | 'promotion'>;
  order: Pick<PlanOrder, 'currency' | 'presentment_currency' | 'taxes_included'>;
  taxRates: readonly TaxRate[];
  items: readonly RuledItem[];
}): RuledRefund {
  const { kind, policy, rules, order, refundMode } = input;
  const currency = order.currency;
  const base = {
    shopCurrency: currency,
    presentmentCurrency: order.presentment_currency,
    taxesIncluded: order.taxes_included,
    refundShipping: policy.refund_shipping,
    ...(refundMode ? { refundMode } : {}),
    refundPriceDifference: !policy.restrict_refund_on_price_difference,
    taxRates: input.taxRates,
  };
  const first = computeRefund({ ...base, items: input.items.map((i) => i.line), returnFee: null });
  const paidOf = (id: string) => first.items.find((r) => r.id === id)?.paid ?? 0;

  const green = new Map<string, GreenVerdict>();
  const promotions = new Map<string, PromotionVerdict>();
  const choice = kind === 'exchange' ? 'exchange' : refundMode === 'store_credit' ? 'store_credit' : null;
  const lines = input.items.map(({ ctx, line }) => {
    const paid = paidOf(line.id);
    const out: RefundLineItem = { ...line };
    const keep = greenReturnFor({ enabled: policy.green_return, kind, rules: rules.green_return, ctx, paid });
    if (keep) {
      green.set(line.id, keep);
      out.green_return = { amount: fromMinor(keep.amount, currency) };
      if (keep.refund_mode) out.requested_refund_mode = keep.refund_mode;
    }
    const promo = choice ? promotionFor({ rules: rules.promotion, choice, ctx, paid }) : null;
    if (promo && promo.amount > 0) {
      promotions.set(line.id, promo);
      out.incentive = { amount: fromMinor(promo.amount, currency) };
    }
    return out;
  });
  const fee = returnFeeFor({
    rules: rules.return_fee,
    kind,
    currency,
    settingFee: policy.return_fee,
    // A kept item pays no fee and does not count towards a percent fee.
    items: input.items
      .filter((i) => !green.has(i.line.id))
      .map((i) => ({ ctx: i.ctx, paid: paidOf(i.line.id) })),
  });
  const refund = computeRefund({
    ...base,
    items: lines,
    returnFee: fee.fee > 0 ? fromMinor(fee.fee, currency) : null,
    bonusCreditPercent: refundMode === 'store_credit' ? policy.store_credit_bonus_percent : 0,
  });
  const tax = fee.fee > 0 ? computeTaxMinor(input.taxRates, fee.fee, currency) : 0;
  return { refund, lines, fee: { ...fee, tax }, green, promotions };
}
