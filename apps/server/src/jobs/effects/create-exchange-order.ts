import type { z } from 'zod';
import { createExchangeOrderPayload } from '../../outbox/payloads';
import { type Effect, setRequest } from './effect';

export type CreateExchangeOrderPayload = z.infer<typeof createExchangeOrderPayload>;

/** Creates the new order of an exchange, at approval (held) or when the exchange completes. */
export const createExchangeOrder: Effect<CreateExchangeOrderPayload> = {
  payload: createExchangeOrderPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload: p }) {
    const result = await deps.platform.createExchangeOrder(request.storeId, {
      idempotencyKey: row.id,
      originalOrderId: request.orderId,
      ...(request.platformReturnId ? { returnId: request.platformReturnId } : {}),
      lineItems: p.lineItems,
      returnedValue: p.returnedValue,
      hold: p.hold,
      ...(p.backorder ? { backorder: true } : {}),
      ...(p.name ? { name: p.name } : {}),
      tags: p.tags,
      ...(p.shippingAddress ? { shippingAddress: p.shippingAddress } : {}),
    });
    const fulfillmentOrderIds = result.fulfillment_orders.map((f) => f.id);
    return {
      request: { originalOrderId: request.orderId, ...p },
      response: { order: result.order.id, fulfillment_orders: fulfillmentOrderIds },
      apply: setRequest(request, {
        exchangeOrderId: result.order.id,
        exchangeFulfillmentOrderIds: fulfillmentOrderIds,
      }),
    };
  },
};
