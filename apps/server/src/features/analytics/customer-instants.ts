import { addDays } from '@roundtrip/core/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf } from './analytics-scope';
import type { CustomerCounts } from './customer-totals';
import { dirtyDays } from './facts-source';
import { micros } from './roll-up-customer-day';

/**
 * Past this many stretches of clean days in a range (both periods), the customer reports group the
 * requests instead: every stretch adds two binary searches per customer.
 */
const MAX_CLEAN_SPANS = 12;

/** The clean stretches of days from `first` to `last` (both included), skipping `dirty`. */
function cleanSpans(first: string, last: string, dirty: Set<string>): [string, string][] {
  const spans: [string, string][] = [];
  let open: string | undefined;
  for (let d = first; d <= last; d = addDays(d, 1)) {
    if (!dirty.has(d)) open ??= d;
    else if (open) {
      spans.push([open, addDays(d, -1)]);
      open = undefined;
    }
  }
  if (open) spans.push([open, last]);
  return spans;
}

type Ranked = { email: string; requests: number; last_request_at: string };

/**
 * The customers ranked `offset` to `offset + limit` (`customerOrder`) over any range, and the counts of
 * both periods, from each customer's instants (`analytics_customer_instants`) and the requests of the
 * range's dirty days: per customer, the instants in a clean stretch of days are counted by two binary
 * searches (`width_bucket` counts the instants at or before a bound), its latest is read at the second;
 * the dirty days' requests are grouped and added by customer. Exact whether or not the round has run;
 * undefined when too many days are dirty (the caller groups the requests). With the dirty days read, for
 * the page's details.
 */
export async function rankFromInstants(
  deps: Deps,
  scope: AnalyticsScope,
  page: { limit: number; offset: number },
): Promise<{ counts: CustomerCounts; rows: Ranked[]; dirty: string[] } | undefined> {
  const { store, period } = scope;
  const tz = period.timezone;
  const days = await dirtyDays(deps, scope, 'both');
  if (days.allRaw) return undefined;
  const dirty = new Set(days.dirty);
  const before = cleanSpans(period.previous.from, period.previous.to, dirty);
  const current = cleanSpans(period.from, period.to, dirty);
  if (before.length + current.length > MAX_CLEAN_SPANS) return undefined;

  const start = startOf(period.from, tz);
  const raw =
    days.window &&
    sql`select lower(q.customer_email) as email, (count(*) filter (where q.created_at >= ${start}))::int as requests,
        (count(*) filter (where q.created_at < ${start}))::int as before,
        ${micros(sql`max(q.created_at) filter (where q.created_at >= ${start})`)} as last
      from requests q
      where q.store_id = ${store.id} and ${days.window(sql.raw('q.created_at'))} and q.customer_email <> ''
      group by 1`;
  const kept = keptPart(scope, before, current);
  const parts = [...(kept?.years ?? []), ...(raw ? [raw] : [])];
  // Each part has one row per customer; several (years, dirty days) are joined by customer and added up:
  // a hash join costs less than grouping their rows together (about 1.5 of 13 ms with today dirty).
  const t = (i: number, column: string) => sql.raw(`t${i}.${column}`);
  const added = (column: string) =>
    sql.join(
      parts.map((_, i) => sql`coalesce(${t(i, column)}, 0)`),
      sql` + `,
    );
  const customers =
    parts.length === 1
      ? parts[0]
      : sql`select email, (${added('requests')})::int as requests, (${added('before')})::int as before,
          greatest(${sql.join(
            parts.map((_, i) => t(i, 'last')),
            sql`, `,
          )}) as last
        from ${sql.join(
          parts.map(
            (part, i) =>
              sql`${i ? sql`full join ` : sql``}(${part}) ${sql.raw(`t${i}`)}${i ? sql` using (email)` : sql``}`,
          ),
          sql` `,
        )}`;
  const rows = await queryRows<
    CustomerCounts & { email: string | null; requests: number | null; last_request_at: string | null }
  >(
    deps.db,
    sql`with ${kept ? sql`b as materialized (${kept.bounds}), ` : sql``}g as (${customers}),
      c as (
        select (count(*) filter (where requests > 0))::int as customers,
          (count(*) filter (where requests > 1))::int as repeat,
          (count(*) filter (where before > 0))::int as customers_before,
          (count(*) filter (where before > 1))::int as repeat_before
        from g),
      r as (
        select email, requests, last from g where requests > 0
        order by requests desc, last desc, email limit ${page.limit} offset ${page.offset})
    select c.*, r.email, r.requests, timestamptz 'epoch' + r.last * interval '1 microsecond' as last_request_at
    from c left join r on true
    order by r.requests desc, r.last desc, r.email`,
  );
  const [first] = rows;
  if (!first) return undefined;
  const { customers: n, repeat, customers_before, repeat_before } = first;
  return {
    counts: { customers: n, repeat, customers_before, repeat_before },
    dirty: days.dirty,
    rows: rows.flatMap(({ email, requests, last_request_at }) =>
      email !== null && requests !== null && last_request_at !== null
        ? [{ email, requests, last_request_at }]
        : [],
    ),
  };
}

