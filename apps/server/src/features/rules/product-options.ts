import type { ProductOptionsResponse } from '@roundtrip/core';
import type { Deps } from '../../deps';

/** The catalogue for the product filter and rule pickers: products with options and variants, collections, tags. */
export async function productOptions(
  deps: Deps,
  storeId: string,
  query: { query?: string | undefined; limit: number; after?: string | undefined; ids?: string | undefined },
): Promise<ProductOptionsResponse> {
  const page = await deps.platform.listProducts(storeId, {
    limit: query.limit + 1,
    ...(query.query ? { query: query.query } : {}),
    ...(query.after ? { after: query.after } : {}),
    ...(query.ids ? { ids: query.ids.split(',') } : {}),
  });
  const products = page.slice(0, query.limit);
  const [collections, tags] = await Promise.all([
    deps.platform.listCollections(storeId),
    deps.platform.listProductTags(storeId),
  ]);
  return {
    products: products.map((p) => ({
      id: p.id,
      title: p.title,
      image_url: p.image_url,
      tags: p.tags,
      collection_ids: p.collection_ids,
      options: p.options.map((o) => ({ name: o.name, values: o.values })),
      variants: p.variants.map((v) => ({
        id: v.id,
        title: v.title,
        sku: v.sku,
        price: v.price,
        option1: v.option1,
        option2: v.option2,
        option3: v.option3,
        inventory_levels: v.inventory_levels.map((l) => ({
          location_id: l.location_id,
          available: l.available,
        })),
      })),
    })),
    collections: collections.map((c) => ({ id: c.id, title: c.title })),
    product_tags: tags,
    next_after: page.length > query.limit ? (products.at(-1)?.id ?? null) : null,
  };
}
