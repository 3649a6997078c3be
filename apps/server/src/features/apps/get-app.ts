import type { AppView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { apps } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { appView } from './app-view';

/** The store's app, or 404: another store's id is answered like an unknown one. */
export async function getApp(deps: Deps, storeId: string, id: string): Promise<AppView> {
  const [row] = await deps.db
    .select()
    .from(apps)
    .where(and(eq(apps.id, id), eq(apps.storeId, storeId)));
  if (!row) throw notFound('App not found');
  return appView(row);
}