/**
 * The UTC years holding the instants of the local days `first` to `last`: a local midnight is less than a
 * day from UTC's, so only a range starting on 1 January or ending on 31 December may reach the year beside.
 */
function utcYears(first: string, last: string): number[] {
  const from = Number(first.slice(0, 4)) - (first.endsWith('-01-01') ? 1 : 0);
  const to = Number(last.slice(0, 4)) + (last.endsWith('-12-31') ? 1 : 0);
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

/**
 * The instants' part of a ranking: per year the range touches, each customer kept in it with its requests
 * in the clean stretches of each period and the latest of the current one, with the one-row CTE `b` they
 * read their bounds from (`b.x<i>`: the last microsecond before a day's start); none without a clean day.
 */
function keptPart(
  scope: AnalyticsScope,
  before: [string, string][],
  current: [string, string][],
): { bounds: SQL; years: SQL[] } | undefined {
  const { store, period } = scope;
  const tz = period.timezone;
  const days = [...new Set([...before, ...current].flatMap(([a, z]) => [a, addDays(z, 1)]))];
  if (!days.length) return undefined;
  const x = (day: string) => sql.raw(`b.x${days.indexOf(day)}`);
  const p = (day: string) => sql.raw(`p.p${days.indexOf(day)}`);
  const bounds = sql`select ${sql.join(
    days.map((d, i) => sql`${micros(startOf(d, tz))} - 1 as ${sql.raw(`x${i}`)}`),
    sql`, `,
  )}`;
  const count = (spans: [string, string][]) =>
    spans.length
      ? sql.join(
          spans.map(([a, z]) => sql`(${p(addDays(z, 1))} - ${p(a)})`),
          sql` + `,
        )
      : sql`0`;
  // The latest instant of the newest clean stretch holding one.
  const latest = current.length
    ? sql`coalesce(${sql.join(
        [...current]
          .reverse()
          .map(([a, z]) => sql`case when ${p(addDays(z, 1))} > ${p(a)} then p.at[${p(addDays(z, 1))}] end`),
        sql`, `,
      )})`
    : sql`null::float8`;
  // OFFSET 0 keeps the positions a subquery of their own: each searched once per row, not once per use.
  const years = utcYears(period.previous.from, period.to).map(
    (year) => sql`select p.email, (${count(current)})::int as requests, (${count(before)})::int as before,
        ${latest} as last
      from (select k.email, k.at, ${sql.join(
        days.map((d, i) => sql`width_bucket(${x(d)}, k.at) as ${sql.raw(`p${i}`)}`),
        sql`, `,
      )}
        from b cross join analytics_customer_instants k
        where k.store_id = ${store.id} and k.year = ${year} offset 0) p`,
  );
  return { bounds, years };
}
