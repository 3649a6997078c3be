import type { AppView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { appView } from './app-view';

/** The key stops at once (401); the app stays listed so it can be integrated again with a new key. */
export async function deactivateApp(deps: Deps, storeId: string, id: string): Promise<AppView> {
  const [row] = await deps.db
    .update(apps)
    .set({ active: false, updatedAt: deps.clock() })
    .where(and(eq(apps.id, id), eq(apps.storeId, storeId)))
    .returning();
  if (!row) throw notFound('App not found');
  return appView(row);
}
