import { asc, eq } from 'drizzle-orm';
import { demoCollections } from '../../db/schema';
import type { Collection } from '../platform';
import { toGid } from '../platform';
import type { DemoDeps } from './demo-deps';

export async function listCollections(deps: DemoDeps, storeId: string): Promise<Collection[]> {
  const rows = await deps.db
    .select()
    .from(demoCollections)
    .where(eq(demoCollections.storeId, storeId))
    .orderBy(asc(demoCollections.id));
  return rows.map((c) => ({
    id: String(c.id),
    admin_graphql_api_id: toGid('Collection', c.id),
    title: c.title,
    handle: c.handle,
  }));
}
