import type { AnalyticsQuery } from '@roundtrip/core';
import { sharePercent } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import { refunds } from '../../db/schema';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';

/** GET analytics/v1/refund-modes: refunds of the period (not failed) per mode, with shares by amount. */
export async function getRefundModes(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const total = sql<string>`sum(${refunds.amount})::text`;
  const rows = await deps.db
    .select({ mode: refunds.mode, refunds: sql<number>`count(*)::int`, amount: total })
    .from(refunds)
    .where(
      and(
        eq(refunds.storeId, scope.store.id),
        scope.inCurrent(refunds.createdAt),
        sql`${refunds.status} <> 'failed'`,
      ),
    )
    .groupBy(refunds.mode)
    .orderBy(desc(sql`sum(${refunds.amount})`), refunds.mode);
  const c = scope.currency;
  const minor = rows.map((r) => toMinor(r.amount, c));
  const whole = minor.reduce((s, m) => s + m, 0);
  return {
    ...answerBase(scope),
    modes: rows.map((r, i) => ({
      mode: r.mode,
      refunds: r.refunds,
      amount: fromMinor(minor[i] ?? 0, c),
      share: sharePercent(minor[i] ?? 0, whole),
    })),
  };
}
