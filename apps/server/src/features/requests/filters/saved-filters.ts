import {
  DATE_FILTERS,
  type FilterOptionsResponse,
  LIST_STATUS_FILTERS,
  type SavedFilter,
  type savedFilterBody,
  type savedFilterListBody,
} from '@roundtrip/core';
import type { RequestKind } from '@roundtrip/core/lifecycle';
import { REFUND_MODES } from '@roundtrip/core/pricing';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { queryRows } from '../../../db/client';
import { reasons, requests, type SavedFilterRow, savedFilters } from '../../../db/schema';
import type { Deps } from '../../../deps';
import { AppError } from '../../../errors';
import type { AuthContext } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import { storeTags } from '../tags/request-tags';

const notFound = () => new AppError('NOT_FOUND', 'Filter not found');
const of = (r: SavedFilterRow): SavedFilter => ({
  id: r.id,
  name: r.name,
  type: r.kind,
  filters: r.filters as SavedFilter['filters'],
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});
type Body = z.output<typeof savedFilterBody>;

export async function createSavedFilter(deps: Deps, auth: AuthContext, body: Body): Promise<SavedFilter> {
  requirePermission(auth, 'request.all.view');
  const now = deps.clock();
  const [row] = await deps.db
    .insert(savedFilters)
    .values({
      storeId: auth.storeId,
      createdBy: auth.userId,
      name: body.name,
      kind: body.type,
      filters: body.filters,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('filter not written');
  return of(row);
}

export async function updateSavedFilter(
  deps: Deps,
  auth: AuthContext,
  id: string,
  body: Body,
): Promise<SavedFilter> {
  requirePermission(auth, 'request.all.view');
  const [row] = await deps.db
    .update(savedFilters)
    .set({ name: body.name, kind: body.type, filters: body.filters, updatedAt: deps.clock() })
    .where(and(eq(savedFilters.id, id), eq(savedFilters.storeId, auth.storeId)))
    .returning();
  if (!row) throw notFound();
  return of(row);
}

export async function deleteSavedFilter(deps: Deps, auth: AuthContext, id: string) {
  requirePermission(auth, 'request.all.view');
  const [row] = await deps.db
    .delete(savedFilters)
    .where(and(eq(savedFilters.id, id), eq(savedFilters.storeId, auth.storeId)))
    .returning({ id: savedFilters.id });
  if (!row) throw notFound();
  return { id, deleted: true as const };
}

export async function listSavedFilters(
  deps: Deps,
  auth: AuthContext,
  kind: RequestKind,
  q: z.output<typeof savedFilterListBody>,
) {
  requirePermission(auth, 'request.all.view');
  const where = and(eq(savedFilters.storeId, auth.storeId), eq(savedFilters.kind, kind));
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(savedFilters)
      .where(where)
      .orderBy(asc(savedFilters.name), desc(savedFilters.createdAt))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    deps.db.select({ n: count() }).from(savedFilters).where(where),
  ]);
  return { docs: rows.map(of), total: total?.n ?? 0 };
}

/** The choices of the filter bar: fixed lists plus the store's reasons, tags and couriers in use. */
export async function filterOptions(deps: Deps, auth: AuthContext): Promise<FilterOptionsResponse> {
  requirePermission(auth, 'request.all.view');
  const [reasonRows, tagList, couriers] = await Promise.all([
    deps.db.select({ name: reasons.name }).from(reasons).where(eq(reasons.storeId, auth.storeId)),
    storeTags(deps, auth),
    queryRows<{ courier: string }>(
      deps.db,
      sql`select distinct coalesce(${requests.courier}, ${requests.trackingCompany}) as courier from ${requests}
          where ${requests.storeId} = ${auth.storeId} and coalesce(${requests.courier}, ${requests.trackingCompany}) is not null
          order by 1 limit 100`,
    ),
  ]);
  return {
    statuses: [...LIST_STATUS_FILTERS],
    date_filters: [...DATE_FILTERS],
    refund_modes: [...REFUND_MODES],
    reasons: [...new Set(reasonRows.map((r) => r.name))].sort(),
    tags: tagList.tags,
    couriers: couriers.map((c) => c.courier),
  };
}
