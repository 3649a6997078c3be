import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { reships } from '../../db/schema';
import { reshipPayload } from '../../outbox/payloads';
import { bookSandboxShipment } from '../../providers/couriers/sandbox-shipment';
import type { Effect } from './effect';

export type ReshipPayload = z.infer<typeof reshipPayload>;

/**
 * A demo store's reship: the sandbox books a test shipment under its own name (whatever company an older
 * row names) and marks the reship shipped with its tracking number. Other stores ship it themselves.
 */
export const reship: Effect<ReshipPayload> = {
  payload: reshipPayload,
  logKind: 'logistic',
  async run({ row, payload }) {
    const booked = bookSandboxShipment({ courier: 'sandbox', idempotencyKey: row.id });
    return {
      request: payload,
      response: booked,
      apply: async (tx) => {
        await tx
          .update(reships)
          .set({ status: 'shipped', trackingNumber: booked.tracking_number })
          .where(eq(reships.id, payload.reshipId));
      },
    };
  },
};
