import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf } from './analytics-scope';

/**
 * The period's requests grouped per exact address (the rows `current` keeps, and how many it does not):
 * the customer tables then merge these groups per address in any case. lower() on every request was most
 * of a report's cost (EXPLAIN at 1,000,000 requests: 240 of 390 ms for 490,000 rows); on the few
 * thousand addresses it costs nothing, and counts, sums and max add up exactly across the groups.
 */
export function byAddress(deps: Deps, where: SQL | undefined, current: SQL = sql`true`) {
  return deps.db
    .select({
      address: sql<string>`${requests.customerEmail}`.as('address'),
      name: sql<string | null>`max(${requests.customerName}) filter (where ${current})`.as('name'),
      requests: sql<number>`count(*) filter (where ${current})`.as('requests'),
      before: sql<number>`count(*) filter (where not ${current})`.as('before'),
      returns: sql<number>`count(*) filter (where ${current} and ${requests.kind} = 'return')`.as('returns'),
      exchanges: sql<number>`count(*) filter (where ${current} and ${requests.kind} = 'exchange')`.as(
        'exchanges',
      ),
      value: sql<string | null>`sum(${requests.refundAmount}) filter (where ${current})`.as('value'),
      last: sql<Date | null>`max(${requests.createdAt}) filter (where ${current})`.as('last'),
    })
    .from(requests)
    .where(where)
    .groupBy(requests.customerEmail)
    .as('by_address');
}

type Groups = ReturnType<typeof byAddress>;

/** Per customer (by email, any case) over the groups of `byAddress`: what the customer tables show but items. */
export const customerColumns = (g: Groups) => ({
  email: sql<string>`lower(${g.address})`,
  name: sql<string>`max(${g.name})`,
  requests: sql<number>`sum(${g.requests})::int`,
  returns: sql<number>`sum(${g.returns})::int`,
  exchanges: sql<number>`sum(${g.exchanges})::int`,
  returned_value: sql<string>`coalesce(sum(${g.value}), 0)::text`,
  last_request_at: sql<string>`max(${g.last})`,
});

/** Most requests first, then the latest, then the email: the customer tables' order. */
export const customerOrder = (g: Groups) => [
  sql`sum(${g.requests}) desc`,
  sql`max(${g.last}) desc`,
  sql`lower(${g.address})`,
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
 * chosen; their requests come from `request_email_ids` (the `lower(customer_email)` index, which the
 * store wall keeps a plain `lower(…) in (…)` from using: it read the whole period, 150 ms at 1,000,000).
 */
export async function withItems(
  deps: Deps,
  scope: AnalyticsScope,
  rows: Omit<Row, 'items'>[],
  extra?: SQL,
): Promise<Row[]> {
  if (!rows.length) return [];
  const { from, to, timezone } = scope.period;
  const emails = sql`array[${sql.join(
    rows.map((r) => sql`${r.email}`),
    sql`, `,
  )}]::text[]`;
  const ids = sql`select request_email_ids(e, ${startOf(from, timezone)},
    ${startOf(to, timezone)} + interval '1 day', null) from unnest(${emails}) as e`;
  const email = sql<string>`lower(${requests.customerEmail})`;
  const counted = await deps.db
    .select({ email, qty: sql<number>`sum(${requestItems.requestedQty})::int` })
    .from(requests)
    .innerJoin(requestItems, eq(requestItems.requestId, requests.id))
    .where(
      and(
        customerWhere(scope, extra),
        eq(requestItems.storeId, scope.store.id),
        sql`${requests.id} in (${ids})`,
      ),
    )
    .groupBy(email);
  const qty = new Map(counted.map((c) => [c.email, c.qty]));
  return rows.map((r) => ({ ...r, items: qty.get(r.email) ?? 0 }));
}

/**
 * One page of the period's customers (by email, any case), narrowed by `extra`, and how many there are:
 * counted over the same groups (a window count), so one scan of the period answers both.
 */
export async function customerRows(
  deps: Deps,
  scope: AnalyticsScope,
  page: { limit: number; offset: number; extra?: SQL },
): Promise<{ rows: Row[]; total: number | undefined }> {
  const g = byAddress(deps, customerWhere(scope, page.extra));
  const rows = await deps.db
    .select({ ...customerColumns(g), total: sql<number>`(count(*) over ())::int` })
    .from(g)
    .groupBy(sql`lower(${g.address})`)
    .orderBy(...customerOrder(g))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: await withItems(
      deps,
      scope,
      rows.map(({ total, ...row }) => row),
      page.extra,
    ),
    total: rows[0]?.total,
  };
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
