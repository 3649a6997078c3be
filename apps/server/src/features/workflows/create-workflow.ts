import type { WorkflowView } from '@roundtrip/core';
import type { WorkflowDefinition } from '@roundtrip/core/workflows';
import { requireStoreFeature } from '../../billing';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { workflowColumns, workflowView } from './workflow-view';

/** A new workflow sees the request events from its creation on, not the store's history. */
export async function createWorkflow(
  deps: Deps,
  storeId: string,
  input: WorkflowDefinition,
): Promise<WorkflowView> {
  await requireStoreFeature(deps, storeId, 'automations');
  const now = deps.clock();
  const [row] = await deps.db
    .insert(workflows)
    .values({ storeId, ...workflowColumns(input), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('workflow not written');
  return workflowView(deps.db, row);
}
