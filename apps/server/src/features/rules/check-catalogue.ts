import { and, eq, inArray } from 'drizzle-orm';
import { reasons } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { fromGid } from '../../platform/platform';

/** Ids a body refers to, each with the field it came from ("conditions.0.values.1"). */
export type IdRefs = {
  products: { field: string; id: string }[];
  variants: { field: string; id: string }[];
  collections: { field: string; id: string }[];
  reasons: { field: string; id: string }[];
};
export const emptyRefs = (): IdRefs => ({ products: [], variants: [], collections: [], reasons: [] });

const plain = (id: string) => fromGid(id) ?? id;

/**
 * Refuses ids the platform catalogue (or the store's reasons) does not have, with a message per
 * field, so a rule or a restriction never points at nothing. Reads only: call before writing.
 */
export async function checkCatalogueRefs(deps: Deps, storeId: string, refs: IdRefs): Promise<void> {
  const fields: Record<string, string> = {};
  if (refs.products.length > 0) {
    const ids = [...new Set(refs.products.map((r) => plain(r.id)))];
    const found = new Set((await deps.platform.listProducts(storeId, { ids, limit: 250 })).map((p) => p.id));
    for (const r of refs.products) if (!found.has(plain(r.id))) fields[r.field] ??= `Unknown product ${r.id}`;
  }
  if (refs.variants.length > 0) {
    const ids = [...new Set(refs.variants.map((r) => plain(r.id)))];
    const found = new Set((await deps.platform.getVariants(storeId, ids)).map((v) => v.id));
    for (const r of refs.variants) if (!found.has(plain(r.id))) fields[r.field] ??= `Unknown variant ${r.id}`;
  }
  if (refs.collections.length > 0) {
    const found = new Set((await deps.platform.listCollections(storeId)).map((c) => c.id));
    for (const r of refs.collections)
      if (!found.has(plain(r.id))) fields[r.field] ??= `Unknown collection ${r.id}`;
  }
  if (refs.reasons.length > 0) {
    const ids = [...new Set(refs.reasons.map((r) => r.id.toLowerCase()))];
    const rows = await deps.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.storeId, storeId), inArray(reasons.id, ids)));
    const found = new Set(rows.map((r) => r.id));
    for (const r of refs.reasons)
      if (!found.has(r.id.toLowerCase())) fields[r.field] ??= `Unknown reason ${r.id}`;
  }
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}
