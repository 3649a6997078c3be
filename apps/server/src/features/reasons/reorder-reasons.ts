import type { ReasonListResponse } from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import { reasons } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { reasonOf } from './list-reasons';

/** The ids sent first, in that order, then the others in their current order; positions 0..n-1. */
export async function reorderReasons(
  deps: Deps,
  storeId: string,
  ids: string[],
): Promise<ReasonListResponse> {
  const rows = await deps.db.transaction(async (tx) => {
    const mine = eq(reasons.storeId, storeId);
    const current = await tx
      .select()
      .from(reasons)
      .where(mine)
      .orderBy(asc(reasons.position), asc(reasons.name));
    const known = new Set(current.map((r) => r.id));
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (wanted.some((id) => !known.has(id))) throw notFound('Reason not found');
    const order = [...wanted, ...current.map((r) => r.id).filter((id) => !wanted.includes(id))];
    for (const [position, id] of order.entries()) {
      if (current.find((r) => r.id === id)?.position !== position)
        await tx
          .update(reasons)
          .set({ position })
          .where(and(mine, eq(reasons.id, id)));
    }
    return tx.select().from(reasons).where(mine).orderBy(asc(reasons.position), asc(reasons.name));
  });
  return { docs: rows.map(reasonOf), total: rows.length, page: 1, limit: Math.max(rows.length, 1) };
}
