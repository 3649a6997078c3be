import type { PortalDropOffPlacesResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { requireSession } from '../auth/require-portal-session';
import { listDropOffPlaces } from '../settings/drop-off-places/list-drop-off-places';

/** The places a shopper who chose drop-off may take the parcel to: the store's active ones, in order. */
export async function getDropOffPlaces(deps: Deps, sessionId: string): Promise<PortalDropOffPlacesResponse> {
  const { store } = await requireSession(deps, sessionId);
  const places = await listDropOffPlaces(deps.db, store.id, { activeOnly: true });
  return { places: places.map(({ active: _, ...place }) => place) };
}
