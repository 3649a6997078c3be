import { and, eq } from 'drizzle-orm';
import { stores, users, type WorkflowRow } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';

/**
 * The member a workflow acts for, as they are now (docs/workflows.md, "Whose authority a workflow
 * uses"): their permissions bound every action, and the timeline names the workflow. Null once they
 * left the team, so the workflow acts no more.
 */
export async function workflowAuthor(deps: Deps, w: WorkflowRow): Promise<AuthContext | null> {
  if (!w.authorId) return null;
  const [row] = await deps.db
    .select({ user: users, domain: stores.domain })
    .from(users)
    .innerJoin(stores, eq(stores.id, users.storeId))
    .where(and(eq(users.id, w.authorId), eq(users.storeId, w.storeId)));
  if (!row) return null;
  return {
    userId: row.user.id,
    storeId: w.storeId,
    storeDomain: row.domain,
    email: row.user.email,
    userType: row.user.userType,
    permissions: row.user.permissions,
    systemActor: `workflow:${w.id}`,
  };
}
