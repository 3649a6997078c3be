import { unknownMarkets } from '@roundtrip/core/rules';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { storePolicyOf } from '../../store/store-policy';

/**
 * 400 when a `market` condition (of a rule or a workflow) names a market the store's policy does not
 * have, any case. Reads only: call before writing.
 */
export async function checkConditionMarkets(
  deps: Deps,
  storeId: string,
  conditions: readonly { type: string; values?: readonly string[] }[],
): Promise<void> {
  if (!conditions.some((c) => c.type === 'market')) return;
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  const fields = unknownMarkets(conditions, storePolicyOf(deps.config, store).markets);
  const first = Object.values(fields)[0];
  if (first) throw new AppError('VALIDATION_FAILED', first, fields);
}
