import type { RateSettingView } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { rateSettingView } from './read-rate-rule';

/** PUT /settings/courier-rate-rule: how the approve dialog picks among the couriers' quotes. */
export async function saveRateRule(deps: Deps, storeId: string, body: RateSettingView) {
  // A preferred courier is kept only with the rule that reads it.
  const preferred = body.rule === 'preferred' ? body.preferred_courier : null;
  await deps.db
    .update(stores)
    .set({ rateRule: body.rule, preferredCourier: preferred, updatedAt: deps.clock() })
    .where(eq(stores.id, storeId));
  return rateSettingView({ rule: body.rule, preferred });
}
