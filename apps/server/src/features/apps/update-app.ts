import type { AppView, UpdateApp } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { appView } from './app-view';

/** Renames or rescopes an app; its key keeps working with the new scopes from the next request. */
export async function updateApp(deps: Deps, storeId: string, body: UpdateApp): Promise<AppView> {
  const [row] = await deps.db
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
  return appView(row);
}
