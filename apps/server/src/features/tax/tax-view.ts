import type { TaxRateView } from '@roundtrip/core';
import type { TaxRateRow } from '../../db/schema';

export const taxViewOf = (r: TaxRateRow): TaxRateView => ({
  id: r.id,
  name: r.name,
  value: Number(r.value),
  deduction_type: r.deductionType,
  active: r.active,
  deleted: r.deleted,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
