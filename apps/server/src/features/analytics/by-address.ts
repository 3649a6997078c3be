import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema';

/**
 * The period's requests grouped per exact address (and name, for a search): only what ranks the
 * customers, i.e. requests in `current`, requests outside it, and the latest. The customer tables then
 * merge these groups per address in any case. lower() and ILIKE on every request were most of a report's
 * cost (EXPLAIN at 1,000,000 requests); on the few thousand groups they cost nothing, and counts and max
 * add up exactly across them. The other columns are summed for the page's customers only (`withDetails`).
 */
export function byAddress(db: Db, where: SQL | undefined, options: { current?: SQL; named?: boolean } = {}) {
  const current = options.current ?? sql`true`;
  const name = options.named ? requests.customerName : sql`null::text`;
  return db
    .select({
      address: sql<string>`${requests.customerEmail}`.as('address'),
      name: sql<string | null>`${name}`.as('name'),
      requests: sql<number>`count(*) filter (where ${current})`.as('requests'),
      before: sql<number>`count(*) filter (where not ${current})`.as('before'),
      last: sql<Date | null>`max(${requests.createdAt}) filter (where ${current})`.as('last'),
    })
    .from(requests)
    .where(where)
    .groupBy(...(options.named ? [requests.customerEmail, requests.customerName] : [requests.customerEmail]))
    .as('by_address');
}
