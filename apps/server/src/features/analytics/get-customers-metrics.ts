import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { and, eq, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { customerColumns, customerOrder, customerView, type Row, withItems } from './customer-rows';

const TOP = 10;

type Counted = Omit<Row, 'items'> & {
  customers: number;
  customers_before: number;
  repeat: number;
  repeat_before: number;
};

/**
 * GET analytics/v1/customers-metrics: customers who asked, repeat askers, and the top ten. One pass over
 * both periods groups the requests per customer; the counts are taken over every group (window
 * aggregates) while only the top ten groups leave the database.
 */
export async function getCustomersMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const current = scope.inCurrent(requests.createdAt);
  const columns = customerColumns(current);
  const previous = sql<number>`(count(*) filter (where not ${current}))::int`;
  // A window's FILTER may not hold an aggregate; its argument may.
  const counted = (n: typeof previous, above: number) =>
    sql<number>`(sum((${n} > ${above})::int) over ())::int`;
  const rows: Counted[] = await deps.db
    .select({
      ...columns,
      customers: counted(columns.requests, 0),
      customers_before: counted(previous, 0),
      repeat: counted(columns.requests, 1),
      repeat_before: counted(previous, 1),
    })
    .from(requests)
    .where(
      and(
        eq(requests.storeId, scope.store.id),
        scope.inBoth(requests.createdAt),
        sql`${requests.customerEmail} <> ''`,
      ),
    )
    .groupBy(columns.email)
    .orderBy(...customerOrder(columns))
    .limit(TOP);
  const [first] = rows;
  const top = await withItems(
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
