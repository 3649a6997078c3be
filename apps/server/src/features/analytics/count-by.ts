import { sharePercent } from '@roundtrip/core/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AnalyticsScope } from './analytics-scope';
import type { FactMetric } from './daily-facts';
import { factsSource } from './facts-source';
import { withShares } from './sums';

/**
 * Requests of the period counted per key of `metric` (its `key`, or `keyOf(key)`), largest first, with
 * shares.
 */
export async function requestsPer<K extends string>(
  deps: Deps,
  scope: AnalyticsScope,
  name: K,
  metric: FactMetric,
  keyOf: (key: SQL) => SQL = (key) => key,
): Promise<({ requests: number; share: number } & Record<K, string | null>)[]> {
  const facts = await factsSource(deps, scope, [metric], 'current');
  const rows = await queryRows<{ key: string | null; requests: number }>(
    deps.db,
    sql`select ${keyOf(sql.raw('f.key'))} as key, sum(n)::int as requests from ${facts} group by 1 order by 2 desc, 1`,
  );
  return withShares(rows, 'requests', sharePercent).map(({ key: value, ...rest }) => ({
    ...rest,
    [name]: value,
  })) as ({ requests: number; share: number } & Record<K, string | null>)[];
}
