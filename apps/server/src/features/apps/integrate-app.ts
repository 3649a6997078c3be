import type { AppWithKey } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { newApiKey } from '../auth/api-keys';
import type { AuthContext } from '../auth/authenticate';
import { appView } from './app-view';
import { refuseScopesBeyond } from './scope-ceiling';

/**
 * Activates the app with a new key, shown once. The old key never comes back: a key that was
 * deactivated may have leaked, so integrating again (or regenerating) always issues a fresh one. The
 * caller sees the new key, so they become its creator and must hold every one of its scopes.
 */
export async function integrateApp(deps: Deps, auth: AuthContext, id: string): Promise<AppWithKey> {
  const storeId = auth.storeId;
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ scopes: apps.scopes })
      .from(apps)
      .where(and(eq(apps.id, id), eq(apps.storeId, storeId)))
      .for('update');
    if (!current) throw notFound('App not found');
    refuseScopesBeyond(auth, current.scopes);
    const { key, prefix, hash } = newApiKey();
    const [row] = await tx
      .update(apps)
      .set({
        active: true,
        keyPrefix: prefix,
        keyHash: hash,
        createdBy: auth.userId,
        updatedAt: deps.clock(),
      })
      .where(and(eq(apps.id, id), eq(apps.storeId, storeId)))
      .returning();
    if (!row) throw notFound('App not found');
    // The view names the new key by its prefix only, never the key.
    const view = appView(row);
    await recordAudit(tx, auth, {
      at: deps.clock(),
      action: 'app.key_issued',
      subjectId: row.id,
      details: view,
    });
    return { ...view, api_key: key };
  });
}
