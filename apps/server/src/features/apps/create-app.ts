import type { AppWithKey, CreateApp } from '@roundtrip/core';
import { recordAudit } from '../../audit/record-audit';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { newApiKey } from '../auth/api-keys';
import type { AuthContext } from '../auth/authenticate';
import { appView } from './app-view';
import { refuseScopesBeyond } from './scope-ceiling';

/**
 * A new app with its key: the answer is the only time the key is shown (docs/apps.md). Its scopes are
 * at most what the creator holds, and the key acts within the creator's permissions from then on.
 */
export async function createApp(deps: Deps, auth: AuthContext, body: CreateApp): Promise<AppWithKey> {
  refuseScopesBeyond(auth, body.scopes);
  const storeId = auth.storeId;
  const { key, prefix, hash } = newApiKey();
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apps)
      .values({
        storeId,
        name: body.name,
        description: body.description,
        scopes: [...new Set(body.scopes)],
        keyPrefix: prefix,
        keyHash: hash,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('The app insert returned no row');
    const view = appView(row);
    await recordAudit(tx, auth, { at: now, action: 'app.created', subjectId: row.id, details: view });
    return { ...view, api_key: key };
  });
}
