import type { AnyRule, RuleType } from '@roundtrip/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import { rules } from '../../db/schema';
import type { Deps } from '../../deps';
import { checkRuleInput } from './rule-refs';
import { type RuleInput, ruleViewOf } from './rule-view';

/** Adds a rule at `position` (rules at or after it move down one), or after the last one. */
export async function createRule(
  deps: Deps,
  storeId: string,
  type: RuleType,
  input: RuleInput,
): Promise<AnyRule> {
  await checkRuleInput(deps, storeId, type, input);
  const now = deps.clock();
  const row = await deps.db.transaction(async (tx) => {
    const scope = and(eq(rules.storeId, storeId), eq(rules.type, type));
    let position = input.position;
    if (position === undefined) {
      const [last] = await tx
        .select({ max: sql<number | null>`max(${rules.position})` })
        .from(rules)
        .where(scope);
      position = last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
    } else {
      await tx
        .update(rules)
        .set({ position: sql`${rules.position} + 1` })
        .where(and(scope, gte(rules.position, position)));
    }
    const [inserted] = await tx
      .insert(rules)
      .values({
        storeId,
        type,
        name: input.name,
        active: input.active,
        match: input.match,
        conditions: input.conditions,
        outcome: input.outcome,
        position,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted;
  });
  if (!row) throw new Error('rule not inserted');
  return ruleViewOf(row);
}
