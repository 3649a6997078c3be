import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { demoId, demoRef, demoStoreId, demoTs } from './demo-columns';
import { storeIsolation } from './tenant-policy';

// Tables of the embedded `demo` commerce platform; amounts are integer minor units of the shop currency.

const storeId = demoStoreId;
const id = demoId;
const ref = demoRef;
const ts = demoTs;

/** One row per store that has demo data: its currency and the counters ids and order numbers come from. */
export const demoShops = pgTable(
  'demo_shops',
  {
    storeId: storeId().primaryKey(),
    currency: text('currency').notNull(),
    nextId: bigint('next_id', { mode: 'number' }).notNull(),
    nextOrderNumber: integer('next_order_number').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [storeIsolation(t.storeId)],
);

export type DemoAddress = {
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  province: string;
  province_code: string;
  country: string;
  country_code: string;
  zip: string;
  phone: string | null;
};

export const demoLocations = pgTable(
  'demo_locations',
  {
    storeId: storeId(),
    id: id(),
    name: text('name').notNull(),
    address: jsonb('address').$type<DemoAddress>().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), storeIsolation(t.storeId)],
);

export const demoCollections = pgTable(
  'demo_collections',
  {
    storeId: storeId(),
    id: id(),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), storeIsolation(t.storeId)],
);

export const demoProducts = pgTable(
  'demo_products',
  {
    storeId: storeId(),
    id: id(),
    title: text('title').notNull(),
    handle: text('handle').notNull(),
    productType: text('product_type').notNull(),
    vendor: text('vendor').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    options: jsonb('options').$type<{ name: string; values: string[] }[]>().notNull(),
    collectionIds: bigint('collection_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    imageUrl: text('image_url').notNull().default(''),
    status: text('status', { enum: ['active', 'draft', 'archived'] })
      .notNull()
      .default('active'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.id] }), storeIsolation(t.storeId)],
);

export const demoVariants = pgTable(
  'demo_variants',
  {
    storeId: storeId(),
    id: id(),
    productId: ref('product_id').notNull(),
    title: text('title').notNull(),
    sku: text('sku').notNull(),
    option1: text('option1'),
    option2: text('option2'),
    option3: text('option3'),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    compareAtPriceMinor: bigint('compare_at_price_minor', { mode: 'number' }),
    taxable: boolean('taxable').notNull().default(true),
    blocked: boolean('blocked').notNull().default(false),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.id] }),
    index('demo_variants_product_idx').on(t.storeId, t.productId),
    storeIsolation(t.storeId),
  ],
);

export const demoInventoryLevels = pgTable(
  'demo_inventory_levels',
  {
    storeId: storeId(),
    variantId: ref('variant_id').notNull(),
    locationId: ref('location_id').notNull(),
    available: integer('available').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.variantId, t.locationId] }), storeIsolation(t.storeId)],
);

export type DemoVariantRow = typeof demoVariants.$inferSelect;
export type DemoProductRow = typeof demoProducts.$inferSelect;
