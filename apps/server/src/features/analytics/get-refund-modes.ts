import type { AnalyticsQuery } from '@roundtrip/core';
import { sharePercent } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import type { Deps } from '../../deps';
import type { AuthContext } from '../auth/authenticate';
import { analyticsScope, answerBase } from './analytics-scope';
import { factsSource } from './facts-source';

/** GET analytics/v1/refund-modes: refunds of the period that succeeded, per mode, with shares by amount. */
export async function getRefundModes(deps: Deps, auth: AuthContext, query: AnalyticsQuery) {
  const scope = await analyticsScope(deps, auth, query);
  const facts = await factsSource(deps, scope, ['refund'], 'current');
  const rows = await queryRows<{ mode: string; refunds: number; amount: string }>(
    deps.db,
    sql`select key as mode, sum(n)::int as refunds, sum(amount)::text as amount
      from ${facts} group by key order by sum(amount) desc, key`,
  );
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
