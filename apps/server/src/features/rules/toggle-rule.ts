import type { AnyRule, RuleType } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { rules } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { findRule } from './find-rule';
import { checkRulePlan } from './rule-refs';
import { ruleViewOf } from './rule-view';

/** PATCH: sets `active`, or flips it. Switching a plan-gated rule on checks the plan again. */
export async function toggleRule(
  deps: Deps,
  storeId: string,
  type: RuleType,
  id: string,
  active: boolean | undefined,
): Promise<AnyRule> {
  const current = await findRule(deps.db, storeId, type, id);
  const next = active ?? !current.active;
  await checkRulePlan(deps, storeId, type, { active: next, outcome: current.outcome });
  const [row] = await deps.db
    .update(rules)
    .set({ active: next, updatedAt: deps.clock() })
    .where(and(eq(rules.id, id), eq(rules.storeId, storeId), eq(rules.type, type)))
    .returning();
  if (!row) throw notFound('Rule not found');
  return ruleViewOf(row);
}
