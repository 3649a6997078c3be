import { z } from 'zod';
import type { Effect } from './effect';

const declineReturnPayload = z.object({ note: z.string() });
export type DeclineReturnPayload = z.infer<typeof declineReturnPayload>;

/** Rejection: declines the platform return with the reason the shopper was given. */
export const declineReturn: Effect<DeclineReturnPayload> = {
  payload: declineReturnPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload }) {
    // Re-enabling the request before this ran clears its return: nothing is left to decline.
    if (!request.platformReturnId) return { request: {}, response: { skipped: 'no return on the platform' } };
    const ret = await deps.platform.declineReturn(request.storeId, {
      idempotencyKey: row.id,
      returnId: request.platformReturnId,
      reason: 'OTHER',
      note: payload.note,
    });
    return {
      request: { returnId: request.platformReturnId, note: payload.note },
      response: { id: ret.id, status: ret.status },
    };
  },
};
