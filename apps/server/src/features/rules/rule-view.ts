import type { AnyRule, RuleCondition, RuleType } from '@roundtrip/core';
import { RULE_OUTCOMES } from '@roundtrip/core/rules';
import type { RuleRow } from '../../db/schema';

/** What POST and PUT bodies of every rule type have in common once parsed by their contract. */
export type RuleInput = {
  name: string;
  active: boolean;
  match: 'all' | 'any';
  conditions: RuleCondition[];
  position?: number | undefined;
  outcome: Record<string, unknown>;
};

/** A stored rule as the API shows it; outcomes are re-parsed so fields added later get their defaults. */
export function ruleViewOf(row: RuleRow): AnyRule {
  const outcome = RULE_OUTCOMES[row.type as RuleType].safeParse(row.outcome);
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    active: row.active,
    match: row.match,
    conditions: row.conditions,
    position: row.position,
    outcome: outcome.success ? outcome.data : row.outcome,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  } as AnyRule;
}
