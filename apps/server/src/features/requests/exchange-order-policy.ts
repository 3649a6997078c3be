import {
  type ExchangeOrderOptions,
  effectiveStorePolicy,
  exchangeOrderOptions,
} from '@roundtrip/core/policy';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { gatingPlan } from '../../store/billing';

/** The store's exchange-order settings (name affixes, tags, hold) as its plan allows them, per order. */
export async function exchangeOrderPolicy(
  deps: Deps,
  storeId: string,
): Promise<(originalOrderName: string) => ExchangeOrderOptions> {
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  const plan = gatingPlan(deps.config, store);
  const settings = effectiveStorePolicy(store.policySettings, plan);
  return (name) => exchangeOrderOptions(settings, plan, name);
}
