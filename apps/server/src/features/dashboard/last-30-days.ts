import type { HomeResponse } from '@roundtrip/core';
import { KEPT_REFUND_MODE, PAID_REFUND_STATUS } from '@roundtrip/core/analytics';
import { fromMinor, toMinor } from '@roundtrip/core/money';
import { and, eq, gte, ne, not, type SQL, sql } from 'drizzle-orm';
import { refunds, requestItems, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { valuelessRequest } from '../analytics/measures';

const DAY = 86_400_000;
const DAYS = 30;

/** The last 30 days at a glance, in the store's currency (docs/home.md says what each figure counts). */
export async function lastThirtyDays(
  deps: Deps,
  store: { id: string; currency: string },
  now: Date,
): Promise<HomeResponse['last_30_days']> {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (DAYS - 1) * DAY);
  const inWindow = and(eq(requests.storeId, store.id), gte(requests.createdAt, since));
  const sum = (column: typeof requestItems.paidAmount | typeof refunds.amount, where: SQL) =>
    sql<string>`coalesce(sum(${column}) filter (where ${where}), 0)::text`;
  const [perDay, [values], [money]] = await Promise.all([
    deps.db
      .select({
        day: sql<string>`to_char(${requests.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        n: sql<number>`count(*)::int`,
      })
      .from(requests)
      .where(inWindow)
      .groupBy(sql`1`),
    // The analytics' measures (docs/analytics.md "What each measure is") over the home's window.
    deps.db
      .select({
        returned: sum(requestItems.paidAmount, sql`true`),
        exchanged: sum(requestItems.paidAmount, eq(requests.kind, 'exchange')),
      })
      .from(requestItems)
      .innerJoin(requests, eq(requests.id, requestItems.requestId))
      .where(and(inWindow, not(valuelessRequest(requests)))),
    deps.db
      .select({
        refunded: sum(refunds.amount, ne(refunds.mode, KEPT_REFUND_MODE)),
        credit: sum(refunds.amount, eq(refunds.mode, KEPT_REFUND_MODE)),
      })
      .from(refunds)
      .where(
        and(
          eq(refunds.storeId, store.id),
          gte(refunds.createdAt, since),
          eq(refunds.status, PAID_REFUND_STATUS),
        ),
      ),
  ]);
  const minor = (v: string | undefined) => toMinor(v ?? '0', store.currency);
  const amount = (v: string | undefined) => fromMinor(minor(v), store.currency);
  const counts = new Map(perDay.map((d) => [d.day, d.n]));
  const daily = Array.from({ length: DAYS }, (_, i) => {
    const day = new Date(since.getTime() + i * DAY).toISOString().slice(0, 10);
    return { day, requests: counts.get(day) ?? 0 };
  });
  return {
    currency: store.currency,
    requests: daily.reduce((s, d) => s + d.requests, 0),
    returned_value: amount(values?.returned),
    refunded: amount(money?.refunded),
    kept: fromMinor(minor(values?.exchanged) + minor(money?.credit), store.currency),
    daily,
  };
}
