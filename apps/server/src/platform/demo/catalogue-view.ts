import { type SQL, sql } from 'drizzle-orm';
import { type JsonRow, rowsFromJson } from '../../db/json-rows';
import {
  type DemoProductRow,
  type DemoVariantRow,
  demoInventoryLevels,
  demoProducts,
  demoShops,
  demoVariants,
} from '../../db/schema';
import type { Product, Variant } from '../platform';
import { toGid } from '../platform';
import { money } from './demo-deps';

/** The outer variant row's (`variant`) inventory levels by location, as one JSON array. */
const levelsOf = (variant: SQL) =>
  sql<JsonRow[]>`(select coalesce(json_agg(l order by l.location_id), '[]') from ${demoInventoryLevels} l
    where l.store_id = ${variant}.store_id and l.variant_id = ${variant}.id)`;

/** A variant and its inventory levels as one sub-select writes them. */
export type VariantJson = { variant: JsonRow; levels: JsonRow[] };

/** The shop currency of the outer row's store (null when the store has no demo shop). */
export const shopCurrencyOf = (row: SQL) =>
  sql<string | null>`(select s.currency from ${demoShops} s where s.store_id = ${row}.store_id)`;

/** The outer `demo_variants` row's levels, beside its columns in the same statement. */
export const variantLevels = levelsOf(sql`${demoVariants}`);

/** The outer `demo_products` row's variants, each with its levels, as one JSON array. */
export const productVariants = sql<VariantJson[]>`(select coalesce(json_agg(json_build_object('variant', v,
    'levels', ${levelsOf(sql`v`)})), '[]') from ${demoVariants} v
    where v.store_id = ${demoProducts}.store_id and v.product_id = ${demoProducts}.id)`;

export function variantView(v: DemoVariantRow, levels: JsonRow[], currency: string): Variant {
  const own = rowsFromJson(demoInventoryLevels, levels);
  return {
    id: String(v.id),
    admin_graphql_api_id: toGid('ProductVariant', v.id),
    product_id: String(v.productId),
    title: v.title,
    sku: v.sku,
    option1: v.option1,
    option2: v.option2,
    option3: v.option3,
    price: money(v.priceMinor, currency).amount,
    compare_at_price: v.compareAtPriceMinor === null ? null : money(v.compareAtPriceMinor, currency).amount,
    currency,
    taxable: v.taxable,
    blocked: v.blocked,
    inventory_quantity: own.reduce((s, l) => s + l.available, 0),
    inventory_levels: own.map((l) => ({ location_id: String(l.locationId), available: l.available })),
    position: v.position,
  };
}

/** A product row with its variants as `productVariants` wrote them. */
export function productView(p: DemoProductRow, variants: VariantJson[], currency: string): Product {
  return {
    id: String(p.id),
    admin_graphql_api_id: toGid('Product', p.id),
    title: p.title,
    handle: p.handle,
    product_type: p.productType,
    vendor: p.vendor,
    status: p.status,
    tags: p.tags,
    options: p.options.map((o, i) => ({ name: o.name, position: i + 1, values: o.values })),
    collection_ids: p.collectionIds.map(String),
    image_url: p.imageUrl,
    variants: rowsFromJson(
      demoVariants,
      variants.map((v) => v.variant),
    )
      .map((row, i) => variantView(row, variants[i]?.levels ?? [], currency))
      .sort((a, b) => a.position - b.position),
    created_at: p.createdAt.toISOString(),
  };
}
