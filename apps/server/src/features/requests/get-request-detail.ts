import type { RequestDetailResponse } from '@roundtrip/core';
import { actionPermission, canRefundAgain, lifecycleActions } from '@roundtrip/core/lifecycle';
import { fromMinor } from '@roundtrip/core/money';
import { hasPermission, type Permission } from '@roundtrip/core/permissions';
import { pricedRefundMode, REFUND_MODES } from '@roundtrip/core/pricing';
import { paidByMode } from '@roundtrip/core/requests';
import { refundStateOf, shownStatus } from '@roundtrip/core/shopper';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  notifications,
  type RequestRow,
  refunds,
  requestComments,
  requestEvents,
  requestMedia,
  requestRisks,
  sideEffects,
} from '../../db/schema';
import type { Deps } from '../../deps';
import { refundIdOf } from '../../jobs/effects';
import type { Order } from '../../platform/platform';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { amountOut } from '../portal/amounts';
import { commentOf } from './comments/request-comments';
import { findRequest, itemsOf } from './lock-request';
import { itemView, timelineEntryOf } from './request-item-view';
import { bonusPercentOf, priceRequest, recordedRefund, refundedMinor, refundLeftOf } from './request-pricing';
import { storeCreditChoice } from './store-credit-choice';

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
  const scope = (t: { requestId: PgColumn; storeId: PgColumn }) =>
    and(eq(t.requestId, id), eq(t.storeId, auth.storeId));
  const [items, media, events, comments, refundRows, effects, emails, risks] = await Promise.all([
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
    deps.db
      .select()
      .from(notifications)
      // The merchant's own emails (new request, needs attention) are in "Sent emails", not here.
      .where(and(scope(notifications), eq(notifications.audience, 'shopper')))
      .orderBy(asc(notifications.createdAt), asc(notifications.id)),
    deps.db.select().from(requestRisks).where(scope(requestRisks)),
  ]);
  // The request is read after its side effects (each statement sees what had committed when it began): a
  // step shown done always comes with what it wrote on the request, such as the platform return's id.
  const request = await findRequest(deps.db, auth.storeId, id);
  const order = await orderOf(deps, request);
  const cur = request.currency;
  const m = (minor: number) => fromMinor(minor, cur);
  // Exchanges are settled by their new order, not refunded.
  const options =
    request.kind === 'return'
      ? REFUND_MODES.map((mode) => ({ mode, ...refundLeftOf(request, items, refundRows, mode) }))
      : REFUND_MODES.map((mode) => ({ mode, refund: 0, bonus: 0, incentive: 0, total: 0 }));
  const priced = priceRequest(request, items, 'requested');
  const mode = pricedRefundMode(request.refundMode);
  const records = refundRows.map(recordedRefund);
  const refundState = refundStateOf(records);
  const holder = { user_type: auth.userType, permissions: auth.permissions };
  const possible: { action: Allowed; permission: Permission }[] = lifecycleActions(
    request.status,
    request.kind,
    request.statusBeforeArchive,
  ).map((a) => ({ action: a, permission: actionPermission(a) }));
  // A failed refund has a way out: refund again in another mode (docs/lifecycle.md "A failed refund").
  if (canRefundAgain(request, refundState))
    possible.unshift({ action: 'refund', permission: 'request.refund' });
  if (request.exchangeHeld) possible.push({ action: 'release_fulfillment', permission: 'request.exchange' });
  const allowed: Allowed[] = possible.filter((p) => hasPermission(holder, p.permission)).map((p) => p.action);
  // The page shows these disabled, naming the permission, so a staff member knows whom to ask.
  const blocked = possible.filter((p) => !hasPermission(holder, p.permission));
  const canEdit = hasPermission(holder, 'request.edit');
  // Emails are listed under `notifications` and sent again with Resend, not Retry: the steps are
  // the platform, courier and refund calls. A failed refund paid another way is no step left to retry.
  const replaced = new Set(refundRows.filter((r) => r.replacedBy).map((r) => r.id));
  const steps = effects.filter((e) => {
    const refundId = refundIdOf(e);
    return e.effect !== 'notify_customer' && !(refundId && replaced.has(refundId));
  });
  if (steps.some((e) => e.status === 'failed') && canEdit) allowed.push('retry');
  if (emails.length > 0 && canEdit) allowed.push('resend');
  return {
    id: request.id,
    name: request.name,
    kind: request.kind,
    status: request.status,
    refund_state: refundState,
    shown_status: shownStatus(request.status, refundState),
    source: request.source,
    method: request.method,
    refund_mode: request.refundMode,
    tags: request.tags,
    needs_attention: request.needsAttention,
    attention_error: request.attentionError,
    archived: request.archived,
    allowed_actions: allowed,
    blocked_actions: blocked,
    customer: {
      id: request.customerId,
      name: request.customerName,
      email: request.customerEmail,
      phone_dial_code: request.customerPhoneDialCode,
      phone: request.customerPhone,
    },
    address: request.address ? { ...request.address } : null,
    ...(request.kind === 'exchange' && request.shipTo ? { ship_to: { ...request.shipTo } } : {}),
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
    items: items.map((item) =>
      itemView(
        item,
        media,
        priced.items.find((x) => x.id === item.id),
        cur,
        mode,
        records,
      ),
    ),
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
      refunded: m(refundedMinor(records, cur)),
      refundable_now: m(options.find((o) => o.mode === mode)?.total ?? 0),
      bonus_percent: bonusPercentOf(request),
      refund_options: options.map((o) => ({
        mode: o.mode,
        refund: m(o.refund),
        bonus: m(o.bonus),
        incentive: m(o.incentive),
        total: m(o.total),
      })),
      paid_by_mode: paidByMode(records, cur).map((p) => ({
        mode: p.mode,
        amount: m(p.amount),
        bonus: m(p.bonus),
        incentive: m(p.incentive),
      })),
    },
    store_credit: await storeCreditChoice(deps, auth.storeId),
    refunds: refundRows.map((r) => ({
      id: r.id,
      mode: r.mode,
      status: r.status,
      amount: amountOut(r.amount, r.currency),
      bonus_amount: amountOut(r.bonusAmount, r.currency),
      incentive_amount: amountOut(r.incentiveAmount, r.currency),
      currency: r.currency,
      presentment_amount:
        r.presentmentAmount !== null && r.presentmentCurrency
          ? amountOut(r.presentmentAmount, r.presentmentCurrency)
          : null,
      presentment_currency: r.presentmentCurrency,
      reference: r.reference,
      error: r.error,
      replaced_by: r.replacedBy,
      created_at: r.createdAt.toISOString(),
    })),
    side_effects: steps.map((e) => ({
      id: e.id,
      effect: e.effect,
      status: e.status,
      attempts: e.attempts,
      last_error: e.lastError,
      updated_at: e.updatedAt.toISOString(),
    })),
    timeline: events.map((e) => timelineEntryOf(e, refundRows)),
    comments: comments.map(commentOf),
    notifications: emails.map((n) => ({
      id: n.id,
      channel: n.channel,
      recipient: n.recipient,
      subject: n.subject,
      body: n.body,
      event: n.event,
      status: n.status,
      attempts: n.attempts,
      last_error: n.lastError,
      sent_at: n.sentAt?.toISOString() ?? null,
      created_at: n.createdAt.toISOString(),
    })),
    notes: request.notes,
    risk: risks[0]
      ? { score: risks[0].score, level: risks[0].level, signals: risks[0].signals, verdict: risks[0].verdict }
      : null,
    created_at: request.createdAt.toISOString(),
    updated_at: request.updatedAt.toISOString(),
    version: request.version,
  };
}
