import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { containing } from '../../db/like-pattern';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf } from './analytics-scope';
import { byAddress } from './by-address';
import { customerFacts } from './customer-facts';
import { dirtyDays, dirtyDaysOf } from './facts-source';

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

/** Past this many dirty days in the period, a page is detailed from its customers' requests alone. */
const MAX_DIRTY_DETAIL_DAYS = 7;

type Details = Omit<Row, 'requests' | 'last_request_at'>;

/**
 * The rest of each ranked customer's row over the period: without a search, their kept facts of the clean
 * days (`analytics_customer_facts`, an index-only scan of a few pages) plus their requests of the dirty
 * days, read from the period's date index; with a search (which keeps only the requests it matches) or
 * many dirty days, `customer_details` (migration 0052) sums their requests of the period from the
 * `lower(customer_email)` index, which the store wall keeps a plain `lower(…) = any(…)` from using.
 */
export async function withDetails(
  deps: Deps,
  scope: AnalyticsScope,
  ranked: Ranked[],
  known: { search?: CustomerSearch; dirty?: string[] } = {},
): Promise<Row[]> {
  const { search } = known;
  if (!ranked.length) return [];
  const emails = sql`array[${sql.join(
    ranked.map((r) => sql`${r.email}`),
    sql`, `,
  )}]::text[]`;
  const details =
    (!search && (await keptDetails(deps, scope, emails, known.dirty))) ||
    (await rawDetails(deps, scope, emails, search));
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
 * The customers' facts of the period's clean days and their dirty days' requests, or undefined past the
 * cap; `known`: the dirty days the ranking read (both periods), so they are not asked for again.
 */
async function keptDetails(
  deps: Deps,
  scope: AnalyticsScope,
  emails: SQL,
  known?: string[],
): Promise<Details[] | undefined> {
  const days = known ? dirtyDaysOf(scope, 'current', known) : await dirtyDays(deps, scope, 'current');
  if (days.allRaw || days.dirty.length > MAX_DIRTY_DETAIL_DAYS) return undefined;
  const storeId = scope.store.id;
  const skip = days.dirty.length ? sql` and f.day <> all(${`{${days.dirty.join(',')}}`}::date[])` : sql``;
  const parts = [
    sql`select f.email, f.requests, f.returns, f.exchanges, f.items, f.returned_value, f.name
      from analytics_customer_facts f
      where f.store_id = ${storeId} and f.email = any(${emails})
        and f.day >= ${scope.period.from}::date and f.day <= ${scope.period.to}::date${skip}`,
  ];
  if (days.window)
    parts.push(
      customerFacts(
        sql`q.store_id = ${storeId} and ${days.window(sql.raw('q.created_at'))}
          and lower(q.customer_email) = any(${emails})`,
      ),
    );
  return queryRows<Details>(
    deps.db,
    sql`select u.email, max(u.name) as name, sum(u.returns)::int as returns, sum(u.exchanges)::int as exchanges,
        sum(u.returned_value)::text as returned_value, sum(u.items)::int as items
      from (${sql.join(parts, sql` union all `)}) u group by u.email`,
  );
}

/** The customers' requests of the period (under the search), summed per customer. */
function rawDetails(deps: Deps, scope: AnalyticsScope, emails: SQL, search?: CustomerSearch) {
  const { from, to, timezone } = scope.period;
  return queryRows<Details>(
    deps.db,
    sql`select email, name, returns, exchanges, returned_value, items
      from customer_details(${emails}, ${startOf(from, timezone)}, ${startOf(to, timezone)} + interval '1 day',
        ${search?.pattern ?? null}::text)`,
  );
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
      { search },
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
