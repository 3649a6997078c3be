import {
  computeRefund,
  type RefundLineItem,
  type RefundMode,
  type RefundResult,
} from '@roundtrip/core/pricing';
import { refundCeilingMinor as ceilingOf, refundableUnits as unitsOf } from '@roundtrip/core/requests';
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

export { refundedMinor } from '@roundtrip/core/requests';

/** The most that may still be refunded, in minor units (core's ceiling on the refundable units' pricing). */
export function refundCeilingMinor(
  request: RequestRow,
  items: readonly RequestItemRow[],
  refundRows: readonly RefundRow[],
  mode: RefundMode,
): number {
  return ceilingOf({ priced: priceRequest(request, items, 'refundable', mode), mode, refunds: refundRows });
}
