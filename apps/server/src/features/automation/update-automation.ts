import type { AutomationBody, AutomationResponse } from '@roundtrip/core';
import { eq, sql } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { getAutomation } from './get-automation';

/** PUT /automation/v1: the settings sent change (one atomic JSONB merge), the others stay. */
export async function updateAutomation(
  deps: Deps,
  storeId: string,
  body: AutomationBody,
): Promise<AutomationResponse> {
  const changed = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
  await deps.db
    .update(stores)
    .set({
      policySettings: sql`${stores.policySettings} || ${JSON.stringify(changed)}::jsonb`,
      updatedAt: deps.clock(),
    })
    .where(eq(stores.id, storeId));
  return getAutomation(deps, storeId);
}
