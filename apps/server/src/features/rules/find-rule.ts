import type { RuleType } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type RuleRow, rules } from '../../db/schema';
import { notFound } from '../../errors';

/** The store's rule of this type; another store's (or another type's) id answers 404. */
export async function findRule(db: Db | Tx, storeId: string, type: RuleType, id: string): Promise<RuleRow> {
  const [row] = await db
    .select()
    .from(rules)
    .where(and(eq(rules.id, id), eq(rules.storeId, storeId), eq(rules.type, type)))
    .limit(1);
  if (!row) throw notFound('Rule not found');
  return row;
}
