import type { RefundMode, RequestDetailItem, RequestDetailResponse } from '@roundtrip/core';
import { fromMinor } from '@roundtrip/core/money';
import { type RefundRecordOf, refundUnitsOf } from '@roundtrip/core/requests';
import { shopperRefundState } from '@roundtrip/core/shopper';
import { z } from 'zod';
import type { RefundRow, RequestEventRow, RequestItemRow, RequestMediaRow } from '../../db/schema';
import { countersOf } from './item-counters';
import type { priceRequest } from './request-pricing';

type PricedItem = ReturnType<typeof priceRequest>['items'][number];

/** One item as the request page shows it (the detail response and the item's own page share it). */
export function itemView(
  item: RequestItemRow,
  media: readonly RequestMediaRow[],
  p: PricedItem | undefined,
  currency: string,
  mode: RefundMode,
  refunds: readonly RefundRecordOf[],
): RequestDetailItem {
  const m = (minor: number) => fromMinor(minor, currency);
  return {
    id: item.id,
    line_item_id: item.lineItemId,
    product_id: item.productId,
    variant_id: item.variantId,
    title: item.title,
    variant_title: item.variantTitle,
    sku: item.sku,
    image_url: item.imageUrl,
    reason: item.reason,
    comment: item.comment,
    counters: countersOf(item),
    refund_units: refundUnitsOf(item.id, refunds),
    actual_amount: item.actualAmount,
    presentment_price: item.presentmentPrice,
    requested_refund_mode: item.requestedRefundMode,
    exchange_variant: item.exchangeVariantId
      ? { id: item.exchangeVariantId, title: item.exchangeVariantTitle, price: item.exchangeVariantPrice }
      : null,
    ...(item.upsellProducts?.length
      ? {
          upsells: item.upsellProducts.map((u) => ({
            variant_id: u.variant_id,
            title: u.title,
            quantity: u.quantity,
            price: u.price,
            discount: u.discount,
          })),
        }
      : {}),
    media: media
      .filter((x) => x.requestItemId === item.id)
      .map((x) => ({
        id: x.id,
        kind: x.kind,
        content_type: x.contentType,
        size: x.size,
        url: `/api/return-exchange/v1/media/${x.id}`,
        original_name: x.originalName,
      })),
    price: {
      quantity: p?.quantity ?? 0,
      gross: m(p?.gross ?? 0),
      discount: m(p?.discount ?? 0),
      tax: m(p?.tax ?? 0),
      shipping: m(p?.shipping ?? 0),
      paid: m(p?.paid ?? 0),
      refundable: m(p?.refundable ?? 0),
      fee: m(p?.fee ?? 0),
      refund: m(p?.refund ?? 0),
      bonus: m(p?.bonus ?? 0),
      incentive: m(p?.incentive ?? 0),
      total: m(p?.total ?? 0),
      mode: p?.mode ?? mode,
      exchange: p?.exchange
        ? {
            new_cost: m(p.exchange.new_cost),
            carried_discount: m(p.exchange.carried_discount),
            ...(p.exchange.upsell_cost > 0 ? { upsell_cost: m(p.exchange.upsell_cost) } : {}),
            difference: m(p.exchange.difference),
            payer: p.exchange.payer,
            amount_due: m(p.exchange.amount_due),
          }
        : null,
    },
  };
}

const refundEvent = z.object({ refundId: z.string() });

/** A refund event's record, as the shopper would read its state (pending, done, failed, replaced). */
function refundStateOfEvent(e: RequestEventRow, refunds: readonly RefundRow[]) {
  const named = refundEvent.safeParse(e.data);
  const record = named.success ? refunds.find((r) => r.id === named.data.refundId) : undefined;
  return record ? shopperRefundState({ status: record.status, replaced: record.replacedBy !== null }) : null;
}

export function timelineEntryOf(
  e: RequestEventRow,
  refunds: readonly RefundRow[],
): RequestDetailResponse['timeline'][number] {
  return {
    id: e.id,
    type: e.type,
    from_status: e.fromStatus,
    to_status: e.toStatus,
    actor_type: e.actorType,
    actor_id: e.actorId,
    message: e.message,
    customer_visible: e.customerVisible,
    refund_state: refundStateOfEvent(e, refunds),
    created_at: e.createdAt.toISOString(),
  };
}

/** What receipt and inspection events store about the items they counted. */
const countedItems = z.object({
  items: z.array(z.object({ item_id: z.string() }).nullable().catch(null)),
});

/**
 * Whether an event concerns one item: a status change of its request (it moves every item), or an
 * event whose data names the item (receipt and inspection list the items they counted).
 */
export function concernsItem(e: RequestEventRow, itemId: string): boolean {
  const counted = countedItems.safeParse(e.data);
  if (counted.success) return counted.data.items.some((x) => x?.item_id === itemId);
  return e.toStatus !== null;
}
