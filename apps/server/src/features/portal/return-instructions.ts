import type { PortalRequestDetails } from '@roundtrip/core';
import { addressLinesOf } from '@roundtrip/core/orders';
import { pickupWindow } from '@roundtrip/core/shopper';
import { eq } from 'drizzle-orm';
import { type RequestRow, stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { listDropOffPlaces } from '../settings/drop-off-places/list-drop-off-places';

type Instructions = PortalRequestDetails['instructions'];

/** Self-ship goes to the store's return location: its default active location on the platform. */
async function returnAddress(deps: Deps, storeId: string): Promise<Instructions['return_address']> {
  const locations = (await deps.platform.listLocations(storeId)).filter((l) => l.active);
  const home = locations.find((l) => l.is_default) ?? locations[0];
  if (!home) return null;
  return { name: home.name, ...addressLinesOf(home.address) };
}

/** The courier's visit, counted from the approval in the store's time zone. */
async function pickupWindowOf(deps: Deps, storeId: string, approvedAt: Date) {
  const [store] = await deps.db
    .select({ timezone: stores.timezone })
    .from(stores)
    .where(eq(stores.id, storeId));
  return pickupWindow(approvedAt, store?.timezone ?? 'UTC');
}

/**
 * How the parcel goes back, for the request's method: the return address for self-ship, the booked
 * courier and its pickup window for a pickup (once approved; `sandbox` and no window for the demo store's
 * test labels), the store's active places for drop-off
 * (never the shopper's address).
 */
export async function returnInstructions(
  deps: Deps,
  request: RequestRow,
  approvedAt: Date | null,
): Promise<Instructions> {
  const method = request.method;
  const sandbox = request.courier === 'sandbox';
  return {
    method,
    return_address: method === 'self_ship' ? await returnAddress(deps, request.storeId) : null,
    courier:
      method === 'pickup' ? (sandbox ? 'sandbox' : (request.trackingCompany ?? request.courier)) : null,
    // The demo store's sandbox courier never comes: no pickup window to promise.
    pickup_window:
      method === 'pickup' && approvedAt && !sandbox
        ? await pickupWindowOf(deps, request.storeId, approvedAt)
        : null,
    label_url: method === 'self_ship' ? request.trackingUrl : null,
    drop_off_places:
      method === 'drop_off'
        ? (await listDropOffPlaces(deps.db, request.storeId, { activeOnly: true })).map(
            ({ active: _, ...place }) => place,
          )
        : [],
  };
}
