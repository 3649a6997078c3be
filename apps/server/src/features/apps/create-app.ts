import type { AppWithKey, CreateApp } from '@roundtrip/core';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { newApiKey } from '../auth/api-keys';
import { appView } from './app-view';

/** A new app with its key: the answer is the only time the key is shown (docs/apps.md). */
export async function createApp(deps: Deps, storeId: string, body: CreateApp): Promise<AppWithKey> {
  const { key, prefix, hash } = newApiKey();
  const now = deps.clock();
  const [row] = await deps.db
    .insert(apps)
    .values({
      storeId,
      name: body.name,
      description: body.description,
      scopes: [...new Set(body.scopes)],
      keyPrefix: prefix,
      keyHash: hash,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('The app insert returned no row');
  return { ...appView(row), api_key: key };
}
