import {
  type PORTAL_LANGUAGES,
  type ReasonListResponse,
  type ReturnReason,
  reasonNeedsPhotos,
} from '@roundtrip/core';
import { localized } from '@roundtrip/core/shopper';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type ReasonRow, reasons } from '../../db/schema';
import type { Deps } from '../../deps';
import { seedDefaultReasons } from './default-reasons';

export type ListReasonsInput = {
  storeId: string;
  page: number;
  limit: number;
  kind?: 'return' | 'exchange' | undefined;
  /** Shoppers see active reasons only; merchants see all. */
  activeOnly: boolean;
  /** A shopper's list: each name in their language, translations left out. */
  shopper?: { language: (typeof PORTAL_LANGUAGES)[number] | undefined } | undefined;
};

/** What a shopper reads: the name in their language, else as the merchant wrote it. */
const forShopper = (reason: ReturnReason, language: string | undefined): ReturnReason => ({
  ...reason,
  name: language ? localized(reason.name, reason.translations, language) : reason.name,
  translations: {},
});

export const reasonOf = (r: ReasonRow): ReturnReason => ({
  id: r.id,
  name: r.name,
  translations: r.translations,
  kind: r.kind,
  // A damage reason asks for photos whatever its switch says (`isDamagedReason`), and the portal shows it so.
  requires_media: reasonNeedsPhotos(r),
  requires_comment: r.requiresComment,
  position: r.position,
  active: r.active,
});

/** The store's reasons in the merchant's order; a store with none yet gets the defaults first. */
export async function listReasons(deps: Deps, input: ListReasonsInput): Promise<ReasonListResponse> {
  const [any] = await deps.db
    .select({ id: reasons.id })
    .from(reasons)
    .where(eq(reasons.storeId, input.storeId))
    .limit(1);
  if (!any) await seedDefaultReasons(deps.db, input.storeId);

  const where = and(
    eq(reasons.storeId, input.storeId),
    input.activeOnly ? eq(reasons.active, true) : undefined,
    input.kind ? inArray(reasons.kind, [input.kind, 'both']) : undefined,
  );
  const [count] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(reasons).where(where);
  const rows = await deps.db
    .select()
    .from(reasons)
    .where(where)
    .orderBy(asc(reasons.position), asc(reasons.name))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  const docs = rows.map(reasonOf);
  const { shopper } = input;
  return {
    docs: shopper ? docs.map((r) => forShopper(r, shopper.language)) : docs,
    total: count?.n ?? 0,
    page: input.page,
    limit: input.limit,
  };
}
