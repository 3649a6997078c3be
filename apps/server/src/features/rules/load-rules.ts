import type { RuleType } from '@roundtrip/core';
import { RULE_OUTCOMES, type RuleOf, type RuleOutcomes } from '@roundtrip/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rules } from '../../db/schema';

/** A store's active rules of one type, in precedence order, outcomes parsed for core's evaluators. */
export async function loadRules<T extends RuleType>(
  db: Db | Tx,
  storeId: string,
  type: T,
): Promise<RuleOf<RuleOutcomes[T]>[]> {
  const rows = await db
    .select()
    .from(rules)
    .where(and(eq(rules.storeId, storeId), eq(rules.type, type), eq(rules.active, true)))
    .orderBy(asc(rules.position), asc(rules.id));
  const out: RuleOf<RuleOutcomes[T]>[] = [];
  for (const row of rows) {
    const outcome = RULE_OUTCOMES[type].safeParse(row.outcome);
    // A rule whose stored outcome no longer parses is skipped rather than applied half-understood.
    if (!outcome.success) continue;
    out.push({
      id: row.id,
      name: row.name,
      active: row.active,
      position: row.position,
      match: row.match,
      conditions: row.conditions,
      outcome: outcome.data as RuleOutcomes[T],
    });
  }
  return out;
}
