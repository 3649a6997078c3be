import { type PortalRequestDetails, shopperMessageOf } from '@roundtrip/core';
import { paidPerUnit } from '@roundtrip/core/pricing';
import { nextStep, RETURN_METHODS, shopperTimeline, shopperTrackingState } from '@roundtrip/core/shopper';
import { and, eq, sql } from 'drizzle-orm';
import { jsonRowsOf, rowsFromJson } from '../../db/json-rows';
import {
  type RefundRow,
  refunds,
  requestEvents,
  requestItems,
  requestMedia,
  requests,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import { mediaOf } from '../uploads/media-of';
import { amountOut, shopperAmountOf } from './amounts';
import { summaryOf } from './request-summaries';
import { returnInstructions } from './return-instructions';
import { settlementOf } from './settlement';

/**
 * The shopper's view of one request, scoped by store and order: a request of another order (or
 * store) is simply not found. Internal notes and merchant-only events never leave the server.
 */
export async function requestDetails(
  deps: Deps,
  scope: { storeId: string; orderId: string },
  requestId: string,
): Promise<PortalRequestDetails> {
  const [found] = await deps.db
    .select({
      request: requests,
      // The request's children in the same statement (a round trip each took four more).
      items: jsonRowsOf(
        requestItems,
        sql`c.request_id = ${requests}.id`,
        sql`order by c.created_at, c.line_item_id`,
      ),
      media: jsonRowsOf(requestMedia, sql`c.request_id = ${requests}.id`, sql`order by c.created_at`),
      events: jsonRowsOf(
        requestEvents,
        sql`c.request_id = ${requests}.id and c.customer_visible`,
        sql`order by c.id`,
      ),
      refunds: jsonRowsOf(
        refunds,
        sql`c.request_id = ${requests}.id and c.store_id = ${requests}.store_id`,
        sql`order by c.created_at`,
      ),
    })
    .from(requests)
    .where(
      and(
        eq(requests.id, requestId),
        eq(requests.storeId, scope.storeId),
        eq(requests.orderId, scope.orderId),
      ),
    )
    .limit(1);
  if (!found) throw shopperError('NOT_FOUND', shopperMessageOf('REQUEST_NOT_FOUND'));
  const { request } = found;
  const items = rowsFromJson(requestItems, found.items);
  const media = rowsFromJson(requestMedia, found.media);
  const events = rowsFromJson(requestEvents, found.events);
  const refundRows = rowsFromJson(refunds, found.refunds);
  const cur = request.currency;
  const summary = summaryOf(request, items, refundRows);
  const visible = events.filter((e) => e.type !== 'message');
  return {
    ...summary,
    order: { id: request.orderId, name: request.orderName },
    method: request.method,
    method_change: methodChangeOf(visible),
    address: request.address,
    ship_to: request.kind === 'exchange' ? request.shipTo : null,
    phone: { dial_code: request.customerPhoneDialCode, number: request.customerPhone },
    email: request.customerEmail,
    bank_details:
      request.refundMode === 'bank_transfer' && request.bankAccountNumber
        ? {
            account_holder_name: request.bankAccountHolderName ?? '',
            account_number_last4: request.bankAccountNumber.slice(-4),
            bank_code: request.bankCode ?? '',
          }
        : null,
    return_fee: amountOut(request.returnFee, cur),
    bonus: amountOut(request.bonusAmount, cur),
    amount_due: amountOut(request.amountDue, cur),
    payer: request.payer,
    request_items: items.map((i) => ({
      id: i.id,
      line_item_id: i.lineItemId,
      title: i.title,
      variant_title: i.variantTitle,
      image_url: i.imageUrl,
      quantity: i.requestedQty,
      reason: i.reason,
      comment: i.comment,
      media: media.filter((m) => m.requestItemId === i.id).map(mediaOf),
      refund_mode: i.requestedRefundMode,
      unit_price: amountOut(i.actualAmount, cur),
      price_paid: paidPerUnit(
        { price: i.actualAmount, lineDiscount: i.totalDiscount, quantity: i.returnQuantity },
        cur,
      ),
      paid: amountOut(i.paidAmount, cur),
      refund_amount: amountOut(i.refundAmount, cur),
      exchange_variant: i.exchangeVariantId
        ? {
            id: i.exchangeVariantId,
            title: i.exchangeVariantTitle ?? '',
            price: amountOut(i.exchangeVariantPrice, cur),
            quantity: i.requestedQty,
          }
        : null,
      // Several new variants (multiple exchange products): each with its own quantity.
      ...(i.exchangeProducts && i.exchangeProducts.length > 1
        ? {
            exchange_variants: i.exchangeProducts.map((p) => ({
              id: p.variant_id,
              title: p.title ?? '',
              price: amountOut(p.variant_price, cur),
              quantity: p.quantity,
            })),
          }
        : {}),
      ...(i.upsellProducts?.length
        ? {
            upsells: i.upsellProducts.map((u) => ({
              id: u.variant_id,
              title: u.title,
              quantity: u.quantity,
              price: amountOut(u.price, cur),
              discount: amountOut(u.discount, cur),
            })),
          }
        : {}),
    })),
    next_step: nextStep({
      status: summary.shopper_status,
      kind: request.kind,
      method: request.method,
      courier: request.courier,
    }),
    instructions: await returnInstructions(
      deps,
      request,
      events.filter((e) => e.type === 'approved').at(-1)?.createdAt ?? null,
    ),
    ...(await settlementOf(deps, request, refundRows)),
    timeline: timelineOf(visible, refundRows),
    tracking: request.trackingNumber
      ? {
          company: request.trackingCompany ?? '',
          number: request.trackingNumber,
          url: request.trackingUrl,
          status: shopperTrackingState(request.trackingStatus),
        }
      : null,
    messages: events
      .filter((e) => e.type === 'message')
      .map((e) => ({ at: e.createdAt.toISOString(), body: e.message })),
  };
}

type EventRow = typeof requestEvents.$inferSelect;

/** Core decides the shopper's timeline lines; the portal words their codes. */
function timelineOf(events: EventRow[], refundRows: RefundRow[]): PortalRequestDetails['timeline'] {
  return shopperTimeline(
    events.map((e) => ({ at: e.createdAt.toISOString(), type: e.type, status: e.toStatus, data: e.data })),
    refundRows.map((r) => ({
      id: r.id,
      ...shopperAmountOf(r),
      mode: r.mode,
      status: r.status,
      replaced: r.replacedBy !== null,
    })),
  );
}

/** The last approval's change of method, if the merchant chose another than the shopper. */
function methodChangeOf(events: EventRow[]): PortalRequestDetails['method_change'] {
  const approval = events.filter((e) => e.type === 'approved').at(-1);
  if (!approval) return null;
  const line = timelineOf([approval], []).find((e) => e.code === 'method_changed');
  const from = RETURN_METHODS.find((m) => m === line?.params.from);
  const to = RETURN_METHODS.find((m) => m === line?.params.to);
  return from && to ? { from, to, note: line?.params.note ?? '' } : null;
}
