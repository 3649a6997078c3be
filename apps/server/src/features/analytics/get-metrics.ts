import type { AnalyticsQuery } from '@roundtrip/core';
import { compareAmounts, compareCounts } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, eq, sql } from 'drizzle-orm';
import { refunds, requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { countByPeriod, SETTLED_AGAINST, sumByPeriod } from './sums';

/** GET chart/v1/metrics: the period's headline figures against the period before. */
export async function getMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const at = requests.createdAt;
  const kept = sql`${requests.status} not in ${SETTLED_AGAINST}`;
  const [[counts], [items], [money]] = await Promise.all([
    deps.db
      .select({
        requests: countByPeriod(scope, at),
        returns: sumByPeriod(scope, at, sql`case when ${requests.kind} = 'return' then 1 else 0 end`),
        exchanges: sumByPeriod(scope, at, sql`case when ${requests.kind} = 'exchange' then 1 else 0 end`),
        returned: sumByPeriod(scope, at, sql`case when ${kept} then ${requests.refundAmount} else 0 end`),
        exchanged: sumByPeriod(
          scope,
          at,
          sql`case when ${kept} and ${requests.kind} = 'exchange' then ${requests.refundAmount} else 0 end`,
        ),
      })
      .from(requests)
      .where(and(eq(requests.storeId, scope.store.id), scope.inBoth(at))),
    deps.db
      .select({ items: sumByPeriod(scope, at, requestItems.requestedQty) })
      .from(requestItems)
      .innerJoin(requests, eq(requests.id, requestItems.requestId))
      .where(and(eq(requestItems.storeId, scope.store.id), scope.inBoth(at))),
    deps.db
      .select({
        refunded: sumByPeriod(
          scope,
          refunds.createdAt,
          sql`case when ${refunds.mode} <> 'store_credit' then ${refunds.amount} else 0 end`,
        ),
        credit: sumByPeriod(
          scope,
          refunds.createdAt,
          sql`case when ${refunds.mode} = 'store_credit' then ${refunds.amount} else 0 end`,
        ),
      })
      .from(refunds)
      .where(
        and(
          eq(refunds.storeId, scope.store.id),
          scope.inBoth(refunds.createdAt),
          sql`${refunds.status} <> 'failed'`,
        ),
      ),
  ]);
  const c = scope.currency;
  const num = (v: { current: string; previous: string } | undefined) =>
    compareCounts(Number(v?.current ?? 0), Number(v?.previous ?? 0));
  const add = (a: string, b: string) => fromMinor(toMinor(a, c) + toMinor(b, c), c);
  return {
    ...answerBase(scope),
    requests: compareCounts(counts?.requests.current ?? 0, counts?.requests.previous ?? 0),
    returns: num(counts?.returns),
    exchanges: num(counts?.exchanges),
    items: num(items?.items),
    returned_value: compareAmounts(counts?.returned.current ?? '0', counts?.returned.previous ?? '0', c),
    refunded: compareAmounts(money?.refunded.current ?? '0', money?.refunded.previous ?? '0', c),
    kept: compareAmounts(
      add(counts?.exchanged.current ?? '0', money?.credit.current ?? '0'),
      add(counts?.exchanged.previous ?? '0', money?.credit.previous ?? '0'),
      c,
    ),
  };
}
