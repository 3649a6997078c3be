// Drop-off places (docs/portal.md): where shoppers who chose "I'll drop it off" take their parcel. The
// merchant keeps them under /api/setting/v1/drop-off-places; the portal reads them with the session.
import { z } from 'zod';
import { PORTAL_LANGUAGES } from './portal-session';
import { uuid } from './shared';

const MAP_URL = /^https?:\/\/\S+$/;

/** The place's words in another language; a missing one falls back to the store's default language. */
const placeText = z.object({
  name: z.string().trim().max(120).default(''),
  address: z.string().trim().max(500).default(''),
  opening_hours: z.string().trim().max(200).default(''),
});

export const dropOffPlaceBody = z.object({
  name: z.string().trim().min(1, 'Please enter the name of the place').max(120),
  address: z.string().trim().min(1, 'Please enter the address').max(500),
  opening_hours: z.string().trim().max(200).default(''),
  map_url: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || MAP_URL.test(v), 'Please enter a web address starting with https://')
    .default(''),
  /** Per language (`hi`), in the store's other languages. */
  translations: z.partialRecord(z.enum(PORTAL_LANGUAGES), placeText).default({}),
  active: z.boolean().default(true),
});
export type DropOffPlaceBody = z.input<typeof dropOffPlaceBody>;

export const dropOffPlace = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  opening_hours: z.string(),
  map_url: z.string(),
  translations: z.partialRecord(
    z.enum(PORTAL_LANGUAGES),
    z.object({ name: z.string(), address: z.string(), opening_hours: z.string() }),
  ),
  active: z.boolean(),
});
export type DropOffPlace = z.infer<typeof dropOffPlace>;

export const dropOffPlaceListResponse = z.object({ docs: z.array(dropOffPlace) });
export type DropOffPlaceListResponse = z.infer<typeof dropOffPlaceListResponse>;
export const dropOffPlaceParams = z.object({ id: uuid });

/** What the portal shows: the active places, with their translations for the shopper's language. */
export const portalDropOffPlace = dropOffPlace.omit({ active: true });
export type PortalDropOffPlace = z.infer<typeof portalDropOffPlace>;
export const portalDropOffPlacesResponse = z.object({ places: z.array(portalDropOffPlace) });
export type PortalDropOffPlacesResponse = z.infer<typeof portalDropOffPlacesResponse>;
