import type { z } from 'zod';
import { closeReturnPayload } from '../../outbox/payloads';
import { type Effect, returnIdOf } from './effect';
import { closeInspectedReturn } from './refund';

export type CloseReturnPayload = z.infer<typeof closeReturnPayload>;

/**
 * A refund made outside the platform's return (bank transfer, store credit, paid elsewhere) closes the
 * return an inspection left open for a refund to the original payment (dispose-items), as that refund
 * would have. A return not open, or with units not yet given a disposition, is left as it is.
 */
export const closeReturn: Effect<CloseReturnPayload> = {
  payload: closeReturnPayload,
  logKind: 'shopify',
  async run({ deps, row, request }) {
    const returnId = returnIdOf(request);
    const closed = await closeInspectedReturn(deps, request, returnId, row.id);
    return {
      request: { returnId },
      response: closed ? { status: 'CLOSED' } : { skipped: 'return not open' },
    };
  },
};
