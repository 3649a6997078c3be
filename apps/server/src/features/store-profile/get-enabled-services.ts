import { enabledServices } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { gatingPlan } from '../../store/billing';

/** `GET /admin/enabled-services`: what the store's plan unlocks, as the gates themselves apply it. */
export async function getEnabledServices(deps: Deps, storeId: string): Promise<{ services: string[] }> {
  const [store] = await deps.db
    .select({ planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw new AppError('NOT_FOUND', 'Store not found');
  return { services: enabledServices(gatingPlan(deps.config, store)) };
}
