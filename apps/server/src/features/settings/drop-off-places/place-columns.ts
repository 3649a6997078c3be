import type { dropOffPlaceBody } from '@roundtrip/core';
import type { z } from 'zod';
import type { DropOffPlaceTranslations } from '../../../db/schema';

export type PlaceInput = z.output<typeof dropOffPlaceBody>;

/** Only languages with some text are kept, so an emptied translation falls back to the default again. */
function translationsOf(input: PlaceInput): DropOffPlaceTranslations {
  return Object.fromEntries(
    Object.entries(input.translations).filter(
      ([, t]) => t && (t.name !== '' || t.address !== '' || t.opening_hours !== ''),
    ),
  );
}

/** The row's columns for a place as the dashboard sent it. */
export const columnsOf = (input: PlaceInput) => ({
  name: input.name,
  address: input.address,
  openingHours: input.opening_hours,
  mapUrl: input.map_url,
  translations: translationsOf(input),
  active: input.active,
});
