import type { RuleList, RuleType } from '@roundtrip/core';
import { and, asc, eq } from 'drizzle-orm';
import { rules } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { ruleViewOf } from './rule-view';

/** The ids sent first, in that order, then the type's other rules in their current order; positions 0..n-1. */
export async function reorderRules(
  deps: Deps,
  storeId: string,
  type: RuleType,
  ids: string[],
): Promise<RuleList> {
  const rows = await deps.db.transaction(async (tx) => {
    const scope = and(eq(rules.storeId, storeId), eq(rules.type, type));
    const current = await tx.select().from(rules).where(scope).orderBy(asc(rules.position), asc(rules.id));
    const known = new Set(current.map((r) => r.id));
    const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
    if (wanted.some((id) => !known.has(id))) throw notFound('Rule not found');
    const order = [...wanted, ...current.map((r) => r.id).filter((id) => !wanted.includes(id))];
    for (const [position, id] of order.entries()) {
      const row = current.find((r) => r.id === id);
      if (row && row.position !== position)
        await tx
          .update(rules)
          .set({ position })
          .where(and(scope, eq(rules.id, id)));
    }
    return tx.select().from(rules).where(scope).orderBy(asc(rules.position), asc(rules.id));
  });
  return { docs: rows.map(ruleViewOf), total: rows.length, page: 1, limit: Math.max(rows.length, 1) };
}
