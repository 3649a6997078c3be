import type { AnalyticsQuery } from '@roundtrip/core';
import { compareAmounts, compareCounts, KEPT_REFUND_MODE } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { byPeriod, factsSource } from './facts-source';

type Totals = {
  current: boolean;
  requests: number;
  returns: number;
  exchanges: number;
  cancellations: number;
  items: number;
  returned: string;
  exchanged: string;
  refunded: string;
  credit: string;
};

/** GET chart/v1/metrics: the period's headline figures against the period before. */
export async function getMetrics(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['kind', 'reason', 'refund'], 'both');
  const { current: now, previous: before } = byPeriod(
    await queryRows<Totals>(
      deps.db,
      sql`select current,
        coalesce(sum(n) filter (where metric = 'kind'), 0)::int as requests,
        coalesce(sum(n) filter (where metric = 'kind' and key = 'return'), 0)::int as returns,
        coalesce(sum(n) filter (where metric = 'kind' and key = 'exchange'), 0)::int as exchanges,
        coalesce(sum(n) filter (where metric = 'kind' and key = 'cancellation'), 0)::int as cancellations,
        coalesce(sum(qty) filter (where metric = 'reason'), 0)::int as items,
        coalesce(sum(amount) filter (where metric = 'reason'), 0)::text as returned,
        coalesce(sum(amount) filter (where metric = 'reason' and sub = 'exchange'), 0)::text as exchanged,
        coalesce(sum(amount) filter (where metric = 'refund' and key <> ${KEPT_REFUND_MODE}), 0)::text as refunded,
        coalesce(sum(amount) filter (where metric = 'refund' and key = ${KEPT_REFUND_MODE}), 0)::text as credit
      from ${facts} group by current`,
    ),
  );
  const c = scope.currency;
  const count = (key: 'requests' | 'returns' | 'exchanges' | 'cancellations' | 'items') =>
    compareCounts(now?.[key] ?? 0, before?.[key] ?? 0);
  const money = (key: 'returned' | 'refunded') => compareAmounts(now?.[key] ?? '0', before?.[key] ?? '0', c);
  const kept = (t: Totals | undefined) =>
    fromMinor(toMinor(t?.exchanged ?? '0', c) + toMinor(t?.credit ?? '0', c), c);
  return {
    ...answerBase(scope),
    requests: count('requests'),
    returns: count('returns'),
    exchanges: count('exchanges'),
    cancellations: count('cancellations'),
    items: count('items'),
    returned_value: money('returned'),
    refunded: money('refunded'),
    kept: compareAmounts(kept(now), kept(before), c),
  };
}
