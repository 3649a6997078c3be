import type { RuleType } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { rules } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';

export async function deleteRule(deps: Deps, storeId: string, type: RuleType, id: string) {
  const [row] = await deps.db
    .delete(rules)
    .where(and(eq(rules.id, id), eq(rules.storeId, storeId), eq(rules.type, type)))
    .returning({ id: rules.id });
  if (!row) throw notFound('Rule not found');
  return { id: row.id, deleted: true as const };
}
