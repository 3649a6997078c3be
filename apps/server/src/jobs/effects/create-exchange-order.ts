import { z } from 'zod';
import { type Effect, setRequest } from './effect';

const createExchangeOrderPayload = z.object({
  lineItems: z.array(
    z.object({ variantId: z.string(), quantity: z.number(), unitDiscount: z.string().optional() }),
  ),
  /** What the returned items are worth, paying for the new order (decimal string). */
  returnedValue: z.string(),
  /** Created with its fulfillment on hold until the return is received. */
  hold: z.boolean(),
  /** Made even without stock (exchange for out-of-stock products); absent in older rows: no. */
  backorder: z.boolean().optional(),
  name: z.string(),
  tags: z.array(z.string()),
  /** The shopper's corrected ship-to address; absent, the original order's. */
  shippingAddress: z
    .object({
      first_name: z.string(),
      last_name: z.string(),
      address1: z.string(),
      address2: z.string(),
      city: z.string(),
      province: z.string(),
      country: z.string(),
      zip: z.string(),
    })
    .optional(),
});
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
