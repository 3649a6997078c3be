import { addDays } from '@roundtrip/core/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import { type AnalyticsScope, startOf } from './analytics-scope';
import { dailyFacts, type FactMetric } from './daily-facts';
import { askForRound } from './rollup-job';

/** Past the number of dirty days in a range, the whole range is read raw (a rebuild after a timezone change). */
const MAX_DIRTY_DAYS = 62;

/** Builds the facts subquery of some metrics, keeping only the rows `only` accepts (see `factsReader`). */
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
  return (await factsReader(deps, scope, span))(metrics);
}

/**
 * As `factsSource`, for a report that reads several subqueries with one look at the dirty days. `only`, a
 * condition on the columns key and sub, keeps the rows of a few keys from both parts; PostgreSQL pushes it
 * into the rollup part, whose (store, metric, key, day) index then reads only those.
 */
export async function factsReader(
  deps: Deps,
  scope: AnalyticsScope,
  span: 'current' | 'both',
): Promise<FactsOf> {
  const storeId = scope.store.id;
  const tz = scope.period.timezone;
  const first = span === 'both' ? scope.period.previous.from : scope.period.from;
  const last = scope.period.to;
  const dirty = (
    await queryRows<{ day: string }>(
      deps.db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_dirty
        where store_id = ${storeId} and day >= ${first}::date and day <= ${last}::date`,
    )
  ).map((d) => d.day);
  if (dirty.length) askForRound(deps.db, storeId);
  const allRaw = dirty.length > MAX_DIRTY_DAYS;
  const rawSpans: [string, string][] = allRaw ? [[first, last]] : dirty.map((d): [string, string] => [d, d]);
  return (metrics, only) => {
    const parts: SQL[] = [];
    if (!allRaw) {
      const skip = dirty.length
        ? sql` and day not in (${sql.join(
            dirty.map((d) => sql`${d}::date`),
            sql`, `,
          )})`
        : sql``;
      parts.push(sql`select day, metric, key, sub, label, n, qty, amount from analytics_daily
        where store_id = ${storeId} and day >= ${first}::date and day <= ${last}::date
          and metric in (${sql.join(
            metrics.map((m) => sql`${m}`),
            sql`, `,
          )})${skip}`);
    }
    if (rawSpans.length) {
      const window = (at: SQL) =>
        sql`(${sql.join(
          rawSpans.map(
            ([a, b]) => sql`(${at} >= ${startOf(a, tz)} and ${at} < ${startOf(addDays(b, 1), tz)})`,
          ),
          sql` or `,
        )})`;
      parts.push(dailyFacts(storeId, tz, window, metrics));
    }
    return sql`(select to_char(u.day, 'YYYY-MM-DD') as day, u.day >= ${scope.period.from}::date as current,
      u.metric, u.key, u.sub, u.label, u.n, u.qty, u.amount
      from (${sql.join(parts, sql` union all `)}) u(day, metric, key, sub, label, n, qty, amount)
      ${only ? sql`where ${only}` : sql``}) f`;
  };
}

/** The rows of a query grouped by `current`, as the period's and the previous period's. */
export function byPeriod<T extends { current: boolean }>(
  rows: T[],
): { current: T | undefined; previous: T | undefined } {
  return { current: rows.find((r) => r.current), previous: rows.find((r) => !r.current) };
}
