import type { LogKind, SideEffect } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { notifications, type RequestRow, refunds, requests, reships, type SideEffectRow } from '../db/schema';
import type { Deps } from '../deps';
import { mailerOf } from '../notifications/mailer';
import type { Disposition } from '../platform/platform';
import { bookSandboxShipment } from './sandbox-courier';

/** Which log tab of the request page an attempt is written to. */
export const LOG_KIND_OF: Record<SideEffect, LogKind> = {
  create_return: 'shopify',
  decline_return: 'shopify',
  cancel_return: 'shopify',
  dispose_items: 'shopify',
  close_return: 'shopify',
  create_exchange_order: 'shopify',
  release_hold: 'shopify',
  create_shipment: 'logistic',
  reship: 'logistic',
  refund: 'refund',
  store_credit: 'refund',
  notify_customer: 'email',
};

export type EffectOutcome = {
  request: Record<string, unknown>;
  response: Record<string, unknown>;
  /** Runs in the transaction that marks the side effect succeeded. */
  apply?: (tx: Tx) => Promise<void>;
};
export type EffectContext = { deps: Deps; row: SideEffectRow; request: RequestRow };

/** Thrown when an earlier effect of the same request has not finished yet: retried later. */
export class WaitingError extends Error {}

const setRequest = (ctx: EffectContext, patch: Partial<typeof requests.$inferInsert>) => async (tx: Tx) => {
  await tx
    .update(requests)
    .set(patch)
    .where(and(eq(requests.id, ctx.request.id), eq(requests.storeId, ctx.request.storeId)));
};

function returnIdOf(request: RequestRow): string {
  if (!request.platformReturnId) throw new WaitingError('The return is not created on the platform yet');
  return request.platformReturnId;
}

type Handler = (ctx: EffectContext) => Promise<EffectOutcome>;

