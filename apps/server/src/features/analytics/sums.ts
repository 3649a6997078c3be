import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { AnalyticsScope } from './analytics-scope';

/** Rejected and cancelled requests kept nothing and returned nothing. */
export const SETTLED_AGAINST = sql`('rejected', 'cancelled')`;

/** `count(*)` for the current period and the previous one, from rows limited to `scope.inBoth(at)`. */
export function countByPeriod(scope: AnalyticsScope, at: AnyColumn) {
  const current = scope.inCurrent(at);
  return {
    current: sql<number>`(count(*) filter (where ${current}))::int`,
    previous: sql<number>`(count(*) filter (where not ${current}))::int`,
  };
}

/** The sum of `value` (decimal text) for the current period and the previous one. */
export function sumByPeriod(scope: AnalyticsScope, at: AnyColumn, value: SQL | AnyColumn) {
  const current = scope.inCurrent(at);
  return {
    current: sql<string>`coalesce(sum(${value}) filter (where ${current}), 0)::text`,
    previous: sql<string>`coalesce(sum(${value}) filter (where not ${current}), 0)::text`,
  };
}

/** Counts per key with each key's share of the whole, largest first. */
export function withShares<K extends string, T extends Record<K, number>>(
  rows: T[],
  key: K,
  share: (part: number, whole: number) => number,
): (T & { share: number })[] {
  const whole = rows.reduce((s, r) => s + r[key], 0);
  return rows.map((r) => ({ ...r, share: share(r[key], whole) }));
}
