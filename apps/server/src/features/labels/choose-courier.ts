import { COURIER_LABELS, type Courier } from '@roundtrip/core';
import { returnMethodOf } from '@roundtrip/core/shopper';
import type { Deps } from '../../deps';
import { openLabelBooking } from '../../jobs/effects/cancel-label';
import type { AuthContext } from '../auth/authenticate';
import { assertBookable } from '../couriers/connected-couriers';
import { actOnRequest } from '../requests/act-on-request';
import { requestConflict } from '../requests/request-conflict';

/**
 * A workflow's "choose a courier": an approved request without a label gets one from the store's
 * connected courier, bought after commit by the same `create_label` outbox job as approving with a
 * courier (crash-safe, keyed by its row). The key makes a retried run replay instead of booking twice.
 */
export async function chooseCourier(
  deps: Deps,
  auth: AuthContext,
  requestId: string,
  input: { courier: Courier; idempotency_key?: string },
) {
  return actOnRequest(
    deps,
    auth,
    {
      requestId,
      action: 'choose_courier',
      permission: 'request.approve',
      idempotencyKey: input.idempotency_key,
      body: input,
    },
    async ({ tx, request }) => {
      if (request.status !== 'approved')
        throw requestConflict(request.status, 'A courier is chosen for an approved request only');
      const booked = await openLabelBooking(tx, { storeId: request.storeId, requestId: request.id });
      if (booked || request.trackingNumber)
        throw requestConflict(request.status, 'This request already has a label');
      await assertBookable(tx, request.storeId, input.courier);
      return {
        patch: { method: returnMethodOf('courier'), courier: input.courier },
        event: {
          type: 'courier_chosen',
          message: `Pickup by ${COURIER_LABELS[input.courier]}`,
          data: { courier: input.courier },
        },
        effects: [{ effect: 'create_label', payload: { courier: input.courier } }],
      };
    },
  );
}
