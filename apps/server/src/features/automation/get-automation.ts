import type { AutomationResponse } from '@roundtrip/core';
import { eq, sql } from 'drizzle-orm';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { storeAutomation } from '../../store/store-automation';

/** GET /automation/v1: the automation settings and how many workflows are on. */
export async function getAutomation(deps: Deps, storeId: string): Promise<AutomationResponse> {
  const [count] = await deps.db
    .select({
      total: sql<number>`count(*)::int`,
      active: sql<number>`count(*) filter (where ${workflows.active})::int`,
    })
    .from(workflows)
    .where(eq(workflows.storeId, storeId));
  return {
    settings: await storeAutomation(deps.db, storeId),
    workflows: { total: count?.total ?? 0, active: count?.active ?? 0 },
  };
}
