import type { TaxRateView } from '@roundtrip/core';
import { taxRates } from '../../db/schema';
import type { Deps } from '../../deps';
import { taxViewOf } from './tax-view';

export type TaxRateInput = {
  name: string;
  value: number;
  deduction_type: 'percent' | 'fixed';
  active: boolean;
};

export async function createTaxRate(deps: Deps, storeId: string, input: TaxRateInput): Promise<TaxRateView> {
  const now = deps.clock();
  const [row] = await deps.db
    .insert(taxRates)
    .values({
      storeId,
      name: input.name,
      value: String(input.value),
      deductionType: input.deduction_type,
      active: input.active,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('tax rate not inserted');
  return taxViewOf(row);
}
