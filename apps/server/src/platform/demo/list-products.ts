import { and, arrayContains, asc, eq, gt, ilike, inArray, type SQL } from 'drizzle-orm';
import { demoProducts, demoVariants } from '../../db/schema';
import type { Product, ProductQuery } from '../platform';
import { productView, variantViews } from './catalogue-view';
import { type DemoDeps, parseId } from './demo-deps';
import { shopCurrency } from './shop-currency';

/** Products with their variants and inventory per location, by id, collection, tag or title; paged by id. */
export async function listProducts(
  deps: DemoDeps,
  storeId: string,
  query: ProductQuery = {},
): Promise<Product[]> {
  const currency = await shopCurrency(deps.db, storeId);
  if (!currency) return [];
  const where: SQL[] = [eq(demoProducts.storeId, storeId)];
  if (query.ids) where.push(inArray(demoProducts.id, query.ids.map(parseId)));
  if (query.collectionId)
    where.push(arrayContains(demoProducts.collectionIds, [parseId(query.collectionId)]));
  if (query.tag) where.push(arrayContains(demoProducts.tags, [query.tag]));
  if (query.query) where.push(ilike(demoProducts.title, `%${query.query.replace(/[%_\\]/g, '\\$&')}%`));
  if (query.after) where.push(gt(demoProducts.id, parseId(query.after)));
  const products = await deps.db
    .select()
    .from(demoProducts)
    .where(and(...where))
    .orderBy(asc(demoProducts.id))
    .limit(Math.min(Math.max(query.limit ?? 50, 1), 250));
  if (products.length === 0) return [];
  const variants = await deps.db
    .select()
    .from(demoVariants)
    .where(
      and(
        eq(demoVariants.storeId, storeId),
        inArray(
          demoVariants.productId,
          products.map((p) => p.id),
        ),
      ),
    );
  const views = await variantViews(deps.db, storeId, currency, variants);
  return products.map((p) => productView(p, views));
}
