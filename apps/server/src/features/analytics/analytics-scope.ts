import { type AnalyticsQuery, planLabel } from '@roundtrip/core';
import { type AnalyticsPeriod, analyticsPeriod } from '@roundtrip/core/analytics';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import { stores } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import { billingOf, gatingPlan } from '../../store/billing';
import type { AuthContext } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';

type StoreRow = typeof stores.$inferSelect;

/** One analytics call: the store, its period and the comparison period, with SQL for both windows. */
export type AnalyticsScope = {
  store: StoreRow;
  currency: string;
  period: AnalyticsPeriod & { timezone: string };
  /** `column` falls in the period asked for. */
  inCurrent: (column: AnyColumn) => SQL;
  /** `column` is at or after the period's start. */
  notBefore: (column: AnyColumn) => SQL;
  /** `column` falls in the previous period or the current one: one scan answers both. */
  inBoth: (column: AnyColumn) => SQL;
  planLabel: string;
};

/** One formatter per timezone: building one took half a millisecond of every report's CPU. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The store's calendar day now, in its timezone. */
export function todayIn(timezone: string, now: Date): string {
  let format = dayFormats.get(timezone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone: timezone });
    dayFormats.set(timezone, format);
  }
  return format.format(now);
}

/** Midnight starting `day` in the store's timezone, as an instant PostgreSQL computes. */
export const startOf = (day: string, timezone: string) =>
  sql`((${day})::date::timestamp at time zone ${timezone})`;

export async function analyticsScope(
  deps: Deps,
  auth: AuthContext,
  query: AnalyticsQuery,
): Promise<AnalyticsScope> {
  requirePermission(auth, 'analytics.view');
  const [store] = await deps.db.select().from(stores).where(eq(stores.id, auth.storeId)).limit(1);
  if (!store) throw notFound('Store not found');
  const today = todayIn(store.timezone, deps.clock());
  const found = analyticsPeriod(query, today);
  if ('field' in found)
    throw new AppError('VALIDATION_FAILED', found.message, { [found.field]: found.message });
  const tz = store.timezone;
  const end = startOf(found.to, tz);
  const endExclusive = sql`(${end} + interval '1 day')`;
  const start = startOf(found.from, tz);
  const previousStart = startOf(found.previous.from, tz);
  return {
    store,
    currency: store.currency,
    period: { ...found, timezone: tz },
    inCurrent: (column) => sql`(${column} >= ${start} and ${column} < ${endExclusive})`,
    notBefore: (column) => sql`${column} >= ${start}`,
    inBoth: (column) => sql`(${column} >= ${previousStart} and ${column} < ${endExclusive})`,
    planLabel: storePlanLabel(deps, store),
  };
}

/** The plan in words ("Self-hosted: all features" while billing is off). */
export function storePlanLabel(deps: Deps, store: StoreRow): string {
  const billing = billingOf(deps.config, store) === 'shopify';
  return planLabel({ name: gatingPlan(deps.config, store), price: billing ? store.planPrice : 0 });
}

/** The fields every analytics answer starts with. */
export function answerBase(scope: AnalyticsScope) {
  return { period: scope.period, currency: scope.currency };
}
