import { VALUELESS_STATUSES } from '@roundtrip/core/analytics';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * A request whose value does not count (core's VALUELESS_STATUSES): rejected or cancelled, archived or
 * not. Written as two ranges of the (store, status, created_at) index.
 */
export function valuelessRequest(t: { status: AnyColumn | SQL; statusBeforeArchive: AnyColumn | SQL }): SQL {
  const list = sql.raw(VALUELESS_STATUSES.map((v) => `'${v}'`).join(', '));
  return sql`(${t.status} in (${list})
    or (${t.status} = 'archived' and coalesce(${t.statusBeforeArchive} in (${list}), false)))`;
}
