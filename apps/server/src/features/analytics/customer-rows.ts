import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AnalyticsScope } from './analytics-scope';

const email = sql<string>`lower(${requests.customerEmail})`;

/** Per customer (by email, any case) over the rows `where` keeps: what the customer tables show but items. */
export const customerColumns = (where: SQL = sql`true`) => ({
  email,
  name: sql<string>`max(${requests.customerName}) filter (where ${where})`,
  requests: sql<number>`(count(*) filter (where ${where}))::int`,
  returns: sql<number>`(count(*) filter (where ${where} and ${requests.kind} = 'return'))::int`,
  exchanges: sql<number>`(count(*) filter (where ${where} and ${requests.kind} = 'exchange'))::int`,
  returned_value: sql<string>`coalesce(sum(${requests.refundAmount}) filter (where ${where}), 0)::text`,
  last_request_at: sql<string>`max(${requests.createdAt}) filter (where ${where})`,
});

/** Most requests first, then the latest, then the email: the customer tables' order. */
export const customerOrder = (c: ReturnType<typeof customerColumns>) => [
  desc(c.requests),
  desc(c.last_request_at),
  asc(email),
];

/** The period's requests of customers with an email, narrowed by `extra`. */
export const customerWhere = (scope: AnalyticsScope, extra?: SQL) =>
  and(
    eq(requests.storeId, scope.store.id),
    scope.inCurrent(requests.createdAt),
    sql`${requests.customerEmail} <> ''`,
    extra,
  );

/**
 * The customer rows with their items. Items are summed for these customers only, after the page is
 * chosen: joining every request of the period to its items cost more than the grouping itself.
 */
export async function withItems(
  deps: Deps,
  scope: AnalyticsScope,
  rows: Omit<Row, 'items'>[],
  extra?: SQL,
): Promise<Row[]> {
  if (!rows.length) return [];
  const counted = await deps.db
    .select({ email, qty: sql<number>`sum(${requestItems.requestedQty})::int` })
    .from(requests)
    .innerJoin(requestItems, eq(requestItems.requestId, requests.id))
    .where(
      and(
        customerWhere(scope, extra),
        eq(requestItems.storeId, scope.store.id),
        inArray(
          email,
          rows.map((r) => r.email),
        ),
      ),
    )
    .groupBy(email);
  const qty = new Map(counted.map((c) => [c.email, c.qty]));
  return rows.map((r) => ({ ...r, items: qty.get(r.email) ?? 0 }));
}

/** One page of the period's customers (by email, any case), narrowed by `extra`. */
export async function customerRows(
  deps: Deps,
  scope: AnalyticsScope,
  page: { limit: number; offset: number; extra?: SQL },
): Promise<Row[]> {
  const columns = customerColumns();
  const rows = await deps.db
    .select(columns)
    .from(requests)
    .where(customerWhere(scope, page.extra))
    .groupBy(email)
    .orderBy(...customerOrder(columns))
    .limit(page.limit)
    .offset(page.offset);
  return withItems(deps, scope, rows, page.extra);
}

/** A case-insensitive substring match on email or name; `%` and `_` match themselves. */
export function customerSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(requests.customerEmail, pattern), ilike(requests.customerName, pattern));
}

export type Row = {
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
