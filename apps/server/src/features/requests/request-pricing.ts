import { fromMinor, toMinor } from '@roundtrip/core/money';
import {
  computeRefund,
  presentmentRefund,
  pricedRefundMode,
  type RefundLineItem,
  type RefundMode,
  type RefundResult,
} from '@roundtrip/core/pricing';
import { refundLeft, refundableUnits as unitsOf } from '@roundtrip/core/requests';
import type { RefundRow, RequestItemRow, RequestRow } from '../../db/schema';

/** Units each item counts for: what the shopper asked, or what may be refunded now. */
export type UnitBasis = 'requested' | 'refundable';

/** Units that may be refunded now (core: received ones, approved ones for keep-it returns). */
export function refundableUnits(item: RequestItemRow): number {
  return unitsOf({
    green: Boolean(item.greenReturn),
    approved: item.approvedQty,
    received: item.receivedQty,
  });
}

function lineOf(item: RequestItemRow, units: number, mode?: RefundMode): RefundLineItem {
  return {
    id: item.id,
    actual_amount: item.actualAmount,
    total_tax: item.totalTax,
    total_discount: item.totalDiscount,
    return_quantity: item.returnQuantity,
    selected_quantity: units,
    refunded_quantity: item.previouslyRefundedQty,
    do_not_carry_forward_discount: item.doNotCarryForwardDiscount,
    do_not_carry_forward_discount_percentage: item.doNotCarryForwardDiscountPercentage,
    shipping_amount: item.shippingAmount,
    presentment_price: item.presentmentPrice,
    exchange_product: item.exchangeProduct,
    exchange_products: item.exchangeProducts,
    upsell_products: item.upsellProducts,
    incentive: { amount: item.incentiveAmount },
    green_return: item.greenReturn,
    requested_refund_mode: mode ?? item.requestedRefundMode,
  };
}

/** The store-credit bonus percent the request was made with. */
export const bonusPercentOf = (request: RequestRow): number => Number(request.storeCreditBonusPercent) || 0;

/**
 * Core pricing of the request (docs/pricing.md), from the price fields snapshotted on its items. A
 * refund mode given prices every item in it; store credit earns the bonus the request was made with.
 */
export function priceRequest(
  request: RequestRow,
  items: readonly RequestItemRow[],
  basis: UnitBasis,
  mode?: RefundMode,
): RefundResult {
  return computeRefund({
    items: items.map((i) => lineOf(i, basis === 'requested' ? i.requestedQty : refundableUnits(i), mode)),
    shopCurrency: request.currency,
    presentmentCurrency: request.presentmentCurrency,
    taxesIncluded: request.taxesIncluded,
    returnFee: request.returnFee,
    bonusCreditPercent: bonusPercentOf(request),
    refundMode: pricedRefundMode(mode, request.refundMode),
  });
}

export { refundedMinor } from '@roundtrip/core/requests';

/** A refund record as core's refund plan reads it. */
export const recordedRefund = (r: RefundRow) => ({
  status: r.status,
  amount: r.amount,
  bonus_amount: r.bonusAmount,
  incentive_amount: r.incentiveAmount,
  mode: r.mode,
  replaced: r.replacedBy !== null,
  items: r.items,
});

/** What a refund in `mode` may still pay, by part and in total, minor units (core `refundLeft`). */
export function refundLeftOf(
  request: RequestRow,
  items: readonly RequestItemRow[],
  refundRows: readonly RefundRow[],
  mode: RefundMode,
) {
  return refundLeft({
    priced: priceRequest(request, items, 'refundable', mode),
    mode,
    bonusPercent: bonusPercentOf(request),
    refunds: refundRows.map(recordedRefund),
  });
}

/**
 * A refund of `amount` (shop currency, minor units) in the currency the shopper paid in, when the order
 * was not paid in the shop's: core's `presentmentRefund` at the request's priced rate, after the refunds
 * not failed before it. Null for an order paid in the shop's currency.
 */
export function presentmentOfRefund(
  request: RequestRow,
  items: readonly RequestItemRow[],
  refundRows: readonly RefundRow[],
  mode: RefundMode,
  amount: number,
): { amount: string; currency: string } | null {
  const pres = request.presentmentCurrency;
  if (pres === request.currency) return null;
  const priced = priceRequest(request, items, 'requested', mode);
  const refundedBefore = refundRows
    .filter((r) => r.status !== 'failed' && r.replacedBy === null)
    .reduce((n, r) => n + toMinor(r.amount, request.currency), 0);
  const minor = presentmentRefund({
    amount,
    refundedBefore,
    priced: { shop: priced.totals.refund, presentment: priced.presentment.refund },
  });
  return { amount: fromMinor(minor, pres), currency: pres };
}
