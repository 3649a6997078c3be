import { type AppView, auditChanges, type UpdateApp } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { appView } from './app-view';
import { refuseScopesBeyond } from './scope-ceiling';

/**
 * Renames or rescopes an app; its key keeps working with the new scopes from the next request. A scope
 * added must be one the editor holds; the key still acts within its creator's permissions, so keeping
 * a scope the editor lacks lends them nothing (they never see the key).
 */
export async function updateApp(deps: Deps, auth: AuthContext, body: UpdateApp): Promise<AppView> {
  const storeId = auth.storeId;
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(apps)
      .where(and(eq(apps.id, body.id), eq(apps.storeId, storeId)))
      .for('update');
    if (!current) throw notFound('App not found');
    refuseScopesBeyond(
      auth,
      body.scopes.filter((s) => !current.scopes.includes(s)),
    );
    const [row] = await tx
      .update(apps)
      .set({
        name: body.name,
        description: body.description,
        scopes: [...new Set(body.scopes)],
        updatedAt: deps.clock(),
      })
      .where(and(eq(apps.id, body.id), eq(apps.storeId, storeId)))
      .returning();
    if (!row) throw notFound('App not found');
    const before = appView(current);
    const view = appView(row);
    const edited = (v: AppView) => ({ name: v.name, description: v.description, scopes: v.scopes });
    const changes = auditChanges(edited(before), edited(view));
    await recordAudit(tx, auth, {
      at: deps.clock(),
      action: 'app.updated',
      subjectId: row.id,
      details: { ...view, changes },
    });
    return view;
  });
}
