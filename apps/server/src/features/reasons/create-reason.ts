import type { ReturnReason } from '@roundtrip/core';
import { eq, sql } from 'drizzle-orm';
import { reasons } from '../../db/schema';
import type { Deps } from '../../deps';
import { seedDefaultReasons } from './default-reasons';
import { checkNameFree } from './find-reason';
import { reasonOf } from './list-reasons';

export type ReasonInput = {
  name: string;
  /** Missing when a caller has none (the defaults, tests): no translation. */
  translations?: Partial<Record<string, string>>;
  kind: 'return' | 'exchange' | 'both';
  requires_media: boolean;
  requires_comment: boolean;
  active: boolean;
};

/** Adds a reason at the end of the list. A store that never listed its reasons gets the defaults first. */
export async function createReason(deps: Deps, storeId: string, input: ReasonInput): Promise<ReturnReason> {
  const [any] = await deps.db
    .select({ id: reasons.id })
    .from(reasons)
    .where(eq(reasons.storeId, storeId))
    .limit(1);
  if (!any) await seedDefaultReasons(deps.db, storeId);
  await checkNameFree(deps.db, storeId, input.name);
  const [last] = await deps.db
    .select({ max: sql<number | null>`max(${reasons.position})` })
    .from(reasons)
    .where(eq(reasons.storeId, storeId));
  const [row] = await deps.db
    .insert(reasons)
    .values({
      storeId,
      name: input.name,
      translations: input.translations ?? {},
      kind: input.kind,
      requiresMedia: input.requires_media,
      requiresComment: input.requires_comment,
      active: input.active,
      position: last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1,
    })
    .returning();
  if (!row) throw new Error('reason not inserted');
  return reasonOf(row);
}
