import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type RequestRow, refunds } from '../../db/schema';
import { disposeItemsPayload } from '../../outbox/payloads';
import { type Effect, returnIdOf } from './effect';

export type DisposeItemsPayload = z.infer<typeof disposeItemsPayload>;

/**
 * A refund to the original payment still to be made goes through the open return (Shopify's
 * returnProcess takes an open return only), so the refund effect closes the return after it.
 */
async function refundStillToCome(db: Db, request: RequestRow): Promise<boolean> {
  if (request.kind !== 'return' || request.refundMode !== 'pay_to_source') return false;
  const paid = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.storeId, request.storeId),
        eq(refunds.requestId, request.id),
        eq(refunds.mode, 'pay_to_source'),
        eq(refunds.status, 'succeeded'),
      ),
    );
  return paid.length === 0;
}

/**
 * Inspection: records on the platform return what became of each unit, then closes the return unless
 * a refund to the original payment is still to come.
 */
export const disposeItems: Effect<DisposeItemsPayload> = {
  payload: disposeItemsPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload }) {
    const returnId = returnIdOf(request);
    const ret = await deps.platform.getReturn(request.storeId, returnId);
    if (!ret) throw new Error(`Return ${returnId} not found on the platform`);
    let fallbackLocation: string | undefined;
    const dispositions = [];
    for (const d of payload.dispositions) {
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
    const close = payload.close && !(await refundStillToCome(deps.db, request));
    const closed = close
      ? await deps.platform.closeReturn(request.storeId, { idempotencyKey: `${row.id}:close`, returnId })
      : null;
    return {
      request: { returnId, dispositions, close },
      response: { id: returnId, status: closed?.status ?? ret.status },
    };
  },
};
