import { type PortalRequestDetails, shopperMessageOf } from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requestEvents, requestItems, requestMedia, requests } from '../../db/schema';
import { shopperError } from '../../errors';
import { mediaOf } from '../uploads/media-of';
import { amountOut } from './amounts';
import { summaryOf } from './request-summaries';

const emptyAddress = {
  first_name: '',
  last_name: '',
  address_line_1: '',
  address_line_2: '',
  city: '',
  province: '',
  country: '',
  postal_code: '',
};

/**
 * The shopper's view of one request, scoped by store and order: a request of another order (or
 * store) is simply not found. Internal notes and merchant-only events never leave the server.
 */
export async function requestDetails(
  db: Db,
  scope: { storeId: string; orderId: string },
  requestId: string,
): Promise<PortalRequestDetails> {
  const [request] = await db
    .select()
    .from(requests)
    .where(
      and(
        eq(requests.id, requestId),
        eq(requests.storeId, scope.storeId),
        eq(requests.orderId, scope.orderId),
      ),
    )
    .limit(1);
  if (!request) throw shopperError('NOT_FOUND', shopperMessageOf('REQUEST_NOT_FOUND'));
  const [items, media, events] = await Promise.all([
    db
      .select()
      .from(requestItems)
      .where(eq(requestItems.requestId, request.id))
      .orderBy(asc(requestItems.createdAt), asc(requestItems.lineItemId)),
    db
      .select()
      .from(requestMedia)
      .where(eq(requestMedia.requestId, request.id))
      .orderBy(asc(requestMedia.createdAt)),
    db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, request.id), eq(requestEvents.customerVisible, true)))
      .orderBy(asc(requestEvents.id)),
  ]);
  const cur = request.currency;
  return {
    ...summaryOf(request, items),
    order: { id: request.orderId, name: request.orderName },
    method: request.method,
    address: request.address ?? emptyAddress,
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
    })),
    timeline: events
      .filter((e) => e.type !== 'message')
      .map((e) => ({ at: e.createdAt.toISOString(), type: e.type, status: e.toStatus, message: e.message })),
    tracking: request.trackingNumber
      ? {
          company: request.trackingCompany ?? '',
          number: request.trackingNumber,
          url: request.trackingUrl,
          status: request.trackingStatus,
        }
      : null,
    messages: events
      .filter((e) => e.type === 'message')
      .map((e) => ({ at: e.createdAt.toISOString(), body: e.message })),
  };
}
