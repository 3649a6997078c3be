import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { DemoDeps } from './demo-deps';

export async function listProductTags(deps: DemoDeps, storeId: string): Promise<string[]> {
  const rows = await queryRows<{ tag: string }>(
    deps.db,
    sql`select distinct unnest(tags) as tag from demo_products where store_id = ${storeId} order by tag`,
  );
  return rows.map((r) => r.tag);
}
