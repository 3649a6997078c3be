import type { AnalyticsQuery } from '@roundtrip/core';
import { compareCounts } from '@roundtrip/core/analytics';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { type AnalyticsScope, analyticsScope, answerBase } from './analytics-scope';
import { byAddress } from './by-address';
import { rankFromInstants } from './customer-instants';
import { customerOrder, customerView, rankColumns, withDetails } from './customer-rows';
import { type CustomerCounts, keepTotals, topFromTotals, totalsWindow } from './customer-totals';

const TOP = 10;

/**
 * GET analytics/v1/customers-metrics: customers who asked, repeat askers, and the top ten. A preset range
 * ending today reads the customer totals kept for it plus today's requests (`customer-totals.ts`: the
 * counts kept on the window, the top ten from its rank index); any other range, or a stale window, reads
 * each customer's instants (`customer-instants.ts`), and with too many dirty days groups the requests of
 * both periods per customer and counts them with window aggregates. Either way only the top ten leave the
 * database, to be detailed from their own requests.
 */
export async function getCustomersMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const preset = totalsWindow(deps, scope);
  const kept = preset && (await topFromTotals(deps, scope, preset, TOP));
  const instants = kept ? undefined : await rankFromInstants(deps, scope, { limit: TOP, offset: 0 });
  const ranked = kept ?? instants ?? (await rankRaw(deps, scope));
  if (preset && !kept) await keepTotals(deps, scope, preset);
  const { counts } = ranked;
  const top = await withDetails(
    deps,
    scope,
    ranked.rows.filter((r) => r.requests > 0),
    { dirty: instants?.dirty },
  );
  return {
    ...answerBase(scope),
    customers: compareCounts(counts.customers, counts.customers_before),
    repeat_customers: compareCounts(counts.repeat, counts.repeat_before),
    top: top.map((r) => customerView(r, scope.currency)),
  };
}

/** The ranking from the requests of both periods, while too many of the range's days are dirty. */
async function rankRaw(deps: Deps, scope: AnalyticsScope) {
  const g = byAddress(
    deps.db,
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
  const counts: CustomerCounts = {
    customers: first?.customers ?? 0,
    customers_before: first?.customers_before ?? 0,
    repeat: first?.repeat ?? 0,
    repeat_before: first?.repeat_before ?? 0,
  };
  return {
    counts,
    rows: rows.map(({ email, requests, last_request_at }) => ({ email, requests, last_request_at })),
  };
}
