import { asc, eq } from 'drizzle-orm';
import { demoLocations } from '../../db/schema';
import type { Location } from '../platform';
import { toGid } from '../platform';
import type { DemoDeps } from './demo-deps';

export async function listLocations(deps: DemoDeps, storeId: string): Promise<Location[]> {
  const rows = await deps.db
    .select()
    .from(demoLocations)
    .where(eq(demoLocations.storeId, storeId))
    .orderBy(asc(demoLocations.id));
  return rows.map((l) => ({
    id: String(l.id),
    admin_graphql_api_id: toGid('Location', l.id),
    name: l.name,
    address: l.address,
    is_default: l.isDefault,
    active: l.active,
  }));
}
