import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { and, eq, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { customerRows, customerView } from './customer-rows';

const TOP = 10;

/** GET analytics/v1/customers-metrics: customers who asked, repeat askers, and the top ten. */
export async function getCustomersMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const at = requests.createdAt;
  const perCustomer = deps.db
    .select({
      current: sql<number>`count(*) filter (where ${scope.inCurrent(at)})`.as('current'),
      previous: sql<number>`count(*) filter (where not ${scope.inCurrent(at)})`.as('previous'),
    })
    .from(requests)
    .where(and(eq(requests.storeId, scope.store.id), scope.inBoth(at), sql`${requests.customerEmail} <> ''`))
    .groupBy(sql`lower(${requests.customerEmail})`)
    .as('per_customer');
  const [[counts], top] = await Promise.all([
    deps.db
      .select({
        customers: sql<number>`(count(*) filter (where ${perCustomer.current} > 0))::int`,
        customersBefore: sql<number>`(count(*) filter (where ${perCustomer.previous} > 0))::int`,
        repeat: sql<number>`(count(*) filter (where ${perCustomer.current} > 1))::int`,
        repeatBefore: sql<number>`(count(*) filter (where ${perCustomer.previous} > 1))::int`,
      })
      .from(perCustomer),
    customerRows(deps, scope).limit(TOP),
  ]);
  return {
    ...answerBase(scope),
    customers: compareCounts(counts?.customers ?? 0, counts?.customersBefore ?? 0),
    repeat_customers: compareCounts(counts?.repeat ?? 0, counts?.repeatBefore ?? 0),
    top: top.map((r) => customerView(r, scope.currency)),
  };
}
