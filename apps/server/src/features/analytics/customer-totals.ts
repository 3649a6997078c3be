import { addDays } from '@roundtrip/core/analytics';
import { and, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf, todayIn } from './analytics-scope';
import { byAddress } from './customer-rows';
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

/**
 * Per customer (`lower(customer_email)`) of both periods: the totals of the window's clean past, kept only
 * while the window is fresh (built at its version, on this anchor and timezone), plus the requests of the
 * period's last day (today) from the raw rows, grouped by `byAddress` as the raw path groups them. The
 * statement also answers `fresh`, so rows and freshness come from one snapshot.
 */
function customersOf(deps: Deps, scope: AnalyticsScope, w: TotalsWindow): SQL {
  const { store, period } = scope;
  const dayStart = startOf(period.to, period.timezone);
  const today = byAddress(
    deps.db,
    and(
      eq(requests.storeId, store.id),
      gte(requests.createdAt, dayStart),
      lt(requests.createdAt, sql`${dayStart} + interval '1 day'`),
      sql`${requests.customerEmail} <> ''`,
    ),
  );
  return sql`fresh as (
      select 1 from analytics_customer_windows
      where store_id = ${store.id} and span = ${w.span} and built = version and anchor = ${w.anchor}::date
        and timezone = ${period.timezone}),
    kept as (
      select email, requests, before, last from analytics_customer_totals
      where store_id = ${store.id} and span = ${w.span} and exists (select 1 from fresh)),
    today as (
      select lower(${today.address}) as email, sum(${today.requests})::int as requests, max(${today.last}) as last
      from ${today} group by 1),
    customers as (
      select coalesce(k.email, d.email) as email, coalesce(k.requests, 0) + coalesce(d.requests, 0) as requests,
        coalesce(k.before, 0) as before, greatest(k.last, d.last) as last
      from kept k full join today d on d.email = k.email)`;
}

type Ranked = { email: string; requests: number; last_request_at: string };

/** The customer tables' order (`customerOrder`): most requests first, then the latest, then the email. */
const ORDER = sql`order by requests desc, last desc, email`;

/** How many customers asked in the period, and whether the window is fresh: both from one snapshot. */
async function countsOf(deps: Deps, scope: AnalyticsScope, w: TotalsWindow) {
  const [row] = await queryRows<{ fresh: boolean; customers: number }>(
    deps.db,
    sql`with ${customersOf(deps, scope, w)}
      select exists (select 1 from fresh) as fresh, (count(*) filter (where requests > 0))::int as customers
      from customers`,
  );
  return row?.fresh ? row : undefined;
}

type Top = Ranked & { customers: number; customers_before: number; repeat: number; repeat_before: number };

/** `customers-metrics`' ranking from the totals: the top `limit` and the counts, or undefined when stale. */
export async function topFromTotals(
  deps: Deps,
  scope: AnalyticsScope,
  w: TotalsWindow,
  limit: number,
): Promise<Top[] | undefined> {
  const rows = await queryRows<Top & { fresh: boolean }>(
    deps.db,
    sql`with ${customersOf(deps, scope, w)}
      select email, requests, last as last_request_at,
        (sum((requests > 0)::int) over ())::int as customers, (sum((before > 0)::int) over ())::int as customers_before,
        (sum((requests > 1)::int) over ())::int as repeat, (sum((before > 1)::int) over ())::int as repeat_before,
        exists (select 1 from fresh) as fresh
      from customers ${ORDER} limit ${limit}`,
  );
  if (rows.length) return rows[0]?.fresh ? rows.map(({ fresh, ...r }) => r) : undefined;
  // No customer at all, or a stale window with nothing today: only the first is an answer.
  const counted = await countsOf(deps, scope, w);
  return counted && counted.customers === 0 ? [] : undefined;
}

/** One page of `customers-metrics-all` from the totals and how many customers there are, or undefined when stale. */
export async function pageFromTotals(
  deps: Deps,
  scope: AnalyticsScope,
  w: TotalsWindow,
  page: { limit: number; offset: number },
): Promise<{ rows: Ranked[]; total: number } | undefined> {
  const rows = await queryRows<Ranked & { total: number; fresh: boolean }>(
    deps.db,
    sql`with ${customersOf(deps, scope, w)}
      select email, requests, last as last_request_at, (count(*) over ())::int as total,
        exists (select 1 from fresh) as fresh
      from customers where requests > 0 ${ORDER} limit ${page.limit} offset ${page.offset}`,
  );
  const [first] = rows;
  if (first)
    return first.fresh ? { rows: rows.map(({ total, fresh, ...r }) => r), total: first.total } : undefined;
  const counted = await countsOf(deps, scope, w);
  return counted && { rows: [], total: counted.customers };
}

/**
 * After a raw answer for a preset range: makes the span's window if no report asked for it before, and asks
 * for a round, so the merchant's next look reads the totals. A store that never opens the customer reports
 * has no window and pays nothing but its triggers' probe.
 */
export async function keepTotals(deps: Deps, scope: AnalyticsScope, w: TotalsWindow): Promise<void> {
  await deps.db.execute(
    sql`insert into analytics_customer_windows (store_id, span) values (${scope.store.id}, ${w.span})
      on conflict do nothing`,
  );
  askForRound(deps.db, scope.store.id);
}
