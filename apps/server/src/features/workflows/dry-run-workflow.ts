import type { DryRunResult } from '@roundtrip/core';
import { type WorkflowDefinition, workflowMatches } from '@roundtrip/core/workflows';
import { desc, eq } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { requireStoreFeature } from '../../store/billing';
import { workflowFactsOf } from './request-facts';

/** How many requests the dry run checks: the store's most recent. */
const DRY_RUN_REQUESTS = 50;

/** The workflow's conditions against the last 50 requests, acting on none: "would have matched 12". */
export async function dryRunWorkflow(
  deps: Deps,
  storeId: string,
  input: Pick<WorkflowDefinition, 'match' | 'conditions'>,
): Promise<DryRunResult> {
  await requireStoreFeature(deps, storeId, 'automations');
  const rows = await deps.db
    .select()
    .from(requests)
    .where(eq(requests.storeId, storeId))
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(DRY_RUN_REQUESTS);
  const facts = await workflowFactsOf(deps, deps.db, storeId, rows);
  const matched = rows.filter((r) => {
    const f = facts.get(r.id);
    return f ? workflowMatches(input, f) : false;
  });
  return {
    checked: rows.length,
    matched: matched.length,
    requests: matched.map((r) => ({ id: r.id, name: r.name })),
  };
}
