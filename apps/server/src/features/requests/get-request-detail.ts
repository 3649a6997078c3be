import type { RequestDetailResponse } from '@roundtrip/core';
import { actionPermission, allowedActions } from '@roundtrip/core/lifecycle';
import { fromMinor } from '@roundtrip/core/money';
import { hasPermission } from '@roundtrip/core/permissions';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  type RequestRow,
  refunds,
  requestComments,
  requestEvents,
  requestMedia,
  sideEffects,
} from '../../db/schema';
import type { Deps } from '../../deps';
import type { Order } from '../../platform/platform';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { ENABLEABLE } from './enable-request';
import { countersOf } from './item-counters';
import { findRequest, itemsOf } from './lock-request';
import { commentOf } from './request-comments';
import { priceRequest, refundCeilingMinor, refundedMinor } from './request-pricing';

type Allowed = RequestDetailResponse['allowed_actions'][number];

async function orderOf(deps: Deps, request: RequestRow): Promise<Order | null> {
  try {
    return await deps.platform.getOrder(request.storeId, request.orderId);
  } catch {
    return null; // the page still shows the request when the platform is unreachable
  }
}

/** GET return-exchange/v1/{id}/common: everything the request page shows, in one answer. */
export async function getRequestDetail(
  deps: Deps,
  auth: AuthContext,
  id: string,
): Promise<RequestDetailResponse> {
  requirePermission(auth, 'request.all.view');
  const request = await findRequest(deps.db, auth.storeId, id);
  const scope = (t: { requestId: PgColumn; storeId: PgColumn }) =>
    and(eq(t.requestId, id), eq(t.storeId, auth.storeId));
  const [items, media, events, comments, refundRows, effects, order] = await Promise.all([
    itemsOf(deps.db, auth.storeId, id),
    deps.db.select().from(requestMedia).where(scope(requestMedia)),
    deps.db.select().from(requestEvents).where(scope(requestEvents)).orderBy(asc(requestEvents.id)),
    deps.db
      .select()
      .from(requestComments)
      .where(and(scope(requestComments), isNull(requestComments.deletedAt)))
      .orderBy(asc(requestComments.createdAt)),
    deps.db.select().from(refunds).where(scope(refunds)).orderBy(asc(refunds.createdAt)),
    deps.db.select().from(sideEffects).where(scope(sideEffects)).orderBy(asc(sideEffects.createdAt)),
    orderOf(deps, request),
  ]);
  const cur = request.currency;
  const m = (minor: number) => fromMinor(minor, cur);
  const priced = priceRequest(request, items, 'requested');
  const mode = request.refundMode ?? 'pay_to_source';
  const holder = { user_type: auth.userType, permissions: auth.permissions };
  const allowed: Allowed[] = allowedActions(request.status, request.kind).filter((a) =>
    hasPermission(holder, actionPermission(a)),
  );
  if (request.status === 'archived' && hasPermission(holder, 'request.archive')) allowed.push('unarchive');
  if (request.exchangeHeld && hasPermission(holder, 'request.exchange')) allowed.push('release_fulfillment');
  if ((ENABLEABLE as readonly string[]).includes(request.status) && hasPermission(holder, 'request.approve'))
    allowed.push('enable');
  if (effects.some((e) => e.status === 'failed') && hasPermission(holder, 'request.edit'))
    allowed.push('retry');
  return {
    id: request.id,
    name: request.name,
    kind: request.kind,
    status: request.status,
    source: request.source,
    method: request.method,
    refund_mode: request.refundMode,
    tags: request.tags,
    needs_attention: request.needsAttention,
    attention_error: request.attentionError,
    archived: request.archived,
    allowed_actions: allowed,
    customer: {
      id: request.customerId,
      name: request.customerName,
      email: request.customerEmail,
      phone_dial_code: request.customerPhoneDialCode,
      phone: request.customerPhone,
    },
    address: request.address ? { ...request.address } : null,
    bank: request.bankAccountNumber
      ? {
          account_holder_name: request.bankAccountHolderName ?? '',
          account_number_last4: request.bankAccountNumber.slice(-4),
          bank_code: request.bankCode ?? '',
        }
      : null,
    order: {
      id: request.orderId,
      name: request.orderName,
      created_at: order?.created_at ?? null,
      financial_status: order?.financial_status ?? null,
      payment_gateway_names: order?.payment_gateway_names ?? [],
      is_cod: request.isCod,
      total: order?.total_price_set.shop_money.amount ?? null,
      currency: order?.currency ?? cur,
    },
    tracking: {
      courier: request.courier,
      company: request.trackingCompany,
      number: request.trackingNumber,
      url: request.trackingUrl,
      status: request.trackingStatus,
    },
    platform_return_id: request.platformReturnId,
    exchange_order: request.exchangeOrderId
      ? { id: request.exchangeOrderId, held: request.exchangeHeld }
      : null,
    items: items.map((item) => {
      const p = priced.items.find((x) => x.id === item.id);
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
        actual_amount: item.actualAmount,
        presentment_price: item.presentmentPrice,
        requested_refund_mode: item.requestedRefundMode,
        exchange_variant: item.exchangeVariantId
          ? { id: item.exchangeVariantId, title: item.exchangeVariantTitle, price: item.exchangeVariantPrice }
          : null,
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
                difference: m(p.exchange.difference),
                payer: p.exchange.payer,
                amount_due: m(p.exchange.amount_due),
              }
            : null,
        },
      };
    }),
    price: {
      currency: cur,
      presentment_currency: request.presentmentCurrency,
      paid: m(priced.totals.paid),
      refundable: m(priced.totals.refundable),
      fee: m(priced.totals.fee),
      fee_unrecovered: m(priced.totals.fee_unrecovered),
      refund: m(priced.totals.refund),
      bonus: m(priced.totals.bonus),
      incentive: m(priced.totals.incentive),
      total: m(priced.totals.total),
      amount_due: m(priced.totals.amount_due),
      exchange_difference: m(priced.totals.exchange_difference),
      payer: priced.totals.payer,
      presentment_refund: fromMinor(priced.presentment.refund, request.presentmentCurrency),
      refunded: m(refundedMinor(refundRows, cur)),
      refundable_now: m(request.kind === 'return' ? refundCeilingMinor(request, items, refundRows, mode) : 0),
    },
    refunds: refundRows.map((r) => ({
      id: r.id,
      mode: r.mode,
      status: r.status,
      amount: r.amount,
      currency: r.currency,
      reference: r.reference,
      error: r.error,
      created_at: r.createdAt.toISOString(),
    })),
    side_effects: effects.map((e) => ({
      id: e.id,
      effect: e.effect,
      status: e.status,
      attempts: e.attempts,
      last_error: e.lastError,
      updated_at: e.updatedAt.toISOString(),
    })),
    timeline: events.map((e) => ({
      id: e.id,
      type: e.type,
      from_status: e.fromStatus,
      to_status: e.toStatus,
      actor_type: e.actorType,
      actor_id: e.actorId,
      message: e.message,
      customer_visible: e.customerVisible,
      created_at: e.createdAt.toISOString(),
    })),
    comments: comments.map(commentOf),
    notes: request.notes,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    version: request.version,
  };
}
