import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { demoVariants } from '../../db/schema';
import type { Variant } from '../platform';
import { shopCurrencyOf, variantLevels, variantView } from './catalogue-view';
import { type DemoDeps, parseId } from './demo-deps';

/** The variants by id with their inventory, in one statement; none when the store has no demo shop. */
export async function getVariants(deps: DemoDeps, storeId: string, variantIds: string[]): Promise<Variant[]> {
  if (variantIds.length === 0) return [];
  const rows = await deps.db
    .select({ variant: demoVariants, levels: variantLevels, currency: shopCurrencyOf(sql`${demoVariants}`) })
    .from(demoVariants)
    .where(and(eq(demoVariants.storeId, storeId), inArray(demoVariants.id, variantIds.map(parseId))))
    .orderBy(asc(demoVariants.id));
  return rows.flatMap((r) => (r.currency ? [variantView(r.variant, r.levels, r.currency)] : []));
}
