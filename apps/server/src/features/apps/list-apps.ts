import type { AppView } from '@roundtrip/core';
import { and, desc, eq } from 'drizzle-orm';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { appView } from './app-view';

/** The store's apps, newest first; `activeOnly` for the integrated ones (`/app-integration/v1/app-list`). */
export async function listApps(deps: Deps, storeId: string, activeOnly = false): Promise<AppView[]> {
  const rows = await deps.db
    .select()
    .from(apps)
    .where(and(eq(apps.storeId, storeId), activeOnly ? eq(apps.active, true) : undefined))
    .orderBy(desc(apps.createdAt), desc(apps.id));
  return rows.map(appView);
}
