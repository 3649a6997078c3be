import { addDays } from '@roundtrip/core/analytics';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { startOf } from './analytics-scope';
import { dailyFacts, FACT_METRICS, metricList } from './daily-facts';
import { rebuildCustomerDays, rebuildCustomerFacts } from './roll-up-customer-day';

/** The calendar days one rebuild may span: its facts are one read of the span, dirty days or not. */
const RUN_DAYS = 31;

/** A PostgreSQL array literal of dates or numbers, to pass as one parameter. */
const arrayOf = (values: readonly (string | number)[]) => `{${values.join(',')}}`;

/** Sorted days as runs of consecutive days. */
function stretches(days: readonly string[]): { first: string; last: string }[] {
  const out: { first: string; last: string }[] = [];
  for (const day of days) {
    const run = out[out.length - 1];
    if (run && addDays(run.last, 1) === day) run.last = day;
    else out.push({ first: day, last: day });
  }
  return out;
}

/**
 * Rebuilds one store's rollup of some local days (sorted, within `RUN_DAYS`) from the raw tables, in one
 * transaction: the marks seen are locked, the days' rows replaced whole (and their customers' facts and instants:
 * `roll-up-customer-day.ts`), then those marks go; a change committed meanwhile left a mark of its own,
 * rolled up on the next round. The marks' row locks keep two rebuilds of one day from running at once;
 * writers insert new marks and never wait for a rebuild. Answers how many of the days were dirty (still).
 */
async function refreshDays(db: Db, storeId: string, days: readonly string[]): Promise<number> {
  return db.transaction(async (tx) => {
    const marks = await queryRows<{ day: string; writer: string; timezone: string }>(
      tx,
      sql`select to_char(d.day, 'YYYY-MM-DD') as day, d.writer::text as writer, s.timezone
        from analytics_dirty d join stores s on s.id = d.store_id
        where d.store_id = ${storeId} and d.day = any(${arrayOf(days)}::date[])
        order by d.day, d.writer for update of d`,
    );
    const [mark] = marks;
    if (!mark) return 0;
    const dirty = [...new Set(marks.map((m) => m.day))];
    const dirtyList = arrayOf(dirty);
    const first = dirty[0] ?? mark.day;
    const last = dirty[dirty.length - 1] ?? mark.day;
    const start = startOf(first, mark.timezone);
    const end = startOf(addDays(last, 1), mark.timezone);
    const facts = dailyFacts(
      storeId,
      mark.timezone,
      (at) => sql`${at} >= ${start} and ${at} < ${end}`,
      FACT_METRICS,
    );
    // The metrics named so the (store, metric, day) index finds the days' rows.
    await tx.execute(
      sql`delete from analytics_daily where store_id = ${storeId} and metric in (${metricList(FACT_METRICS)})
        and day = any(${dirtyList}::date[])`,
    );
    // Days of the span that were not dirty keep their rows: their facts are read and left out.
    await tx.execute(
      sql`insert into analytics_daily (day, metric, key, sub, label, n, qty, amount, store_id)
        select facts.*, ${storeId}::uuid from (${facts}) facts (day, metric, key, sub, label, n, qty, amount)
        where facts.day = any(${dirtyList}::date[])`,
    );
    // The customers' facts and instants, per stretch of consecutive dirty days: the facts first, while the
    // days' customer lists are still those of their last rebuild.
    for (const stretch of stretches(dirty)) {
      const days = { ...stretch, timezone: mark.timezone };
      await rebuildCustomerFacts(tx, storeId, days);
      await rebuildCustomerDays(tx, storeId, days);
    }
    await tx.execute(
      sql`delete from analytics_dirty d using unnest(${arrayOf(marks.map((m) => m.day))}::date[],
          ${arrayOf(marks.map((m) => m.writer))}::bigint[]) as m(day, writer)
        where d.store_id = ${storeId} and d.day = m.day and d.writer = m.writer`,
    );
    return dirty.length;
  });
}

/** Rebuilds one store's rollup of one local day; false when the day was not dirty (any more). */
export async function refreshDay(db: Db, storeId: string, day: string): Promise<boolean> {
  return (await refreshDays(db, storeId, [day])) > 0;
}

/**
 * Rebuilds up to `limit` dirty days, oldest first; answers how many it rebuilt and whether some remain.
 * A store's days within `RUN_DAYS` of each other are rebuilt together (a bulk load or a timezone change
 * dirties years of days at once).
 */
export async function refreshDirtyDays(db: Db, limit = 1000): Promise<{ refreshed: number; more: boolean }> {
  const days = await queryRows<{ store_id: string; day: string }>(
    db,
    sql`select distinct store_id, to_char(day, 'YYYY-MM-DD') as day, day as d from analytics_dirty
      order by d, store_id limit ${limit + 1}`,
  );
  const runs = new Map<string, string[][]>();
  for (const { store_id: store, day } of days.slice(0, limit)) {
    const storeRuns = runs.get(store) ?? [];
    runs.set(store, storeRuns);
    const run = storeRuns[storeRuns.length - 1];
    if (run?.[0] && addDays(run[0], RUN_DAYS - 1) >= day) run.push(day);
    else storeRuns.push([day]);
  }
  let refreshed = 0;
  for (const [store, storeRuns] of runs)
    for (const run of storeRuns) refreshed += await refreshDays(db, store, run);
  return { refreshed, more: days.length > limit };
}
