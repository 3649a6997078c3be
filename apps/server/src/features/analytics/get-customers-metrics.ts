import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { byAddress, customerOrder, customerView, rankColumns, withDetails } from './customer-rows';

const TOP = 10;

/**
 * GET analytics/v1/customers-metrics: customers who asked, repeat askers, and the top ten. One pass over
 * both periods groups the requests per customer; the counts are taken over every group (window
 * aggregates) while only the top ten groups leave the database, to be detailed from their own requests.
 */
export async function getCustomersMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const g = byAddress(
    deps,
    and(
      eq(requests.storeId, scope.store.id),
      scope.inBoth(requests.createdAt),
      sql`${requests.customerEmail} <> ''`,
    ),
    { current: scope.inCurrent(requests.createdAt) },
  );
  // A window's FILTER may not hold an aggregate; its argument may.
  const counted = (n: SQL, above: number) => sql<number>`(sum((${n} > ${above})::int) over ())::int`;
  const now = sql`sum(${g.requests})`;
  const before = sql`sum(${g.before})`;
  const rank = rankColumns(g);
  const rows = await deps.db
    .select({
      ...rank,
      customers: counted(now, 0),
      customers_before: counted(before, 0),
      repeat: counted(now, 1),
      repeat_before: counted(before, 1),
    })
    .from(g)
    .groupBy(sql`lower(${g.address})`)
    .orderBy(...customerOrder(rank))
    .limit(TOP);
  const [first] = rows;
  const top = await withDetails(
    deps,
    scope,
    rows
      .filter((r) => r.requests > 0)
      .map(({ customers, customers_before, repeat, repeat_before, ...row }) => row),
  );
  return {
    ...answerBase(scope),
    customers: compareCounts(first?.customers ?? 0, first?.customers_before ?? 0),
    repeat_customers: compareCounts(first?.repeat ?? 0, first?.repeat_before ?? 0),
    top: top.map((r) => customerView(r, scope.currency)),
  };
}
