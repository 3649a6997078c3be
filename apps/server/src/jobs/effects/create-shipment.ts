import type { z } from 'zod';
import { createShipmentPayload } from '../../outbox/payloads';
import { bookSandboxShipment } from '../../providers/couriers/sandbox-shipment';
import { type Effect, setRequest } from './effect';

export type CreateShipmentPayload = z.infer<typeof createShipmentPayload>;

/** Approval with a courier pickup: books it and keeps the tracking on the request. */
export const createShipment: Effect<CreateShipmentPayload> = {
  payload: createShipmentPayload,
  logKind: 'logistic',
  async run({ row, request, payload }) {
    const booked = bookSandboxShipment({ courier: payload.courier, idempotencyKey: row.id });
    return {
      request: { courier: payload.courier, orderId: request.orderId, address: request.address },
      response: booked,
      apply: setRequest(request, {
        trackingCompany: booked.tracking_company,
        trackingNumber: booked.tracking_number,
        trackingUrl: booked.tracking_url,
        trackingStatus: booked.status,
      }),
    };
  },
};
