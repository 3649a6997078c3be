import {
  type AutomationSettings,
  automationSettingsOf,
  effectiveAutomation,
} from '@roundtrip/core/workflows';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { stores } from '../db/schema';
import type { Deps } from '../deps';
import { gatingPlan } from './billing';

/** A store's automation settings as saved (the settings page), read inside the caller's transaction. */
export async function storeAutomation(db: Deps['db'] | Tx, storeId: string): Promise<AutomationSettings> {
  const [store] = await db
    .select({ policy: stores.policySettings })
    .from(stores)
    .where(eq(stores.id, storeId));
  return automationSettingsOf(store?.policy ?? {});
}

/**
 * The settings as they act when a verb decides by one: automations the plan lacks count as off
 * (core `effectiveAutomation`; billing off has them all).
 */
export async function actingAutomation(
  deps: Pick<Deps, 'config'>,
  db: Deps['db'] | Tx,
  storeId: string,
): Promise<AutomationSettings> {
  const [store] = await db
    .select({ policy: stores.policySettings, planName: stores.planName, billing: stores.billing })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) return automationSettingsOf({});
  return effectiveAutomation(automationSettingsOf(store.policy), gatingPlan(deps.config, store));
}
