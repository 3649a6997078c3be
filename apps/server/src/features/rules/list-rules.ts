import type { RuleList, RuleType } from '@roundtrip/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { rules } from '../../db/schema';
import type { Deps } from '../../deps';
import { ruleViewOf } from './rule-view';

export type ListRulesInput = {
  storeId: string;
  type: RuleType;
  page: number;
  limit: number;
  active?: boolean | undefined;
};

/** A type's rules in precedence order (position, then id), one page at a time. */
export async function listRules(deps: Deps, input: ListRulesInput): Promise<RuleList> {
  const where = and(
    eq(rules.storeId, input.storeId),
    eq(rules.type, input.type),
    input.active === undefined ? undefined : eq(rules.active, input.active),
  );
  const [count] = await deps.db.select({ n: sql<number>`count(*)::int` }).from(rules).where(where);
  const rows = await deps.db
    .select()
    .from(rules)
    .where(where)
    .orderBy(asc(rules.position), asc(rules.id))
    .limit(input.limit)
    .offset((input.page - 1) * input.limit);
  return { docs: rows.map(ruleViewOf), total: count?.n ?? 0, page: input.page, limit: input.limit };
}
