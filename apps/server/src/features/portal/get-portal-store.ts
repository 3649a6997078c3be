import type { PortalStore } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { demoSampleOrders } from '../../platform/demo/sample-orders';
import { portalStoreOf } from '../../store/store-policy';
import { hasDropOffPlace } from '../settings/drop-off-places/has-drop-off-place';
import { findStoreByHandle } from './find-store';

/** The search page's store face: name, logo, colours and what the store allows. */
export async function getPortalStore(deps: Deps, handle: string): Promise<PortalStore> {
  const store = await findStoreByHandle(deps.db, handle);
  const face = portalStoreOf(deps.config, store, await hasDropOffPlace(deps.db, store.id));
  // Only a demo store's orders are public samples; a real store never lists an order.
  if (store.platform !== 'demo') return face;
  return { ...face, demo_orders: await demoSampleOrders(deps, store.id) };
}
