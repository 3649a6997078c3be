import type { WorkflowView } from '@roundtrip/core';
import type { WorkflowDefinition } from '@roundtrip/core/workflows';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { requireStoreFeature } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { checkConditionMarkets } from '../rules/check-markets';
import { refuseActionsBeyond } from './workflow-authority';
import { workflowColumns, workflowView } from './workflow-view';

/**
 * A new workflow sees the request events from its creation on, not the store's history. Its actions are
 * at most what its author holds, and every run checks them again against the author's permissions.
 */
export async function createWorkflow(
  deps: Deps,
  auth: AuthContext,
  input: WorkflowDefinition,
): Promise<WorkflowView> {
  await requireStoreFeature(deps, auth.storeId, 'automations');
  refuseActionsBeyond(auth, input.actions);
  await checkConditionMarkets(deps, auth.storeId, input.conditions);
  const now = deps.clock();
  const [row] = await deps.db
    .insert(workflows)
    .values({
      storeId: auth.storeId,
      ...workflowColumns(input),
      authorId: auth.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('workflow not written');
  return workflowView(deps.db, row);
}
