import type { z } from 'zod';
import type { RuleCondition } from './conditions';
import type { RuleOf } from './evaluate';
import {
  exchangeOutcome,
  greenReturnOutcome,
  productFilterOutcome,
  promotionOutcome,
  type RuleOutcomes,
  type RuleType,
  returnFeeOutcome,
  upsellOutcome,
} from './outcomes';

/** A rule as stored: its outcome is JSON until its type's schema has read it. */
export type StoredRule = {
  id: string;
  name: string;
  type: string;
  active: boolean;
  position: number;
  match: 'all' | 'any';
  conditions: readonly RuleCondition[];
  outcome: unknown;
};

/** A store's active rules of every type, each list in the order it was given (precedence order). */
export type RuleSet = { [T in RuleType]: RuleOf<RuleOutcomes[T]>[] };

function rulesOf<O>(rows: readonly StoredRule[], type: RuleType, schema: z.ZodType<O>): RuleOf<O>[] {
  return rows.flatMap((row) => {
    if (row.type !== type || !row.active) return [];
    const outcome = schema.safeParse(row.outcome);
    // A rule whose stored outcome no longer parses is skipped rather than applied half-understood.
    if (!outcome.success) return [];
    const { id, name, active, position, match, conditions } = row;
    return [{ id, name, active, position, match, conditions, outcome: outcome.data }];
  });
}

/** Every type's rules from one read of the store's rules: inactive ones and unreadable outcomes left out. */
export function ruleSetOf(rows: readonly StoredRule[]): RuleSet {
  return {
    promotion: rulesOf(rows, 'promotion', promotionOutcome),
    upsell: rulesOf(rows, 'upsell', upsellOutcome),
    exchange: rulesOf(rows, 'exchange', exchangeOutcome),
    product_filter: rulesOf(rows, 'product_filter', productFilterOutcome),
    return_fee: rulesOf(rows, 'return_fee', returnFeeOutcome),
    green_return: rulesOf(rows, 'green_return', greenReturnOutcome),
  };
}
