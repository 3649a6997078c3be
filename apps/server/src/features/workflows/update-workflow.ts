import type { WorkflowView } from '@roundtrip/core';
import type { WorkflowDefinition } from '@roundtrip/core/workflows';
import { and, eq } from 'drizzle-orm';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { requireStoreFeature } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { checkConditionMarkets } from '../rules/check-markets';
import { refuseActionsBeyond } from './workflow-authority';
import { workflowColumns, workflowView } from './workflow-view';

/**
 * PUT replaces the definition; runs already made stay, so a changed workflow does not rerun old events.
 * Whoever saves it becomes its author: its actions must be within their permissions.
 */
export async function updateWorkflow(
  deps: Deps,
  auth: AuthContext,
  id: string,
  input: WorkflowDefinition,
): Promise<WorkflowView> {
  await requireStoreFeature(deps, auth.storeId, 'automations');
  refuseActionsBeyond(auth, input.actions);
  await checkConditionMarkets(deps, auth.storeId, input.conditions);
  const [row] = await deps.db
    .update(workflows)
    .set({ ...workflowColumns(input), authorId: auth.userId, updatedAt: deps.clock() })
    .where(and(eq(workflows.id, id), eq(workflows.storeId, auth.storeId)))
    .returning();
  if (!row) throw notFound('Workflow not found');
  return workflowView(deps.db, row);
}
