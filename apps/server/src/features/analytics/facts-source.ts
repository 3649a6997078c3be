import { addDays } from '@roundtrip/core/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf } from './analytics-scope';
import { dailyFacts, type FactMetric, metricList } from './daily-facts';
import { askForRound } from './rollup-job';

/** Past the number of dirty days in a range, the whole range is read raw (a rebuild after a timezone change). */
const MAX_DIRTY_DAYS = 62;

/**
 * Builds the facts subquery of some metrics, keeping only the rows `only` accepts: a condition on the
 * columns key and sub that PostgreSQL pushes into the rollup part, whose (store, metric, key, day) index
 * then reads only those keys' rows.
 */
type FactsOf = (metrics: readonly FactMetric[], only?: SQL) => SQL;

/**
 * The facts of `metrics` over the period (or the period and the one before: `both`), as a subquery with
 * the columns day (YYYY-MM-DD), current (in the period asked for), metric, key, sub, label, n, qty, amount.
 * Every day not marked dirty comes from the rollup, today's included: a change marks its day in its own
 * transaction, so a day without a mark has the rollup of its rows as they are. The days still marked come
 * from the raw tables through the same SQL the rollup is built with, so the answer is exact whether or not
 * the job has run.
 */
export async function factsSource(
  deps: Deps,
  scope: AnalyticsScope,
  metrics: readonly FactMetric[],
  span: 'current' | 'both',
): Promise<SQL> {
  const days = await dirtyDays(deps, scope, span);
  return factsOf(
    scope,
    days,
    metrics,
    days.window && dailyFacts(scope.store.id, days.tz, days.window, metrics),
  );
}

/**
 * As `factsSource`, for one statement that reads several subqueries of `metrics` (and with `only`): the
 * dirty days' raw facts are computed once, in the CTE that `with` defines (the statement starts
 * `with ${with}`), and every subquery reads them there, instead of reading and grouping the dirty days'
 * items again for each subquery.
 */
export async function sharedFactsReader(
  deps: Deps,
  scope: AnalyticsScope,
  span: 'current' | 'both',
  metrics: readonly FactMetric[],
): Promise<{ with: SQL; facts: FactsOf }> {
  const days = await dirtyDays(deps, scope, span);
  const columns = sql.raw('raw_facts(day, metric, key, sub, label, n, qty, amount)');
  return {
    with: days.window
      ? sql`${columns} as materialized ${dailyFacts(scope.store.id, days.tz, days.window, metrics)}`
      : sql`${columns} as (select null::date, null::text, null::text, null::text, null::text, 0::bigint,
          0::bigint, 0::numeric where false)`,
    facts: (of, only) =>
      factsOf(
        scope,
        days,
        of,
        days.window &&
          sql`select day, metric, key, sub, label, n, qty, amount from raw_facts where metric in (${metricList(of)})`,
        only,
      ),
  };
}

type DirtyDays = {
  tz: string;
  first: string;
  last: string;
  /** The days marked dirty in the range, read raw. */
  dirty: string[];
  /** Too many dirty days: the whole range is read raw. */
  allRaw: boolean;
  /** The raw part's window on a counting instant, or null when nothing is read raw. */
  window: ((at: SQL) => SQL) | null;
};

/**
 * The range's days marked dirty (asking the job for a round when there are some), and the raw part's
 * window: the customer reports' instants read the same days raw (`customer-instants.ts`).
 */
export async function dirtyDays(
  deps: Deps,
  scope: AnalyticsScope,
  span: 'current' | 'both',
): Promise<DirtyDays> {
  const storeId = scope.store.id;
  const first = span === 'both' ? scope.period.previous.from : scope.period.from;
  // No parallel workers behind the store wall (db/client.ts): a few dirty days are a few thousand rows.
  const [found] = await queryRows<{ days: string[] }>(
    deps.db,
    sql`select array(select distinct to_char(day, 'YYYY-MM-DD') from analytics_dirty
          where store_id = ${storeId} and day >= ${first}::date and day <= ${scope.period.to}::date
          order by 1) as days`,
  );
  const dirty = found?.days ?? [];
  if (dirty.length) askForRound(deps.db, storeId);
  return dirtyDaysOf(scope, span, dirty);
}

/**
 * The range's dirty days from a sorted list of a range's dirty days that covers the span (a report that
 * already read them for both periods reads the current one's without asking again).
 */
export function dirtyDaysOf(scope: AnalyticsScope, span: 'current' | 'both', known: string[]): DirtyDays {
  const tz = scope.period.timezone;
  const first = span === 'both' ? scope.period.previous.from : scope.period.from;
  const last = scope.period.to;
  const dirty = known.filter((d) => d >= first && d <= last);
  const allRaw = dirty.length > MAX_DIRTY_DAYS;
  const rawSpans: [string, string][] = allRaw ? [[first, last]] : dirty.map((d): [string, string] => [d, d]);
  const window = rawSpans.length
    ? (at: SQL) =>
        sql`(${sql.join(
          rawSpans.map(
            ([a, b]) => sql`(${at} >= ${startOf(a, tz)} and ${at} < ${startOf(addDays(b, 1), tz)})`,
          ),
          sql` or `,
        )})`
    : null;
  return { tz, first, last, dirty, allRaw, window };
}

/** The facts subquery: the rollup's rows of the days not read raw, and `raw` (the raw part, if any). */
function factsOf(
  scope: AnalyticsScope,
  days: DirtyDays,
  metrics: readonly FactMetric[],
  raw: SQL | null,
  only?: SQL,
): SQL {
  const parts: SQL[] = [];
  if (!days.allRaw) {
    const skip = days.dirty.length
      ? sql` and day not in (${sql.join(
          days.dirty.map((d) => sql`${d}::date`),
          sql`, `,
        )})`
      : sql``;
    parts.push(sql`select day, metric, key, sub, label, n, qty, amount from analytics_daily
      where store_id = ${scope.store.id} and day >= ${days.first}::date and day <= ${days.last}::date
        and metric in (${metricList(metrics)})${skip}`);
  }
  if (raw) parts.push(raw);
  return sql`(select to_char(u.day, 'YYYY-MM-DD') as day, u.day >= ${scope.period.from}::date as current,
    u.metric, u.key, u.sub, u.label, u.n, u.qty, u.amount
    from (${sql.join(parts, sql` union all `)}) u(day, metric, key, sub, label, n, qty, amount)
    ${only ? sql`where ${only}` : sql``}) f`;
}

/** The rows of a query grouped by `current`, as the period's and the previous period's. */
export function byPeriod<T extends { current: boolean }>(
  rows: T[],
): { current: T | undefined; previous: T | undefined } {
  return { current: rows.find((r) => r.current), previous: rows.find((r) => !r.current) };
}
