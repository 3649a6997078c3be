import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { storeIdColumn, ts } from './columns';
import { storeIsolation } from './tenant-policy';

/** A place's words in another language (`hi`): empty strings fall back to the store's default language. */
export type DropOffPlaceTranslations = Partial<
  Record<string, { name: string; address: string; opening_hours: string }>
>;

/** Where shoppers who chose drop-off take their parcel (docs/portal.md): the store's setting in order. */
export const dropOffPlaces = pgTable(
  'drop_off_places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: storeIdColumn(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    openingHours: text('opening_hours').notNull().default(''),
    mapUrl: text('map_url').notNull().default(''),
    translations: jsonb('translations').$type<DropOffPlaceTranslations>().notNull().default(sql`'{}'::jsonb`),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('drop_off_places_store_idx').on(t.storeId, t.position), storeIsolation(t.storeId)],
);

export type DropOffPlaceRow = typeof dropOffPlaces.$inferSelect;
