import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { appView } from './app-view';

/** The row and its key hash go: the key answers 401 from the next request. */
export async function deleteApp(deps: Deps, auth: AuthContext, id: string) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(apps)
      .where(and(eq(apps.id, id), eq(apps.storeId, auth.storeId)))
      .returning();
    if (!row) throw notFound('App not found');
    await recordAudit(tx, auth, {
      at: deps.clock(),
      action: 'app.deleted',
      subjectId: row.id,
      details: appView(row),
    });
    return { id: row.id, deleted: true as const };
  });
}
