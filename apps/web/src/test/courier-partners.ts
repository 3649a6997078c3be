import { COURIER_LABELS, COURIERS, type Courier, type CourierPartner } from '@roundtrip/core';
import { vi } from 'vitest';

/** The couriers page's list as the server answers it, with `bookable` the given couriers. */
function courierPartners(bookable: Courier[]): { docs: CourierPartner[] } {
  return {
    docs: COURIERS.map((courier) => ({
      courier,
      name: COURIER_LABELS[courier],
      supported: ['shippo', 'shipstation', 'shiprocket', 'sandbox'].includes(courier),
      connected: bookable.includes(courier),
      enabled: bookable.includes(courier),
      bookable: bookable.includes(courier),
      refusal: bookable.includes(courier) ? null : `${COURIER_LABELS[courier]} is not connected`,
      verified_at: null,
      credentials: {},
      secrets_set: [],
      updated_at: null,
    })),
  };
}

/** `fetch` answering the courier list only: what the approve dialogs ask for. */
export function serveCouriers(bookable: Courier[]) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/courier-partner/v1/list'
      ? Response.json(courierPartners(bookable))
      : Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
