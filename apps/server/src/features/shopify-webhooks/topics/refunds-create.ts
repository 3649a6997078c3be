import { refundWebhook } from '@roundtrip/core';
import { ACTIVE_STATUSES } from '@roundtrip/core/lifecycle';
import { toMinor } from '@roundtrip/core/money';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { type RequestRow, refunds, requestItems, requests, type StoreRow } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { WaitingError } from '../../../outbox/effect-errors';
import type { Refund } from '../../../platform/platform';
import { actOnRequest } from '../../requests/act-on-request';
import { requestOfReturn } from '../sync-return';
import { ignored, inShopify, processed, type TopicHandler } from '../topic-handler';

/** The request the refund is for: the one of its return, else the latest open one holding a refunded line. */
async function requestOf(deps: Deps, storeId: string, refund: Refund): Promise<RequestRow | null> {
  if (refund.return_id) {
    const byReturn = await requestOfReturn(deps, storeId, refund.return_id);
    if (byReturn) return byReturn;
  }
  const lines = refund.refund_line_items.map((l) => l.line_item_id);
  if (lines.length === 0) return null;
  const [row] = await deps.db
    .selectDistinct({ request: requests })
    .from(requests)
    .innerJoin(requestItems, eq(requestItems.requestId, requests.id))
    .where(
      and(
        eq(requests.storeId, storeId),
        eq(requests.orderId, refund.order_id),
        inArray(requests.status, [...ACTIVE_STATUSES]),
        inArray(requestItems.lineItemId, lines),
      ),
    )
    .orderBy(desc(requests.createdAt))
    .limit(1);
  return row?.request ?? null;
}

/** Our refund of the request still in flight: its platform id is not known yet, so this one may be it. */
async function oursInFlight(deps: Deps, store: StoreRow, request: RequestRow): Promise<boolean> {
  const rows = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.storeId, store.id),
        eq(refunds.requestId, request.id),
        eq(refunds.origin, 'roundtrip'),
        inArray(refunds.status, ['planned', 'pending']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * refunds/create: a refund made in Shopify's admin shows on its request as a refund record marked
 * `shopify` (succeeded, counted against the refund ceiling), never paid again by us. Our own refunds
 * coming back are recognised by their platform id; while one of ours is in flight the webhook waits.
 */
export const refundsCreate: TopicHandler<{ id: string; order_id: string }> = {
  payload: refundWebhook,
  async run({ deps, store }, payload) {
    const [ours] = await deps.db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.storeId, store.id), eq(refunds.platformRefundId, payload.id)));
    if (ours) return processed('Our own refund');
    const order = await deps.platform.getOrder(store.id, payload.order_id);
    const refund = order?.refunds.find((r) => r.id === payload.id);
    if (!order || !refund) return ignored(`Refund ${payload.id} is not on order ${payload.order_id}`);
    // Processing a return's items (returnProcess dispositions) makes a refund of no money: not a refund.
    if (
      refund.transactions.length === 0 &&
      toMinor(refund.total_refunded_set.shop_money.amount, order.currency) === 0
    )
      return ignored(`Refund ${refund.id} moved no money`);
    const request = await requestOf(deps, store.id, refund);
    if (!request) return ignored('No request covers this refund');
    if (await oursInFlight(deps, store, request))
      throw new WaitingError('A refund of ours for this request is still on its way');
    const { amount, currency_code: currency } = refund.total_refunded_set.shop_money;
    const paidIn = refund.total_refunded_set.presentment_money;
    await actOnRequest(
      deps,
      inShopify(store),
      {
        requestId: request.id,
        action: 'shopify_refund',
        permission: 'request.refund',
        idempotencyKey: `shopify-refund:${refund.id}`,
      },
      ({ now }) => ({
        event: {
          type: 'refunded_in_shopify',
          message: `Refunded ${amount} ${currency} in Shopify`,
          data: { refund_id: refund.id, amount, currency },
        },
        after: async (tx) => {
          const [made] = await tx
            .insert(refunds)
            .values({
              storeId: store.id,
              requestId: request.id,
              mode: 'pay_to_source',
              status: 'succeeded',
              amount,
              currency,
              // What the shopper got back in the currency they paid in, when it is not the shop's.
              ...(paidIn.currency_code !== currency && {
                presentmentAmount: paidIn.amount,
                presentmentCurrency: paidIn.currency_code,
              }),
              note: refund.note,
              idempotencyKey: `shopify:${refund.id}`,
              platformRefundId: refund.id,
              origin: 'shopify',
              createdAt: now,
              updatedAt: now,
            })
            .onConflictDoNothing()
            .returning({ id: refunds.id });
          // Paid in Shopify after ours failed: the merchant's way out, so ours is never retried.
          if (made)
            await tx
              .update(refunds)
              .set({ replacedBy: made.id, updatedAt: now })
              .where(
                and(
                  eq(refunds.storeId, store.id),
                  eq(refunds.requestId, request.id),
                  eq(refunds.origin, 'roundtrip'),
                  eq(refunds.status, 'failed'),
                  isNull(refunds.replacedBy),
                ),
              );
        },
      }),
    );
    return processed(`Refund ${refund.id} recorded on request ${request.name}`);
  },
};
