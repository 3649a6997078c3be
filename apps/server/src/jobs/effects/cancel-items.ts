import { transition } from '@roundtrip/core';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { paidWithTax } from '@roundtrip/core/pricing';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Tx } from '../../db/client';
import { type RequestRow, refunds, requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { queueEmail } from '../../notifications/queue-notification';
import { enqueueEffects } from '../../outbox/enqueue';
import { cancelItemsPayload } from '../../outbox/payloads';
import type { Refund } from '../../platform/platform';
import { recordRequestEvent } from '../../request-events/record-request-event';
import type { Effect } from './effect';

export type CancelItemsPayload = z.infer<typeof cancelItemsPayload>;

/**
 * The platform cancels the units and refunds them to the original payment, computing the amount itself;
 * that refund is recorded as it is, the items and the request are refunded, and the shopper gets the
 * confirmation email, all in the transaction that marks the step done.
 */
export const cancelItems: Effect<CancelItemsPayload> = {
  payload: cancelItemsPayload,
  logKind: 'refund',
  async run({ deps, row, request, payload }) {
    const made = await deps.platform.cancelItems(request.storeId, {
      idempotencyKey: row.id,
      orderId: request.orderId,
      lineItems: payload.lineItems,
      wholeOrder: payload.wholeOrder,
    });
    return {
      request: { orderId: request.orderId, lineItems: payload.lineItems, wholeOrder: payload.wholeOrder },
      response: { id: made.id, refunded: made.total_refunded_set.shop_money.amount },
      apply: async (tx) => {
        const settled = await settleCancellation(tx, deps, request, { made, key: row.id });
        if (!settled) return;
        const now = deps.clock();
        const email = await queueEmail(
          tx,
          request,
          {
            kind: 'items_cancelled',
            facts: { event: 'refunded', message: '', amount: settled.amount, refund_mode: 'pay_to_source' },
          },
          now,
        );
        await recordRequestEvent(deps, tx, settled.event);
        if (email)
          await enqueueEffects(deps.sender, tx, { storeId: request.storeId, requestId: request.id, now }, [
            email,
          ]);
      },
    };
  },
};

/** Writes the platform's refund onto the request; null when an earlier attempt already did. */
async function settleCancellation(
  tx: Tx,
  deps: Deps,
  request: RequestRow,
  { made, key }: { made: Refund; key: string },
) {
  const where = and(eq(requests.id, request.id), eq(requests.storeId, request.storeId));
  const [locked] = await tx.select().from(requests).where(where).for('update');
  if (locked?.status !== 'requested') return null;
  const now = deps.clock();
  const next = transition(locked.status, 'refund', 'cancellation');
  const amount = made.total_refunded_set.shop_money.amount;
  const items = await tx.select().from(requestItems).where(eq(requestItems.requestId, request.id));
  for (const item of items) {
    const lines = made.refund_line_items.filter((l) => l.line_item_id === item.lineItemId);
    const value = lines.reduce(
      (s, l) =>
        s +
        paidWithTax(
          toMinor(l.subtotal, locked.currency),
          toMinor(l.total_tax, locked.currency),
          locked.taxesIncluded,
        ),
      0,
    );
    const paid = fromMinor(value, locked.currency);
    await tx
      .update(requestItems)
      .set({ refundedQty: item.approvedQty, paidAmount: paid, refundAmount: paid })
      .where(eq(requestItems.id, item.id));
  }
  const [record] = await tx
    .insert(refunds)
    .values({
      storeId: request.storeId,
      requestId: request.id,
      mode: 'pay_to_source',
      status: 'succeeded',
      amount,
      currency: locked.currency,
      items: items.map((i) => ({ item_id: i.id, quantity: i.approvedQty })),
      idempotencyKey: `cancel:${key}`,
      platformRefundId: made.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: refunds.id });
  await tx
    .update(requests)
    .set({
      status: next,
      refundAmount: amount,
      closedAt: now,
      updatedAt: now,
      version: sql`${requests.version} + 1`,
    })
    .where(where);
  return {
    amount,
    event: {
      storeId: request.storeId,
      requestId: request.id,
      type: 'refunded',
      fromStatus: locked.status,
      toStatus: next,
      actorType: 'system' as const,
      message: `Items cancelled; ${amount} ${locked.currency} refunded to the original payment`,
      customerVisible: true,
      data: { amount, mode: 'pay_to_source', refundId: record?.id },
      createdAt: now,
    },
  };
}
