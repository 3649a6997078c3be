import { and, eq } from 'drizzle-orm';
import { workflows } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';

/** Its runs go with it; the request timelines keep the lines it wrote. */
export async function deleteWorkflow(deps: Deps, storeId: string, id: string) {
  const [row] = await deps.db
    .delete(workflows)
    .where(and(eq(workflows.id, id), eq(workflows.storeId, storeId)))
    .returning({ id: workflows.id });
  if (!row) throw notFound('Workflow not found');
  return { id: row.id, deleted: true as const };
}
