import { and, arrayContains, asc, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { demoProducts } from '../../db/schema';
import type { Product, ProductQuery } from '../platform';
import { productVariants, productView, shopCurrencyOf } from './catalogue-view';
import { type DemoDeps, parseId } from './demo-deps';

/**
 * Products with their variants and inventory per location, by id, collection, tag or title; paged by id.
 * One statement; none when the store has no demo shop.
 */
export async function listProducts(
  deps: DemoDeps,
  storeId: string,
  query: ProductQuery = {},
): Promise<Product[]> {
  const where: SQL[] = [eq(demoProducts.storeId, storeId)];
  if (query.ids) where.push(inArray(demoProducts.id, query.ids.map(parseId)));
  if (query.collectionId)
    where.push(arrayContains(demoProducts.collectionIds, [parseId(query.collectionId)]));
  if (query.tag) where.push(arrayContains(demoProducts.tags, [query.tag]));
  if (query.query) where.push(ilike(demoProducts.title, `%${query.query.replace(/[%_\\]/g, '\\$&')}%`));
  if (query.after) where.push(gt(demoProducts.id, parseId(query.after)));
  const products = await deps.db
    .select({
      product: demoProducts,
      variants: productVariants,
      currency: shopCurrencyOf(sql`${demoProducts}`),
    })
    .from(demoProducts)
    .where(and(...where))
    .orderBy(asc(demoProducts.id))
    .limit(Math.min(Math.max(query.limit ?? 50, 1), 250));
  return products.flatMap((p) => (p.currency ? [productView(p.product, p.variants, p.currency)] : []));
}
