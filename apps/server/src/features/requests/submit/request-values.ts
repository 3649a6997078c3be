import { fromMinor } from '@roundtrip/core/money';
import type { requestItems, requests } from '../../../db/schema';
import type { CreateRequestInput } from './check-submission';
import type { PortalPlan } from './plan-request';

type Planned = PortalPlan['items'][number];

/** The request's amounts as stored: the plan's totals (what the preview showed), shop currency. */
export function requestAmounts(plan: PortalPlan) {
  const { refund } = plan;
  const m = (n: number) => fromMinor(n, refund.shopCurrency);
  const t = refund.totals;
  return {
    currency: refund.shopCurrency,
    presentmentCurrency: refund.presentmentCurrency,
    refundMode: plan.refundMode,
    isCod: plan.isCod,
    refundAmount: m(t.refund),
    presentmentRefundAmount: fromMinor(refund.presentment.refund, refund.presentmentCurrency),
    returnFee: m(t.fee),
    bonusAmount: m(t.bonus),
    storeCreditBonusPercent: String(plan.bonusCreditPercent),
    amountDue: m(t.amount_due),
    payer: t.payer,
  } satisfies Partial<typeof requests.$inferInsert>;
}

/**
 * One item as stored: the order line's price fields snapshotted with what the store's rules
 * decided (promotion credit, keep-it return), and the plan's figures for it.
 */
export function requestItemValues(
  plan: PortalPlan,
  planned: Planned,
  item: Pick<CreateRequestInput['items'][number], 'comment' | 'quantity'>,
) {
  const figures = plan.refund.items.find((r) => r.id === planned.line.line.id);
  if (!figures) throw new Error('plan and body disagree');
  const m = (n: number) => fromMinor(n, plan.refund.shopCurrency);
  const l = planned.line.line;
  const rl = planned.refundLine;
  const v = planned.variant;
  return {
    lineItemId: l.id,
    productId: l.product_id,
    variantId: l.variant_id,
    title: l.title,
    variantTitle: l.variant_title,
    sku: l.sku,
    imageUrl: planned.line.imageUrl,
    comment: item.comment,
    requestedQty: item.quantity,
    actualAmount: rl.actual_amount,
    totalTax: rl.total_tax ?? '0',
    totalDiscount: rl.total_discount ?? '0',
    returnQuantity: rl.return_quantity,
    selectedQuantity: item.quantity,
    previouslyRefundedQty: planned.line.refundedQuantity,
    doNotCarryForwardDiscount: Boolean(rl.do_not_carry_forward_discount),
    doNotCarryForwardDiscountPercentage: String(rl.do_not_carry_forward_discount_percentage ?? 100),
    shippingAmount: rl.shipping_amount ?? '0',
    presentmentPrice: rl.presentment_price ?? null,
    exchangeProduct: v ? { price: v.price, discount: '0' } : null,
    exchangeProducts:
      planned.exchanges.length > 0
        ? planned.exchanges.map((e) => ({
            variant_id: e.variant.id,
            variant_price: e.variant.price,
            quantity: e.quantity,
            title: e.title,
          }))
        : null,
    upsellProducts:
      planned.upsells.length > 0
        ? planned.upsells.map((u) => ({
            rule_id: u.rule_id,
            variant_id: u.variant.id,
            product_id: u.variant.product_id,
            title: u.title,
            price: u.price,
            discount: u.discount,
            quantity: u.quantity,
          }))
        : null,
    requestedRefundMode: rl.requested_refund_mode ?? plan.refundMode,
    incentiveAmount: rl.incentive?.amount ?? '0',
    eligiblePromotionalAmount: rl.incentive?.amount ?? '0',
    greenReturn: rl.green_return?.amount
      ? {
          amount: rl.green_return.amount,
          refund: { mode: rl.requested_refund_mode ?? plan.refundMode ?? '' },
        }
      : null,
    exchangeVariantId: v?.id ?? null,
    exchangeVariantTitle: planned.exchanges[0]?.title ?? null,
    exchangeVariantPrice: v?.price ?? null,
    paidAmount: m(figures.paid),
    refundAmount: m(figures.refund),
    feeAmount: m(figures.fee),
    bonusAmount: m(figures.bonus),
  } satisfies Partial<typeof requestItems.$inferInsert>;
}
