import { addDays } from '@roundtrip/core/analytics';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { startOf } from './analytics-scope';
import { dailyFacts, FACT_METRICS, metricList } from './daily-facts';
import { rebuildCustomerDay } from './roll-up-customer-day';

/**
 * Rebuilds one store's rollup of one local day from the raw tables, in one transaction: the marks seen
 * are locked, the day's rows replaced whole (and its customers' instants: `roll-up-customer-day.ts`), then
 * those marks go; a change committed meanwhile left a mark of its own, rolled up on the next round. The marks' row locks keep two rebuilds of one day from
 * running at once; writers insert new marks and never wait for a rebuild. False when the day was not
 * dirty (any more).
 */
export async function refreshDay(db: Db, storeId: string, day: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const marks = await queryRows<{ writer: string; timezone: string }>(
      tx,
      sql`select d.writer::text as writer, s.timezone from analytics_dirty d join stores s on s.id = d.store_id
        where d.store_id = ${storeId} and d.day = ${day}::date order by d.writer for update of d`,
    );
    const [mark] = marks;
    if (!mark) return false;
    const start = startOf(day, mark.timezone);
    const end = startOf(addDays(day, 1), mark.timezone);
    const facts = dailyFacts(
      storeId,
      mark.timezone,
      (at) => sql`${at} >= ${start} and ${at} < ${end}`,
      FACT_METRICS,
    );
    // The metrics named so the (store, metric, day) index finds the day's rows.
    await tx.execute(
      sql`delete from analytics_daily where store_id = ${storeId} and metric in (${metricList(FACT_METRICS)}) and day = ${day}::date`,
    );
    await tx.execute(
      sql`insert into analytics_daily (day, metric, key, sub, label, n, qty, amount, store_id)
        select facts.*, ${storeId}::uuid from (${facts}) facts`,
    );
    await rebuildCustomerDay(tx, storeId, day, start, end);
    await tx.execute(
      sql`delete from analytics_dirty where store_id = ${storeId} and day = ${day}::date
        and writer = any(${`{${marks.map((m) => m.writer).join(',')}}`}::bigint[])`,
    );
    return true;
  });
}

/** Rebuilds up to `limit` dirty days, oldest first; answers how many it rebuilt and whether some remain. */
export async function refreshDirtyDays(db: Db, limit = 1000): Promise<{ refreshed: number; more: boolean }> {
  const days = await queryRows<{ store_id: string; day: string }>(
    db,
    sql`select distinct store_id, to_char(day, 'YYYY-MM-DD') as day, day as d from analytics_dirty
      order by d, store_id limit ${limit + 1}`,
  );
  let refreshed = 0;
  for (const d of days.slice(0, limit)) if (await refreshDay(db, d.store_id, d.day)) refreshed++;
  return { refreshed, more: days.length > limit };
}
