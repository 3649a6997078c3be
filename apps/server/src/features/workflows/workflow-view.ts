import type { WorkflowView } from '@roundtrip/core';
import type { WorkflowDefinition } from '@roundtrip/core/workflows';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type WorkflowRow, workflowRuns, workflows } from '../../db/schema';
import { notFound } from '../../errors';

/** The row's columns for a definition the contract parsed. */
export const workflowColumns = (w: WorkflowDefinition) => ({
  name: w.name,
  active: w.active,
  trigger: w.trigger,
  triggerDays: w.trigger === 'no_change' ? w.trigger_days : null,
  match: w.match,
  conditions: w.conditions,
  actions: w.actions,
});

/** Workflows as the page shows them, with how often each acted. */
export async function workflowViews(db: Db, rows: readonly WorkflowRow[]): Promise<WorkflowView[]> {
  const counts = rows.length
    ? await db
        .select({
          id: workflowRuns.workflowId,
          runs: sql<number>`count(*)::int`,
          last: sql<string | null>`max(${workflowRuns.updatedAt})::text`,
        })
        .from(workflowRuns)
        .where(
          and(
            inArray(
              workflowRuns.workflowId,
              rows.map((r) => r.id),
            ),
            eq(workflowRuns.status, 'done'),
          ),
        )
        .groupBy(workflowRuns.workflowId)
    : [];
  const ids = rows.map((r) => r.id);
  const authorIds = rows.flatMap((r) => (r.authorId ? [r.authorId] : []));
  const authors = authorIds.length
    ? await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, authorIds))
    : [];
  const refusals = ids.length
    ? await db
        .selectDistinctOn([workflowRuns.workflowId], {
          id: workflowRuns.workflowId,
          message: workflowRuns.message,
        })
        .from(workflowRuns)
        .where(and(inArray(workflowRuns.workflowId, ids), eq(workflowRuns.status, 'refused')))
        .orderBy(workflowRuns.workflowId, desc(workflowRuns.updatedAt))
    : [];
  return rows.map((r) => {
    const c = counts.find((x) => x.id === r.id);
    return {
      id: r.id,
      name: r.name,
      active: r.active,
      trigger: r.trigger,
      trigger_days: r.triggerDays,
      match: r.match,
      conditions: r.conditions,
      actions: r.actions,
      runs: c?.runs ?? 0,
      last_run_at: c?.last ? new Date(c.last).toISOString() : null,
      author: authors.find((a) => a.id === r.authorId)?.email ?? null,
      last_refusal: refusals.find((x) => x.id === r.id)?.message ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}

export async function workflowView(db: Db, row: WorkflowRow): Promise<WorkflowView> {
  const [view] = await workflowViews(db, [row]);
  if (!view) throw notFound('Workflow not found');
  return view;
}

/** Another store's workflow id answers 404, as a missing one does. */
export async function findWorkflow(db: Db, storeId: string, id: string): Promise<WorkflowRow> {
  const [row] = await db
    .select()
    .from(workflows)
    .where(and(eq(workflows.id, id), eq(workflows.storeId, storeId)));
  if (!row) throw notFound('Workflow not found');
  return row;
}
