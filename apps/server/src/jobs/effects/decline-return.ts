import type { z } from 'zod';
import { declineReturnPayload } from '../../outbox/payloads';
import type { Effect } from './effect';

// The return is fixed at rejection: re-enabling the request before this runs clears the request's
// return id, and the declined return must still be the one the shopper had.
export type DeclineReturnPayload = z.infer<typeof declineReturnPayload>;

/** Rejection: declines the platform return with the reason the shopper was given. */
export const declineReturn: Effect<DeclineReturnPayload> = {
  payload: declineReturnPayload,
  logKind: 'shopify',
  async run({ deps, row, request, payload }) {
    const ret = await deps.platform.declineReturn(request.storeId, {
      idempotencyKey: row.id,
      returnId: payload.returnId,
      reason: 'OTHER',
      note: payload.note,
    });
    return { request: payload, response: { id: ret.id, status: ret.status } };
  },
};
