import { and, eq, inArray } from 'drizzle-orm';
import { type DemoProductRow, type DemoVariantRow, demoInventoryLevels } from '../../db/schema';
import type { Product, Variant } from '../platform';
import { toGid } from '../platform';
import { type Executor, money } from './demo-deps';

export async function variantViews(
  db: Executor,
  storeId: string,
  currency: string,
  variants: DemoVariantRow[],
): Promise<Variant[]> {
  if (variants.length === 0) return [];
  const levels = await db
    .select()
    .from(demoInventoryLevels)
    .where(
      and(
        eq(demoInventoryLevels.storeId, storeId),
        inArray(
          demoInventoryLevels.variantId,
          variants.map((v) => v.id),
        ),
      ),
    )
    .orderBy(demoInventoryLevels.locationId);
  return variants.map((v) => {
    const own = levels.filter((l) => l.variantId === v.id);
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
  });
}

export function productView(p: DemoProductRow, variants: Variant[]): Product {
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
    variants: variants.filter((v) => v.product_id === String(p.id)).sort((a, b) => a.position - b.position),
    created_at: p.createdAt.toISOString(),
  };
}
