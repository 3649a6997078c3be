import type { AutomationBody, AutomationResponse } from '@roundtrip/core';
import { delegationRefusal } from '@roundtrip/core/permissions';
import { planRequiredMessage } from '@roundtrip/core/plans';
import {
  automationSettingsBeyond,
  automationSettingsOf,
  lockedAutomationChanges,
} from '@roundtrip/core/workflows';
import { eq, sql } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { gatingPlan } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { holderOf } from '../auth/require-permission';
import { getAutomation } from './get-automation';

/**
 * PUT /automation/v1: the settings sent change (one atomic JSONB merge), the others stay. Switching an
 * automation on needs a plan with automations (403 naming the settings); switching off never does. A
 * setting switched on acts as the store, so the editor must hold what it does (docs/workflows.md).
 */
export async function updateAutomation(
  deps: Deps,
  auth: AuthContext,
  body: AutomationBody,
): Promise<AutomationResponse> {
  const storeId = auth.storeId;
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
  const missing = automationSettingsBeyond(holderOf(auth), changed);
  if (missing.length > 0) throw new AppError('FORBIDDEN', delegationRefusal(missing));
  await deps.db
    .update(stores)
    .set({
      policySettings: sql`${stores.policySettings} || ${JSON.stringify(changed)}::jsonb`,
      updatedAt: deps.clock(),
    })
    .where(eq(stores.id, storeId));
  return getAutomation(deps, storeId);
}
