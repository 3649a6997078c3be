import type { AutomationBody, AutomationResponse } from '@roundtrip/core';
import { planRequiredMessage } from '@roundtrip/core/plans';
import { automationSettingsOf, lockedAutomationChanges } from '@roundtrip/core/workflows';
import { eq, sql } from 'drizzle-orm';
import { gatingPlan } from '../../billing';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { getAutomation } from './get-automation';

/**
 * PUT /automation/v1: the settings sent change (one atomic JSONB merge), the others stay. Switching an
 * automation on needs a plan with automations (403 naming the settings); switching off never does.
 */
export async function updateAutomation(
  deps: Deps,
  storeId: string,
  body: AutomationBody,
): Promise<AutomationResponse> {
  const changed = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  const locked = lockedAutomationChanges(
    gatingPlan(deps.config, store),
    automationSettingsOf(store.policySettings),
    body,
  );
  if (locked.length > 0)
    throw new AppError(
      'PLAN_REQUIRED',
      planRequiredMessage('automations'),
      Object.fromEntries(locked.map((k) => [k, planRequiredMessage('automations')])),
    );
  await deps.db
    .update(stores)
    .set({
      policySettings: sql`${stores.policySettings} || ${JSON.stringify(changed)}::jsonb`,
      updatedAt: deps.clock(),
    })
    .where(eq(stores.id, storeId));
  return getAutomation(deps, storeId);
}
