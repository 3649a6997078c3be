import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { type RequestRow, requestItems, requests, type SideEffectRow } from '../../db/schema';
import { createReturnPayload } from '../../outbox/payloads';
import { cancelledApprovals, type cancelledOnCreate } from './cancel-return';
import type { Effect } from './effect';

export type CreateReturnPayload = z.infer<typeof createReturnPayload>;

const isCancelled = async (db: Db | Tx, row: SideEffectRow) =>
  (await cancelledApprovals(db, row)).has(row.id);

/**
 * Becomes the request's return only while its approval stands: under the request's lock, so a
 * cancellation committed meanwhile is seen (its cancel_return then cancels this return).
 */
const adopt = (row: SideEffectRow, request: RequestRow, returnId: string) => async (tx: Tx) => {
  const where = and(eq(requests.id, request.id), eq(requests.storeId, request.storeId));
  await tx.select({ id: requests.id }).from(requests).where(where).for('update');
  if (await isCancelled(tx, row)) return;
  await tx.update(requests).set({ platformReturnId: returnId }).where(where);
};

/** An exchange's return names what the shopper gets instead: each returned line's chosen variant. */
async function exchangeLines(db: Db, request: RequestRow, lines: CreateReturnPayload['lineItems']) {
  if (request.kind !== 'exchange') return [];
  const items = await db
    .select({ lineItemId: requestItems.lineItemId, variantId: requestItems.exchangeVariantId })
    .from(requestItems)
    .where(and(eq(requestItems.storeId, request.storeId), eq(requestItems.requestId, request.id)));
  return lines.flatMap((l) => {
    const variantId = items.find((i) => i.lineItemId === l.lineItemId && i.variantId)?.variantId;
    return variantId ? [{ variantId, quantity: l.quantity }] : [];
  });
}

/**
 * Approval: opens the return on the platform, or approves the one the shopper already requested there.
 * If the merchant cancelled the approval before this ran, the return is still made with this row's key
 * (an attempt that crashed may have made it already) and then cancelled here: one return per approval,
 * never left open.
 */
export const createReturn: Effect<CreateReturnPayload> = {
  payload: createReturnPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload }) {
    const cancelled = await isCancelled(deps.db, row);
    const exchange = payload.returnId ? [] : await exchangeLines(deps.db, request, payload.lineItems);
    const ret = payload.returnId
      ? await deps.platform.approveReturn(request.storeId, {
          idempotencyKey: row.id,
          returnId: payload.returnId,
        })
      : await deps.platform.createReturn(request.storeId, {
          idempotencyKey: row.id,
          orderId: request.orderId,
          status: 'open',
          lineItems: payload.lineItems,
          ...(exchange.length > 0 ? { exchangeLineItems: exchange } : {}),
        });
    const sent = {
      orderId: request.orderId,
      returnId: payload.returnId,
      lineItems: payload.lineItems,
      ...(exchange.length > 0 ? { exchangeLineItems: exchange } : {}),
    };
    if (cancelled) {
      const gone = await deps.platform.cancelReturn(request.storeId, {
        idempotencyKey: `${row.id}:cancel`,
        returnId: ret.id,
      });
      const response = { id: gone.id, status: gone.status, cancelled: true } satisfies z.infer<
        typeof cancelledOnCreate
      >;
      return { request: sent, response };
    }
    return {
      request: sent,
      response: { id: ret.id, status: ret.status },
      apply: adopt(row, request, ret.id),
    };
  },
};
