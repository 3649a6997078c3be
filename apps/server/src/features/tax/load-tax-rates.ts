import type { TaxRate } from '@roundtrip/core/pricing';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { taxRates } from '../../db/schema';

/** The store's tax rates in core's shape; computeTax keeps only active, not deleted ones. */
export async function loadTaxRates(db: Db | Tx, storeId: string): Promise<TaxRate[]> {
  const rows = await db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.storeId, storeId), eq(taxRates.deleted, false), eq(taxRates.active, true)));
  return rows.map((r) => ({
    active: r.active,
    deleted: r.deleted,
    value: Number(r.value),
    deduction_type: r.deductionType,
  }));
}