// Every platform write uses the outbox row's id as its idempotency key: a retry after a crash
// (outcome unknown) repeats the same call and the platform answers the first result.
export const EFFECTS: Record<SideEffect, Handler> = {
  async create_return(ctx) {
    const { deps, row, request } = ctx;
    const p = row.payload as { lineItems: { lineItemId: string; quantity: number; reason: string }[] };
    const ret = request.platformReturnId
      ? await deps.platform.approveReturn(request.storeId, {
          idempotencyKey: row.id,
          returnId: request.platformReturnId,
        })
      : await deps.platform.createReturn(request.storeId, {
          idempotencyKey: row.id,
          orderId: request.orderId,
          status: 'open',
          lineItems: p.lineItems,
        });
    return {
      request: { orderId: request.orderId, returnId: request.platformReturnId, lineItems: p.lineItems },
      response: { id: ret.id, status: ret.status },
      apply: setRequest(ctx, { platformReturnId: ret.id }),
    };
  },
  async decline_return({ deps, row, request }) {
    const note = String((row.payload as { note?: string }).note ?? '');
    if (!request.platformReturnId) return { request: {}, response: { skipped: 'no return on the platform' } };
    const ret = await deps.platform.declineReturn(request.storeId, {
      idempotencyKey: row.id,
      returnId: request.platformReturnId,
      reason: 'OTHER',
      note,
    });
    return {
      request: { returnId: request.platformReturnId, note },
      response: { id: ret.id, status: ret.status },
    };
  },
  async cancel_return({ deps, row, request }) {
    if (!request.platformReturnId) return { request: {}, response: { skipped: 'no return on the platform' } };
    const ret = await deps.platform.cancelReturn(request.storeId, {
      idempotencyKey: row.id,
      returnId: request.platformReturnId,
    });
    return { request: { returnId: request.platformReturnId }, response: { id: ret.id, status: ret.status } };
  },
  async dispose_items({ deps, row, request }) {
    const returnId = returnIdOf(request);
    const p = row.payload as {
      dispositions: { lineItemId: string; quantity: number; type: Disposition; locationId?: string }[];
      close: boolean;
    };
    const ret = await deps.platform.getReturn(request.storeId, returnId);
    if (!ret) throw new Error(`Return ${returnId} not found on the platform`);
    let fallbackLocation: string | undefined;
    const dispositions = [];
    for (const d of p.dispositions) {
      const line = ret.return_line_items.find((l) => l.line_item_id === d.lineItemId);
      if (!line) throw new Error(`Line ${d.lineItemId} is not on return ${returnId}`);
      let locationId = d.locationId;
      if (d.type === 'RESTOCKED' && !locationId) {
        fallbackLocation ??= (await deps.platform.listLocations(request.storeId)).find(
          (l) => l.is_default,
        )?.id;
        locationId = fallbackLocation;
      }
      dispositions.push({
        reverseFulfillmentOrderLineItemId: line.reverse_fulfillment_order_line_item_id,
        quantity: d.quantity,
        type: d.type,
        ...(locationId ? { locationId } : {}),
      });
    }
    if (dispositions.length > 0)
      await deps.platform.disposeItems(request.storeId, {
        idempotencyKey: `${row.id}:dispose`,
        returnId,
        dispositions,
      });
    const closed = p.close
      ? await deps.platform.closeReturn(request.storeId, { idempotencyKey: `${row.id}:close`, returnId })
      : null;
    return {
      request: { returnId, dispositions, close: p.close },
      response: { id: returnId, status: closed?.status ?? ret.status },
    };
  },
  async close_return({ deps, row, request }) {
    const returnId = returnIdOf(request);
    const ret = await deps.platform.closeReturn(request.storeId, { idempotencyKey: row.id, returnId });
    return { request: { returnId }, response: { id: ret.id, status: ret.status } };
  },
  async refund(ctx) {
    const { deps, row, request } = ctx;
    const p = row.payload as {
      refundId: string;
      amount: string;
      key: string;
      /** Fixed when the refund was asked for; rows written before that field fall back to the request. */
      returnId?: string | null;
      lineItems: { lineItemId: string; quantity: number }[];
      note?: string;
    };
    const returnId = p.returnId === undefined ? request.platformReturnId : p.returnId;
    const refund = await deps.platform.refund(request.storeId, {
      idempotencyKey: p.key,
      orderId: request.orderId,
      ...(returnId ? { returnId } : {}),
      amount: p.amount,
      lineItems: p.lineItems,
      ...(p.note ? { note: p.note } : {}),
    });
    return {
      request: { orderId: request.orderId, amount: p.amount, lineItems: p.lineItems },
      response: { id: refund.id, refunded: refund.total_refunded_set.shop_money.amount },
      apply: async (tx) => {
        await tx
          .update(refunds)
          .set({ status: 'succeeded', platformRefundId: refund.id, error: null, updatedAt: deps.clock() })
          .where(eq(refunds.id, p.refundId));
      },
    };
  },
  async store_credit({ deps, row, request }) {
    const p = row.payload as { refundId: string; amount: string; key: string; note?: string };
    if (!request.customerId) throw new PermanentError('The request has no platform customer to credit');
    const account = await deps.platform.issueStoreCredit(request.storeId, {
      idempotencyKey: p.key,
      customerId: request.customerId,
      amount: p.amount,
      currency: request.currency,
      ...(p.note ? { note: p.note } : {}),
    });
    return {
      request: { customerId: request.customerId, amount: p.amount, currency: request.currency },
      response: { account: account.id, balance: account.balance.amount },
      apply: async (tx) => {
        await tx
          .update(refunds)
          .set({ status: 'succeeded', platformRefundId: account.id, error: null, updatedAt: deps.clock() })
          .where(eq(refunds.id, p.refundId));
      },
    };
  },
  async create_exchange_order(ctx) {
    const { deps, row, request } = ctx;
    const p = row.payload as {
      lineItems: { variantId: string; quantity: number }[];
      returnedValue: string;
      hold: boolean;
      name?: string;
      tags?: string[];
    };
    const result = await deps.platform.createExchangeOrder(request.storeId, {
      idempotencyKey: row.id,
      originalOrderId: request.orderId,
      ...(request.platformReturnId ? { returnId: request.platformReturnId } : {}),
      lineItems: p.lineItems,
      returnedValue: p.returnedValue,
      hold: p.hold,
      ...(p.name ? { name: p.name } : {}),
      ...(p.tags ? { tags: p.tags } : {}),
    });
    return {
      request: { originalOrderId: request.orderId, ...p },
      response: { order: result.order.id, fulfillment_orders: result.fulfillment_orders.map((f) => f.id) },
      apply: setRequest(ctx, {
        exchangeOrderId: result.order.id,
        exchangeFulfillmentOrderIds: result.fulfillment_orders.map((f) => f.id),
      }),
    };
  },
  async release_hold({ deps, row, request }) {
    if (!request.exchangeOrderId) throw new WaitingError('The exchange order is not created yet');
    const ids = request.exchangeFulfillmentOrderIds ?? [];
    const released = [];
    for (const id of ids) {
      const fo = await deps.platform.releaseHold(request.storeId, {
        idempotencyKey: `${row.id}:${id}`,
        fulfillmentOrderId: id,
      });
      released.push({ id: fo.id, status: fo.status });
    }
    return { request: { order: request.exchangeOrderId, fulfillment_orders: ids }, response: { released } };
  },
  async create_shipment(ctx) {
    const courier = String((ctx.row.payload as { courier?: string }).courier ?? 'sandbox');
    const booked = bookSandboxShipment({ courier, idempotencyKey: ctx.row.id });
    return {
      request: { courier, orderId: ctx.request.orderId, address: ctx.request.address },
      response: booked,
      apply: setRequest(ctx, {
        trackingCompany: booked.tracking_company,
        trackingNumber: booked.tracking_number,
        trackingUrl: booked.tracking_url,
        trackingStatus: booked.status,
      }),
    };
  },
  async reship({ deps, row }) {
    const p = row.payload as { reshipId: string; shippingCompany: string };
    const booked = bookSandboxShipment({ courier: p.shippingCompany, idempotencyKey: row.id });
    return {
      request: p,
      response: booked,
      apply: async (tx) => {
        await tx
          .update(reships)
          .set({ status: 'shipped', trackingNumber: booked.tracking_number })
          .where(eq(reships.id, p.reshipId));
        void deps;
      },
    };
  },
  async notify_customer({ deps, row }) {
    const { notificationId } = row.payload as { notificationId?: string };
    // Rows queued before the notification outbox existed carry no message.
    if (!notificationId) return { request: row.payload, response: { skipped: 'no notification' } };
    const [n] = await deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.id, notificationId), eq(notifications.storeId, row.storeId)));
    if (!n) throw new PermanentError('The notification no longer exists');
    const sent = await mailerOf(deps).send({
      idempotencyKey: n.id,
      to: n.recipient,
      subject: n.subject,
      text: n.body,
    });
    return {
      request: { channel: n.channel, to: n.recipient, subject: n.subject, event: n.event },
      response: { id: sent.id },
      apply: async (tx) => {
        const now = deps.clock();
        await tx
          .update(notifications)
          .set({
            status: 'sent',
            sentAt: now,
            attempts: row.attempts + 1,
            lastError: null,
            providerMessageId: sent.id,
            updatedAt: now,
          })
          .where(eq(notifications.id, n.id));
      },
    };
  },
};

/** A failure that retrying cannot fix (bad data, refused by the platform's rules). */
export class PermanentError extends Error {}
