import type { TaxRateView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { taxRates } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { taxViewOf } from './tax-view';

export type TaxRateChange = {
  name?: string | undefined;
  value?: number | undefined;
  deduction_type?: 'percent' | 'fixed' | undefined;
  active?: boolean | undefined;
  deleted?: boolean | undefined;
};

/** Changes the fields sent; `deleted: true` removes the rate from fees and lists but keeps the row. */
export async function updateTaxRate(
  deps: Deps,
  storeId: string,
  id: string,
  change: TaxRateChange,
): Promise<TaxRateView> {
  const where = and(eq(taxRates.id, id), eq(taxRates.storeId, storeId));
  const [current] = await deps.db.select().from(taxRates).where(where).limit(1);
  if (!current) throw notFound('Tax rate not found');
  const type = change.deduction_type ?? current.deductionType;
  const value = change.value ?? Number(current.value);
  // The percent cap is checked on the result: switching a fixed 150 to percent is refused too.
  if (type === 'percent' && value > 100) {
    const message = 'A percentage cannot be more than 100';
    throw new AppError('VALIDATION_FAILED', message, { value: message });
  }
  const [row] = await deps.db
    .update(taxRates)
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(change.value !== undefined && { value: String(change.value) }),
      ...(change.deduction_type !== undefined && { deductionType: change.deduction_type }),
      ...(change.active !== undefined && { active: change.active }),
      ...(change.deleted !== undefined && { deleted: change.deleted }),
      updatedAt: deps.clock(),
    })
    .where(where)
    .returning();
  if (!row) throw notFound('Tax rate not found');
  return taxViewOf(row);
}
