import type { WorkflowView } from '@roundtrip/core';
import type { WorkflowDefinition } from '@roundtrip/core/workflows';
import { and, eq } from 'drizzle-orm';
import { requireStoreFeature } from '../../billing';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { workflowColumns, workflowView } from './workflow-view';

/** PUT replaces the definition; runs already made stay, so a changed workflow does not rerun old events. */
export async function updateWorkflow(
  deps: Deps,
  storeId: string,
  id: string,
  input: WorkflowDefinition,
): Promise<WorkflowView> {
  await requireStoreFeature(deps, storeId, 'automations');
  const [row] = await deps.db
    .update(workflows)
    .set({ ...workflowColumns(input), updatedAt: deps.clock() })
    .where(and(eq(workflows.id, id), eq(workflows.storeId, storeId)))
    .returning();
  if (!row) throw notFound('Workflow not found');
  return workflowView(deps.db, row);
}
