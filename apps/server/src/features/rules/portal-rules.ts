// The rules as the shopper portal applies them: one load per request, then pure core evaluators.
import { fromMinor } from '@roundtrip/core/money';
import { isPaymentCaptureAvailable } from '@roundtrip/core/orders';
import type { PolicySettings } from '@roundtrip/core/policy';
import {
  computeRefund,
  type RefundInput,
  type RefundLineItem,
  type RefundMode,
  type RefundResult,
} from '@roundtrip/core/pricing';
import {
  DEFAULT_EXCHANGE_OUTCOME,
  exchangeRefusal,
  exchangeRuleFor,
  type FeeResult,
  type GreenVerdict,
  greenReturnFor,
  type PromotionVerdict,
  promotionFor,
  type RuleContext,
  type RuleOf,
  type RuleOutcomes,
  returnFeeFor,
  upsellFor,
} from '@roundtrip/core/rules';
import type { Db, Tx } from '../../db/client';
import { loadRules } from './load-rules';

export type PortalRules = {
  productFilters: RuleOf<RuleOutcomes['product_filter']>[];
  returnFees: RuleOf<RuleOutcomes['return_fee']>[];
  greenReturns: RuleOf<RuleOutcomes['green_return']>[];
  promotions: RuleOf<RuleOutcomes['promotion']>[];
  exchangeRules: RuleOf<RuleOutcomes['exchange']>[];
};

export async function loadPortalRules(db: Db | Tx, storeId: string): Promise<PortalRules> {
  return {
    productFilters: await loadRules(db, storeId, 'product_filter'),
    returnFees: await loadRules(db, storeId, 'return_fee'),
    greenReturns: await loadRules(db, storeId, 'green_return'),
    promotions: await loadRules(db, storeId, 'promotion'),
    exchangeRules: await loadRules(db, storeId, 'exchange'),
  };
}

/** The upsell rules shown to a shopper: the first active upsell rule matching each line, each rule once. */
export async function upsellsFor(db: Db | Tx, storeId: string, contexts: readonly RuleContext[]) {
  const upsells = await loadRules(db, storeId, 'upsell');
  const out: RuleOf<RuleOutcomes['upsell']>[] = [];
  for (const ctx of contexts) {
    const rule = upsellFor(upsells, ctx);
    if (rule && !out.some((r) => r.id === rule.id)) out.push(rule);
  }
  return out;
}

export type RuledItem = { ctx: RuleContext; line: RefundLineItem };
export type RuledRefund = {
  refund: RefundResult;
  /** The refund lines with green-return and incentive fields set, in the input order. */
  lines: RefundLineItem[];
  fee: FeeResult;
  green: Map<string, GreenVerdict>;
  promotions: Map<string, PromotionVerdict>;
};

/**
 * The refund of a request with the store's rules applied (docs/rules.md): green-return items are kept
 * and refunded their rule's share, promotions add incentives, and the return fee comes from the first
 * matching fee rule (else the fee setting). What was paid per item is computed first, without fee or
 * bonus, because percent fees and shares are of that amount.
 */
export function refundWithRules(input: {
  kind: 'return' | 'exchange';
  refundMode: RefundMode | null;
  settings: PolicySettings;
  rules: PortalRules;
  items: readonly RuledItem[];
  base: Omit<RefundInput, 'items' | 'returnFee'>;
}): RuledRefund {
  const { kind, settings, rules, base } = input;
  const currency = base.shopCurrency;
  const first = computeRefund({
    ...base,
    items: input.items.map((i) => i.line),
    returnFee: null,
    bonusCreditPercent: 0,
  });
  const paidOf = (id: string) => first.items.find((r) => r.id === id)?.paid ?? 0;

  const green = new Map<string, GreenVerdict>();
  const promotions = new Map<string, PromotionVerdict>();
  const choice =
    kind === 'exchange' ? 'exchange' : input.refundMode === 'store_credit' ? 'store_credit' : null;
  const lines = input.items.map(({ ctx, line }) => {
    const paid = paidOf(line.id);
    const out: RefundLineItem = { ...line };
    const keep = greenReturnFor({
      enabled: settings.green_return,
      kind,
      rules: rules.greenReturns,
      ctx,
      paid,
    });
    if (keep) {
      green.set(line.id, keep);
      out.green_return = { amount: fromMinor(keep.amount, currency) };
      if (keep.refund_mode) out.requested_refund_mode = keep.refund_mode;
    }
    const promo = choice ? promotionFor({ rules: rules.promotions, choice, ctx, paid }) : null;
    if (promo && promo.amount > 0) {
      promotions.set(line.id, promo);
      out.incentive = { amount: fromMinor(promo.amount, currency) };
    }
    return out;
  });
  const fee = returnFeeFor({
    rules: rules.returnFees,
    kind,
    currency,
    settingFee: settings.return_fee,
    // A kept item pays no fee and does not count towards a percent fee.
    items: input.items
      .filter((i) => !green.has(i.line.id))
      .map((i) => ({ ctx: i.ctx, paid: paidOf(i.line.id) })),
  });
  const refund = computeRefund({
    ...base,
    items: lines,
    returnFee: fee.fee > 0 ? fromMinor(fee.fee, currency) : null,
  });
  return { refund, lines, fee, green, promotions };
}

/**
 * Why a variant cannot replace the bought item under the store's exchange settings and rules, or
 * null: exchange rules (when on), other products (Grow setting), and a dearer replacement only when
 * the store captures payments (spec 4 payment capture rule).
 */
export function exchangeRuleRefusal(input: {
  settings: PolicySettings;
  rules: PortalRules;
  ctx: RuleContext;
  original: { product_id: string; price: string };
  candidate: { product_id: string; price: string; collection_ids?: readonly string[] | null };
  orderCreatedAt: string;
  currency: string;
}): string | null {
  const { settings } = input;
  const ruled = exchangeRuleFor(input.rules.exchangeRules, input.ctx, settings.exchange_rules_enabled);
  const outcome =
    ruled.rule_id === null && settings.exchange_with_other_products
      ? { ...DEFAULT_EXCHANGE_OUTCOME, exchange_with: 'other_products' as const }
      : ruled.outcome;
  const refusal = exchangeRefusal({
    outcome,
    original: input.original,
    candidate: input.candidate,
    currency: input.currency,
    otherProductsUnlocked: settings.exchange_with_other_products,
  });
  if (refusal) return refusal;
  const dearer = Number(input.candidate.price) > Number(input.original.price);
  if (dearer && !canCapturePayments(settings, input.orderCreatedAt)) return ONLY_SAME_OR_LOWER;
  return null;
}

export const ONLY_SAME_OR_LOWER = 'Only items at the same price or lower can be chosen.';

/** "Capture payments from customers": the shopper may pay a difference (spec 4 date and platform setting). */
export function canCapturePayments(settings: PolicySettings, orderCreatedAt: string): boolean {
  return settings.capture_payments && isPaymentCaptureAvailable(settings, orderCreatedAt);
}
