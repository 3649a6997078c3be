import type { AnyRule, RuleType } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { rules } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { findRule } from './find-rule';
import { checkRuleInput } from './rule-refs';
import { type RuleInput, ruleViewOf } from './rule-view';

/** Replaces a rule's name, switch, conditions and outcome; its position changes only when sent. */
export async function updateRule(
  deps: Deps,
  storeId: string,
  type: RuleType,
  id: string,
  input: RuleInput,
): Promise<AnyRule> {
  await findRule(deps.db, storeId, type, id);
  await checkRuleInput(deps, storeId, type, input);
  const [row] = await deps.db
    .update(rules)
    .set({
      name: input.name,
      active: input.active,
      match: input.match,
      conditions: input.conditions,
      outcome: input.outcome,
      ...(input.position !== undefined && { position: input.position }),
      updatedAt: deps.clock(),
    })
    .where(and(eq(rules.id, id), eq(rules.storeId, storeId), eq(rules.type, type)))
    .returning();
  if (!row) throw notFound('Rule not found');
  return ruleViewOf(row);
}
