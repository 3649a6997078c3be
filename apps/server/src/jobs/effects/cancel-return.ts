import { z } from 'zod';
import type { Effect } from './effect';

const cancelReturnPayload = z.object({});
export type CancelReturnPayload = z.infer<typeof cancelReturnPayload>;

/** Cancellation: cancels the platform return. */
export const cancelReturn: Effect<CancelReturnPayload> = {
  payload: cancelReturnPayload,
  logKind: 'shopify',
  async run({ deps, row, request }) {
    // Re-enabling the request before this ran clears its return: nothing is left to cancel.
    if (!request.platformReturnId) return { request: {}, response: { skipped: 'no return on the platform' } };
    const ret = await deps.platform.cancelReturn(request.storeId, {
      idempotencyKey: row.id,
      returnId: request.platformReturnId,
    });
    return { request: { returnId: request.platformReturnId }, response: { id: ret.id, status: ret.status } };
  },
};
