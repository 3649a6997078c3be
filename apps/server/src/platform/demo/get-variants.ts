import { and, asc, eq, inArray } from 'drizzle-orm';
import { demoVariants } from '../../db/schema';
import type { Variant } from '../platform';
import { variantViews } from './catalogue-view';
import { type DemoDeps, parseId } from './demo-deps';
import { shopCurrency } from './shop-currency';

export async function getVariants(deps: DemoDeps, storeId: string, variantIds: string[]): Promise<Variant[]> {
  const currency = await shopCurrency(deps.db, storeId);
  if (!currency || variantIds.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(demoVariants)
    .where(and(eq(demoVariants.storeId, storeId), inArray(demoVariants.id, variantIds.map(parseId))))
    .orderBy(asc(demoVariants.id));
  return variantViews(deps.db, storeId, currency, rows);
}
