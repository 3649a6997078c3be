import { z } from 'zod';
import { type Effect, setRequest } from './effect';

const createReturnPayload = z.object({
  lineItems: z.array(z.object({ lineItemId: z.string(), quantity: z.number(), reason: z.string() })),
});
export type CreateReturnPayload = z.infer<typeof createReturnPayload>;

/** Approval: opens the return on the platform, or approves the one the shopper already requested there. */
export const createReturn: Effect<CreateReturnPayload> = {
  payload: createReturnPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload }) {
    const ret = request.platformReturnId
      ? await deps.platform.approveReturn(request.storeId, {
          idempotencyKey: row.id,
          returnId: request.platformReturnId,
        })
      : await deps.platform.createReturn(request.storeId, {
          idempotencyKey: row.id,
          orderId: request.orderId,
          status: 'open',
          lineItems: payload.lineItems,
        });
    return {
      request: { orderId: request.orderId, returnId: request.platformReturnId, lineItems: payload.lineItems },
      response: { id: ret.id, status: ret.status },
      apply: setRequest(request, { platformReturnId: ret.id }),
    };
  },
};
