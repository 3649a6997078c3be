import type { WorkflowView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { requireStoreFeature } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { refuseActionsBeyond } from './workflow-authority';
import { findWorkflow, workflowView } from './workflow-view';

/**
 * PATCH: sets `active`, or flips it. Switching one on is refused to a member who could not take its
 * actions themselves: it would set another's authority to work on their say-so. The author stays.
 */
export async function toggleWorkflow(
  deps: Deps,
  auth: AuthContext,
  id: string,
  active: boolean | undefined,
): Promise<WorkflowView> {
  const storeId = auth.storeId;
  const current = await findWorkflow(deps.db, storeId, id);
  const next = active ?? !current.active;
  // Switching off (or resending "on") stays allowed on a plan without automations: a downgraded store
  // can stop its workflows.
  if (next && !current.active) {
    await requireStoreFeature(deps, auth.storeId, 'automations');
    refuseActionsBeyond(auth, current.actions);
  }
  const [row] = await deps.db
    .update(workflows)
    .set({ active: next, updatedAt: deps.clock() })
    .where(and(eq(workflows.id, id), eq(workflows.storeId, storeId)))
    .returning();
  if (!row) throw notFound('Workflow not found');
  return workflowView(deps.db, row);
}
