import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf } from './analytics-scope';

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

type Groups = ReturnType<typeof byAddress>;

/**
 * Per customer (by email, any case) over the groups of `byAddress` that `on` keeps: what orders the
 * customer tables. `on` is a FILTER, not a WHERE: PostgreSQL would push a WHERE on the groups' columns
 * back down to every request.
 */
export const rankColumns = (g: Groups, on?: SQL) => {
  const kept = on ? sql` filter (where ${on})` : sql``;
  return {
    email: sql<string>`lower(${g.address})`,
    requests: sql<number>`(sum(${g.requests})${kept})::int`,
    last_request_at: sql<string>`max(${g.last})${kept}`,
  };
};

/** Most requests first, then the latest, then the email: the customer tables' order. */
export const customerOrder = (r: ReturnType<typeof rankColumns>) => [
  desc(r.requests),
  desc(r.last_request_at),
  r.email,
];

/** The period's requests of customers with an email. */
export const customerWhere = (scope: AnalyticsScope) =>
  and(
    eq(requests.storeId, scope.store.id),
    scope.inCurrent(requests.createdAt),
    sql`${requests.customerEmail} <> ''`,
  );

/**
 * A case-insensitive substring match on email or name (`%` and `_` match themselves): the pattern, for
 * `customer_details` to match each request, and the match on the groups of `byAddress` (named), whose
 * address and name are the requests' own.
 */
export function customerSearch(search: string | undefined) {
  if (!search) return undefined;
  const pattern = containing(search);
  return {
    pattern,
    groups: (g: Groups) => sql`(${g.address} ilike ${pattern} or ${g.name} ilike ${pattern})`,
  };
}

export type CustomerSearch = ReturnType<typeof customerSearch>;

type Ranked = { email: string; requests: number; last_request_at: string };

/**
 * The rest of each ranked customer's row, from their own requests of the period (under the same search):
 * `customer_details` (migration 0039) reads them from the `lower(customer_email)` index, which the store
 * wall keeps a plain `lower(…) = any(…)` from using, with their items: a few hundred rows where the ranking
 * read the whole period.
 */
export async function withDetails(
  deps: Deps,
  scope: AnalyticsScope,
  ranked: Ranked[],
  search?: CustomerSearch,
): Promise<Row[]> {
  if (!ranked.length) return [];
  const { from, to, timezone } = scope.period;
  const emails = sql`array[${sql.join(
    ranked.map((r) => sql`${r.email}`),
    sql`, `,
  )}]::text[]`;
  const details = await queryRows<Omit<Row, 'requests' | 'last_request_at'>>(
    deps.db,
    sql`select email, name, returns, exchanges, returned_value, items
      from customer_details(${emails}, ${startOf(from, timezone)}, ${startOf(to, timezone)} + interval '1 day',
        ${search?.pattern ?? null}::text)`,
  );
  const byEmail = new Map(details.map((d) => [d.email, d]));
  return ranked.map((r) => {
    const d = byEmail.get(r.email);
    return {
      email: r.email,
      name: d?.name ?? '',
      requests: r.requests,
      returns: d?.returns ?? 0,
      exchanges: d?.exchanges ?? 0,
      items: d?.items ?? 0,
      returned_value: d?.returned_value ?? '0',
      last_request_at: r.last_request_at,
    };
  });
}

/**
 * One page of the period's customers (by email, any case) matching `search`, and how many there are:
 * counted over the same groups (a window count), so one scan of the period answers both.
 */
export async function customerRows(
  deps: Deps,
  scope: AnalyticsScope,
  page: { limit: number; offset: number; search?: CustomerSearch },
): Promise<{ rows: Row[]; total: number | undefined }> {
  const { search } = page;
  const g = byAddress(deps.db, customerWhere(scope), { named: !!search });
  const matched = search?.groups(g);
  const rank = rankColumns(g, matched);
  const rows = await deps.db
    .select({ ...rank, total: sql<number>`(count(*) over ())::int` })
    .from(g)
    .groupBy(sql`lower(${g.address})`)
    .having(matched && sql`bool_or(${matched})`)
    .orderBy(...customerOrder(rank))
    .limit(page.limit)
    .offset(page.offset);
  return {
    rows: await withDetails(
      deps,
      scope,
      rows.map(({ total, ...row }) => row),
      search,
    ),
    total: rows[0]?.total,
  };
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
