import type { AutomationResponse } from '@roundtrip/core';
import { automationSettingsOf } from '@roundtrip/core/workflows';
import { eq, sql } from 'drizzle-orm';
import { stores, workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';

/** GET /automation/v1: the automation settings and how many workflows are on. */
export async function getAutomation(deps: Deps, storeId: string): Promise<AutomationResponse> {
  const [store] = await deps.db
    .select({ policy: stores.policySettings })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw notFound('Store not found');
  const [count] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${workflows.active})::int`,
    })
    .from(workflows)
    .where(eq(workflows.storeId, storeId));
  return {
    settings: automationSettingsOf(store.policy),
    workflows: { total: count?.total ?? 0, active: count?.active ?? 0 },
  };
}
