import type { ReturnReason } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { reasons } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { checkNameFree, findReason } from './find-reason';
import { reasonOf } from './list-reasons';

export type ReasonChange = Partial<{
  name: string;
  translations: Partial<Record<string, string>>;
  kind: 'return' | 'exchange' | 'both';
  requires_media: boolean;
  requires_comment: boolean;
  active: boolean;
}>;

/** PUT changes the fields sent; PATCH (toggle) sends only `active`, or flips it. */
export async function updateReason(
  deps: Deps,
  storeId: string,
  id: string,
  change: ReasonChange,
): Promise<ReturnReason> {
  await findReason(deps.db, storeId, id);
  if (change.name !== undefined) await checkNameFree(deps.db, storeId, change.name, id);
  const [row] = await deps.db
    .update(reasons)
    .set({
      ...(change.name !== undefined && { name: change.name }),
      ...(change.translations !== undefined && { translations: change.translations }),
      ...(change.kind !== undefined && { kind: change.kind }),
      ...(change.requires_media !== undefined && { requiresMedia: change.requires_media }),
      ...(change.requires_comment !== undefined && { requiresComment: change.requires_comment }),
      ...(change.active !== undefined && { active: change.active }),
    })
    .where(and(eq(reasons.id, id), eq(reasons.storeId, storeId)))
    .returning();
  if (!row) throw notFound('Reason not found');
  return reasonOf(row);
}

export async function toggleReason(deps: Deps, storeId: string, id: string, active: boolean | undefined) {
  const current = await findReason(deps.db, storeId, id);
  return updateReason(deps, storeId, id, { active: active ?? !current.active });
}
