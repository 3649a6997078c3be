import type { WorkflowView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { findWorkflow, workflowView } from './workflow-view';

/** PATCH: sets `active`, or flips it. */
export async function toggleWorkflow(
  deps: Deps,
  storeId: string,
  id: string,
  active: boolean | undefined,
): Promise<WorkflowView> {
  const current = await findWorkflow(deps.db, storeId, id);
  const [row] = await deps.db
    .update(workflows)
    .set({ active: active ?? !current.active, updatedAt: deps.clock() })
    .where(and(eq(workflows.id, id), eq(workflows.storeId, storeId)))
    .returning();
  if (!row) throw notFound('Workflow not found');
  return workflowView(deps.db, row);
}
