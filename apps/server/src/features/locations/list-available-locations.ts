import type { AvailableLocationsResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';

/** Active store locations where inspected units can be restocked, the default first. */
export async function listAvailableLocations(
  deps: Deps,
  storeId: string,
): Promise<AvailableLocationsResponse> {
  const locations = await deps.platform.listLocations(storeId);
  const docs = locations
    .filter((l) => l.active)
    .map((l) => ({ id: l.id, name: l.name, is_default: l.is_default }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || a.name.localeCompare(b.name));
  return { docs };
}
