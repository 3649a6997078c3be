import { addDays } from '@roundtrip/core/analytics';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf, todayIn } from './analytics-scope';
import { askForRound } from './rollup-job';

/** The Analytics page's preset ranges (Last 7 / 30 / 90 days / 12 months), each ending today. */
const PRESET_SPANS = [7, 30, 90, 365];

/** A preset range's window: its span, and the anchor its totals must have (the day before `to`). */
export type TotalsWindow = { span: number; anchor: string };

/**
 * The window whose totals may answer this call: a preset span ending today, without a search (a search
 * matches names and addresses per request, which the totals do not keep: it stays raw).
 */
export function totalsWindow(deps: Deps, scope: AnalyticsScope, search?: string): TotalsWindow | undefined {
  const { days, to, timezone } = scope.period;
  if (search || to !== todayIn(timezone, deps.clock()) || !PRESET_SPANS.includes(days)) return undefined;
  return { span: days, anchor: addDays(to, -1) };
}

type Ranked = { email: string; requests: number; last_request_at: string };

/** How many customers asked in each period, and how many asked more than once. */
export type CustomerCounts = {
  customers: number;
  customers_before: number;
  repeat: number;
  repeat_before: number;
};

/**
 * The customers ranked `offset` to `offset + limit` (`customerOrder`: requests desc, last desc, email) of
 * both periods, and the counts, from the window's totals plus today's requests; no row when the window is
 * stale (freshness, counts and rows come from one snapshot). Today's customers (grouped by lower() at
 * once: a day's requests are few, and counts and max add up as `byAddress`' groups do) are joined to their
 * kept row by key; every other customer ranks by its kept row alone, so the first `offset + limit` of those
 * come from the rank index, and the window header's counts (of the kept rows) need only today's customers'
 * changes: a customer whose kept `requests` is 0 (or who has no row) now asks, one whose kept `requests` is
 * at most 1 and whose sum is above 1 now repeats.
 */
async function rankFromTotals(
  deps: Deps,
  scope: AnalyticsScope,
  w: TotalsWindow,
  page: { limit: number; offset: number },
): Promise<{ counts: CustomerCounts; rows: Ranked[] } | undefined> {
  const { store, period } = scope;
  const dayStart = startOf(period.to, period.timezone);
  const todays = and(
    eq(requests.storeId, store.id),
    gte(requests.createdAt, dayStart),
    lt(requests.createdAt, sql`${dayStart} + interval '1 day'`),
    sql`${requests.customerEmail} <> ''`,
  );
  const totals = sql`analytics_customer_totals k`;
  const mine = sql`k.store_id = ${store.id} and k.span = ${w.span}`;
  // A fresh window with no customer in the page still answers its counts: one row, without a customer.
  const rows = await queryRows<
    CustomerCounts & { email: string | null; requests: number | null; last_request_at: string | null }
  >(
    deps.db,
    sql`with fresh as (
        select customers, repeat, customers_before, repeat_before from analytics_customer_windows
        where store_id = ${store.id} and span = ${w.span} and built = version and anchor = ${w.anchor}::date
          and timezone = ${period.timezone}),
      -- The window was read today: written once a day (a report that finds it written skips the row).
      seen as (
        update analytics_customer_windows set read_on = ${period.to}::date
        where store_id = ${store.id} and span = ${w.span} and read_on < ${period.to}::date),
      today as (
        select lower(${requests.customerEmail}) as email, count(*)::int as requests,
          max(${requests.createdAt}) as last
        from ${requests} where ${todays} group by 1),
      touched as (
        select d.email, coalesce(k.requests, 0) as kept, coalesce(k.requests, 0) + d.requests as requests,
          greatest(k.last, d.last) as last
        from today d left join ${totals} on ${mine} and k.email = d.email),
      -- NOT IN (today's emails are never null) is a hashed subplan on the index scan, which stops at the
      -- limit; NOT EXISTS planned a nested loop over today's customers for every kept row read.
      untouched as (
        select k.email, k.requests, k.last from ${totals}
        where ${mine} and k.requests > 0 and k.email not in (select email from today)
        order by k.requests desc, k.last desc, k.email limit ${page.offset + page.limit}),
      ranked as (
        select email, requests, last from untouched union all select email, requests, last from touched
        order by requests desc, last desc, email limit ${page.limit} offset ${page.offset}),
      counts as (
        select f.customers + (select count(*) from touched where kept = 0)::int as customers,
          f.repeat + (select count(*) from touched where kept <= 1 and requests > 1)::int as repeat,
          f.customers_before, f.repeat_before
        from fresh f)
    select c.*, r.email, r.requests, r.last as last_request_at
    from counts c left join ranked r on true
    order by r.requests desc, r.last desc, r.email`,
  );
  const [first] = rows;
  if (!first) return undefined;
  const { customers, customers_before, repeat, repeat_before } = first;
  return {
    counts: { customers, customers_before, repeat, repeat_before },
    rows: rows.flatMap(({ email, requests, last_request_at }) =>
      email !== null && requests !== null && last_request_at !== null
        ? [{ email, requests, last_request_at }]
        : [],
    ),
  };
}

/** `customers-metrics`' top `limit` and counts from the totals, or undefined when the window is stale. */
export const topFromTotals = (deps: Deps, scope: AnalyticsScope, w: TotalsWindow, limit: number) =>
  rankFromTotals(deps, scope, w, { limit, offset: 0 });

/** One page of `customers-metrics-all` from the totals and how many customers there are, or undefined when stale. */
export async function pageFromTotals(
  deps: Deps,
  scope: AnalyticsScope,
  w: TotalsWindow,
  page: { limit: number; offset: number },
): Promise<{ rows: Ranked[]; total: number } | undefined> {
  const ranked = await rankFromTotals(deps, scope, w, page);
  return ranked && { rows: ranked.rows, total: ranked.counts.customers };
}

/**
 * After a raw answer for a preset range: makes the span's window if no report asked for it before (the
 * ranking marked one that exists read today), and asks for a round, so the merchant's next look reads the
 * totals. A store that never opens the customer reports has no window and pays nothing but its triggers'
 * probe.
 */
export async function keepTotals(deps: Deps, scope: AnalyticsScope, w: TotalsWindow): Promise<void> {
  await deps.db.execute(
    sql`insert into analytics_customer_windows (store_id, span, read_on)
      values (${scope.store.id}, ${w.span}, ${scope.period.to}::date) on conflict do nothing`,
  );
  askForRound(deps.db, scope.store.id);
}
