import type { WorkflowList } from '@roundtrip/core';
import { asc, eq, sql } from 'drizzle-orm';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { workflowViews } from './workflow-view';

export async function listWorkflows(
  deps: Deps,
  storeId: string,
  q: { page: number; limit: number },
): Promise<WorkflowList> {
  const rows = await deps.db
    .select()
    .from(workflows)
    .where(eq(workflows.storeId, storeId))
    .orderBy(asc(workflows.createdAt), asc(workflows.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(workflows)
    .where(eq(workflows.storeId, storeId));
  return { docs: await workflowViews(deps.db, rows), total: count?.n ?? 0, page: q.page, limit: q.limit };
}
