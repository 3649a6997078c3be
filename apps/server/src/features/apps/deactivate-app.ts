import type { AppView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { appView } from './app-view';

/** The key stops at once (401); the app stays listed so it can be integrated again with a new key. */
export async function deactivateApp(deps: Deps, auth: AuthContext, id: string): Promise<AppView> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apps)
      .set({ active: false, updatedAt: deps.clock() })
      .where(and(eq(apps.id, id), eq(apps.storeId, auth.storeId)))
      .returning();
    if (!row) throw notFound('App not found');
    const view = appView(row);
    await recordAudit(tx, auth, {
      at: deps.clock(),
      action: 'app.deactivated',
      subjectId: row.id,
      details: view,
    });
    return view;
  });
}
