import type { AppWithKey } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { newApiKey } from '../auth/api-keys';
import { appView } from './app-view';

/**
 * Activates the app with a new key, shown once. The old key never comes back: a key that was
 * deactivated may have leaked, so integrating again (or regenerating) always issues a fresh one.
 */
export async function integrateApp(deps: Deps, storeId: string, id: string): Promise<AppWithKey> {
  const { key, prefix, hash } = newApiKey();
  const [row] = await deps.db
    .update(apps)
    .set({ active: true, keyPrefix: prefix, keyHash: hash, updatedAt: deps.clock() })
    .where(and(eq(apps.id, id), eq(apps.storeId, storeId)))
    .returning();
  if (!row) throw notFound('App not found');
  return { ...appView(row), api_key: key };
}
