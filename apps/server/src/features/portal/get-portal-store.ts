import type { PortalStore } from '@roundtrip/core';
import type { Deps } from '../../deps';
import { findStoreByHandle } from './find-store';
import { portalStoreOf } from './store-policy';

/** The search page's store face: name, logo, colours and what the store allows. */
export async function getPortalStore(deps: Deps, handle: string): Promise<PortalStore> {
  return portalStoreOf(await findStoreByHandle(deps.db, handle));
}
