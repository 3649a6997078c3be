import type { WarehouseLocationsResponse } from '@roundtrip/core';
import { addressLinesOf } from '@roundtrip/core/orders';
import type { Deps } from '../deps';

export type Warehouse = WarehouseLocationsResponse['docs'][number];

/** The store's locations on its platform, as places returns can go to (the default first). */
export async function listWarehouses(deps: Deps, storeId: string): Promise<Warehouse[]> {
  const locations = await deps.platform.listLocations(storeId);
  return locations
    .map((l) => ({
      id: l.id,
      name: l.name,
      ...addressLinesOf(l.address),
      country_code: l.address.country_code,
      is_default: l.is_default,
      active: l.active,
    }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.name.localeCompare(b.name));
}
