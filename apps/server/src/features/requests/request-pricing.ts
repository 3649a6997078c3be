import { fromMinor, toMinor } from '@roundtrip/core/money';
import {
  computeRefund,
  type RefundLineItem,
  type RefundMode,
  type RefundResult,
} from '@roundtrip/core/pricing';
import type { RefundRow, RequestItemRow, RequestRow } from '../../db/schema';

/** Units each item counts for: what the shopper asked, or what may be refunded now. */
export type UnitBasis = 'requested' | 'refundable';

/** Units that may be refunded: received ones, or approved ones for keep-it (green) returns. */
export function refundableUnits(item: RequestItemRow): number {
  return item.greenReturn ? item.approvedQty : item.receivedQty;
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
    incentive: { amount: item.incentiveAmount },
    green_return: item.greenReturn,
    requested_refund_mode: mode ?? item.requestedRefundMode,
  };
}

/** Core pricing of the request (docs/pricing.md), from the price fields snapshotted on its items. */
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
    refundMode: mode ?? request.refundMode ?? 'pay_to_source',
  });
}

/** Refund records that count against the ceiling: everything not failed. */
export function refundedMinor(rows: readonly RefundRow[], currency: string): number {
  return rows.filter((r) => r.status !== 'failed').reduce((s, r) => s + toMinor(r.amount, currency), 0);
}

/**
 * The most that may still be refunded, in minor units: core pricing's refund (plus the store-credit
 * bonus when paid as store credit) of the refundable units, minus what is already refunded or in flight.
 */
export function refundCeilingMinor(
  request: RequestRow,
  items: readonly RequestItemRow[],
  refundRows: readonly RefundRow[],
  mode: RefundMode,
): number {
  const priced = priceRequest(request, items, 'refundable', mode);
  const allowed = priced.totals.refund + (mode === 'store_credit' ? priced.totals.bonus : 0);
  return Math.max(0, allowed - refundedMinor(refundRows, request.currency));
}

export const money = (minor: number, currency: string) => fromMinor(minor, currency);
