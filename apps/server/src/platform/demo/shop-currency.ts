import { eq } from 'drizzle-orm';
import { demoShops } from '../../db/schema';
import type { Executor } from './demo-deps';

/** The shop currency of a store's demo data (null when the store has none). */
export async function shopCurrency(db: Executor, storeId: string): Promise<string | null> {
  const [shop] = await db
    .select({ currency: demoShops.currency })
    .from(demoShops)
    .where(eq(demoShops.storeId, storeId));
  return shop?.currency ?? null;
}
