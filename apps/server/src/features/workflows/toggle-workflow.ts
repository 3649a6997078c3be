import type { WorkflowView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { requireStoreFeature } from '../../billing';
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
  const next = active ?? !current.active;
  // Switching off (or resending "on") stays allowed on a plan without automations: a downgraded store
  // can stop its workflows.
  if (next && !current.active) await requireStoreFeature(deps, storeId, 'automations');
  const [row] = await deps.db
    .update(workflows)
    .set({ active: next, updatedAt: deps.clock() })
    .where(and(eq(workflows.id, id), eq(workflows.storeId, storeId)))
    .returning();
  if (!row) throw notFound('Workflow not found');
  return workflowView(deps.db, row);
}
