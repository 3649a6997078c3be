import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AnalyticsScope } from './analytics-scope';

/** Requests grouped per customer (by email, any case): what the customer tables list. */
export function customerRows(deps: Deps, scope: AnalyticsScope, extra?: SQL) {
  const email = sql<string>`lower(${requests.customerEmail})`;
  const items = deps.db
    .select({
      requestId: requestItems.requestId,
      qty: sql<number>`sum(${requestItems.requestedQty})`.as('qty'),
    })
    .from(requestItems)
    .where(eq(requestItems.storeId, scope.store.id))
    .groupBy(requestItems.requestId)
    .as('items');
  const count = sql<number>`count(*)::int`;
  return deps.db
    .select({
      email,
      name: sql<string>`max(${requests.customerName})`,
      requests: count,
      returns: sql<number>`(count(*) filter (where ${requests.kind} = 'return'))::int`,
      exchanges: sql<number>`(count(*) filter (where ${requests.kind} = 'exchange'))::int`,
      items: sql<number>`coalesce(sum(${items.qty}), 0)::int`,
      returned_value: sql<string>`sum(${requests.refundAmount})::text`,
      last_request_at: sql<string>`max(${requests.createdAt})`,
    })
    .from(requests)
    .leftJoin(items, eq(items.requestId, requests.id))
    .where(
      and(
        eq(requests.storeId, scope.store.id),
        scope.inCurrent(requests.createdAt),
        sql`${requests.customerEmail} <> ''`,
        extra,
      ),
    )
    .groupBy(email)
    .orderBy(desc(count), desc(sql`max(${requests.createdAt})`), email);
}

/** A case-insensitive substring match on email or name; `%` and `_` match themselves. */
export function customerSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(requests.customerEmail, pattern), ilike(requests.customerName, pattern));
}

type Row = {
  email: string;
  name: string;
  requests: number;
  returns: number;
  exchanges: number;
  items: number;
  returned_value: string;
  last_request_at: string;
};

export function customerView(row: Row, currency: string) {
  return {
    ...row,
    returned_value: fromMinor(toMinor(row.returned_value, currency), currency),
    last_request_at: new Date(row.last_request_at).toISOString(),
  };
}
