import { sharePercent } from '@roundtrip/core/analytics';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AnalyticsScope } from './analytics-scope';
import { withShares } from './sums';

/** Requests of the period counted per value of `key`, largest first, with shares. */
export async function requestsPer<K extends string>(
  deps: Deps,
  scope: AnalyticsScope,
  name: K,
  key: SQL,
): Promise<({ requests: number; share: number } & Record<K, string | null>)[]> {
  const n = sql<number>`count(*)::int`;
  const rows = await deps.db
    .select({ key: sql<string | null>`${key}`, requests: n })
    .from(requests)
    .where(and(eq(requests.storeId, scope.store.id), scope.inCurrent(requests.createdAt)))
    .groupBy(sql`1`)
    .orderBy(desc(n), sql`1`);
  return withShares(rows, 'requests', sharePercent).map(({ key: value, ...rest }) => ({
    ...rest,
    [name]: value,
  })) as ({ requests: number; share: number } & Record<K, string | null>)[];
}
