import type { z } from 'zod';
import { WaitingError } from '../../outbox/effect-errors';
import { releaseHoldPayload } from '../../outbox/payloads';
import { paymentAwaited } from '../../providers/payments/payment-awaited';
import { type Effect, setRequest } from './effect';

export type ReleaseHoldPayload = z.infer<typeof releaseHoldPayload>;

/** Releases the held fulfillment orders of the exchange order (received, or released by hand). */
export const releaseHold: Effect<ReleaseHoldPayload> = {
  payload: releaseHoldPayload,
  logKind: 'shopify',
  async run({ deps, row, request }) {
    if (!request.exchangeOrderId) throw new WaitingError('The exchange order is not created yet');
    // Still held for the shopper's payment: the payment's webhook releases it (docs/payments.md).
    if (await paymentAwaited(deps, request))
      return {
        request: { order: request.exchangeOrderId },
        response: { held: 'awaiting payment' },
        apply: setRequest(request, { exchangeHeld: true }),
      };
    const ids = request.exchangeFulfillmentOrderIds ?? [];
    const released = [];
    for (const id of ids) {
      const fo = await deps.platform.releaseHold(request.storeId, {
        idempotencyKey: `${row.id}:${id}`,
        fulfillmentOrderId: id,
      });
      released.push({ id: fo.id, status: fo.status });
    }
    return { request: { order: request.exchangeOrderId, fulfillment_orders: ids }, response: { released } };
  },
};
