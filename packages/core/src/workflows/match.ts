import { toMinor } from '../money/minor';
import type { RiskLevel } from '../risk/risk-score';
import { conditionHolds, type RuleContext } from '../rules/match';
import type { WorkflowCondition, WorkflowDefinition } from './definition';

/** What a workflow's conditions are checked against: each item as core's rule matcher sees it, and the request. */
export type WorkflowFacts = {
  items: readonly RuleContext[];
  refund_mode: string | null;
  /** The request's refund value in the shop currency. */
  value: string;
  currency: string;
  /** Requests the same customer made before this one. */
  earlier_returns: number;
  /** The risk score stored when the request was submitted; null for one made before scoring began. */
  risk: { score: number; level: RiskLevel } | null;
};

const within = (n: number, min: number | null, max: number | null) =>
  (min === null || n >= min) && (max === null || n <= max);

/**
 * One condition against the request. An item condition (reason, product, price...) holds when it
 * holds for every item, so "reason Size" never approves a request that also returns something else.
 */
function workflowConditionHolds(c: WorkflowCondition, facts: WorkflowFacts): boolean {
  switch (c.type) {
    case 'refund_mode': {
      if (!facts.refund_mode) return false;
      const hit = (c.values as readonly string[]).includes(facts.refund_mode);
      return c.operator === 'in' ? hit : !hit;
    }
    case 'request_value':
      return within(
        toMinor(facts.value, facts.currency),
        c.min === null ? null : toMinor(c.min, facts.currency),
        c.max === null ? null : toMinor(c.max, facts.currency),
      );
    case 'earlier_returns':
      return within(facts.earlier_returns, c.min, c.max);
    // A request without a score matches no risk condition, either way.
    case 'risk_score':
      return facts.risk !== null && within(facts.risk.score, c.min, c.max);
    case 'risk_level': {
      if (!facts.risk) return false;
      const hit = (c.values as readonly string[]).includes(facts.risk.level);
      return c.operator === 'in' ? hit : !hit;
    }
    default:
      return facts.items.length > 0 && facts.items.every((item) => conditionHolds(c, item));
  }
}

/** All (or any) conditions hold; a workflow without conditions matches every request. */
export function workflowMatches(
  w: Pick<WorkflowDefinition, 'match' | 'conditions'>,
  facts: WorkflowFacts,
): boolean {
  if (w.conditions.length === 0) return true;
  return w.match === 'any'
    ? w.conditions.some((c) => workflowConditionHolds(c, facts))
    : w.conditions.every((c) => workflowConditionHolds(c, facts));
}
