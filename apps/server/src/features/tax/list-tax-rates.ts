import type { TaxListResponse } from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import { taxRates } from '../../db/schema';
import type { Deps } from '../../deps';
import { taxViewOf } from './tax-view';

export async function listTaxRates(
  deps: Deps,
  storeId: string,
  includeDeleted: boolean,
): Promise<TaxListResponse> {
  const rows = await deps.db
    .select()
    .from(taxRates)
    .where(and(eq(taxRates.storeId, storeId), includeDeleted ? undefined : eq(taxRates.deleted, false)))
    .orderBy(asc(taxRates.createdAt), asc(taxRates.id));
  return { docs: rows.map(taxViewOf), total: rows.length };
}
