import type { DropOffPlace } from '@roundtrip/core';
import type { DropOffPlaceRow } from '../../../db/schema';

/** The one reader of a stored place: what the dashboard edits and (without `active`) the portal shows. */
export function dropOffPlaceOf(row: DropOffPlaceRow): DropOffPlace {
  const translations: DropOffPlace['translations'] = {};
  const hi = row.translations.hi;
  if (hi) translations.hi = { name: hi.name, address: hi.address, opening_hours: hi.opening_hours };
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    opening_hours: row.openingHours,
    map_url: row.mapUrl,
    translations,
    active: row.active,
  };
}
