import { type RuleSet, ruleSetOf } from '@roundtrip/core/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rules } from '../../db/schema';

/** A store's active rules of every type with one query, in precedence order, outcomes parsed by core. */
export async function loadRuleSet(db: Db | Tx, storeId: string): Promise<RuleSet> {
  const rows = await db
    .select()
    .from(rules)
    .where(and(eq(rules.storeId, storeId), eq(rules.active, true)))
    .orderBy(asc(rules.position), asc(rules.id));
  return ruleSetOf(rows);
}
