import { addDays } from '@roundtrip/core/analytics';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import { startOf } from './analytics-scope';
import { byAddress } from './by-address';

/**
 * A window no customer report has asked for in this many of the store's days is dropped by the round with
 * its rows (`dropUnreadWindow`); the next report that asks for it makes it again.
 */
const WINDOW_UNREAD_DAYS = 30;

/** The day before `now` in each store's timezone, as PostgreSQL computes it. */
const yesterday = (now: Date) => sql`((${now.toISOString()}::timestamptz at time zone s.timezone)::date - 1)`;

/**
 * Rebuilds one store's customer totals for one span, anchored on the store's yesterday. First, in a
 * transaction of its own, the window takes its new anchor and version with the store's row locked FOR
 * UPDATE, which waits for every writer holding its KEY SHARE lock (migration 0035): a change that read the
 * old anchor (or no window) has committed before the rows are read, and a later one sees the new anchor. Then the rows are replaced and
 * the window marked built at that version, unless a change grew the version meanwhile: it stays stale and
 * the next round rebuilds it. Merchant writes wait only for the first, short transaction.
 */
export async function refreshCustomerWindow(
  db: Db,
  storeId: string,
  span: number,
  now: Date,
): Promise<boolean> {
  const claimed = await db.transaction(async (tx) => {
    // The store's row first, as writers lock it before the window (no deadlock).
    await tx.execute(sql`select 1 from stores where id = ${storeId}::uuid for update`);
    const [found] = await queryRows<{ anchor: string; timezone: string }>(
      tx,
      sql`select to_char(${yesterday(now)}, 'YYYY-MM-DD') as anchor, s.timezone
        from analytics_customer_windows h join stores s on s.id = h.store_id
        where h.store_id = ${storeId}::uuid and h.span = ${span} for update of h`,
    );
    if (!found) return undefined;
    const [moved] = await queryRows<{ version: string }>(
      tx,
      sql`update analytics_customer_windows set anchor = ${found.anchor}::date, timezone = ${found.timezone},
          version = version + 1
        where store_id = ${storeId}::uuid and span = ${span} returning version::text as version`,
    );
    return moved && { ...found, version: moved.version };
  });
  if (!claimed) return false;
  const { anchor, timezone, version } = claimed;
  const today = addDays(anchor, 1);
  const from = startOf(addDays(today, -(span - 1)), timezone);
  const previousFrom = startOf(addDays(today, -(2 * span - 1)), timezone);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`delete from analytics_customer_totals where store_id = ${storeId}::uuid and span = ${span}`,
    );
    // The reports' own grouping (`byAddress`: per exact address, lower() on the groups only), inserted in
    // key order so a report reads a store's span from few pages.
    const g = byAddress(
      tx,
      and(
        eq(requests.storeId, storeId),
        gte(requests.createdAt, previousFrom),
        lt(requests.createdAt, startOf(today, timezone)),
        sql`${requests.customerEmail} <> ''`,
      ),
      { current: gte(requests.createdAt, from) },
    );
    // The header's counts from the rows just written, in their transaction: a report reads both in one snapshot.
    await tx.execute(
      sql`with kept as (
          insert into analytics_customer_totals (store_id, span, email, requests, before, last)
          select ${storeId}::uuid, ${span}, lower(${g.address}), sum(${g.requests})::int, sum(${g.before})::int,
            max(${g.last})
          from ${g} group by 3 order by 3
          returning requests, before)
        update analytics_customer_windows set built = ${version}::bigint,
          (customers, repeat, customers_before, repeat_before) = (
            select count(*) filter (where requests > 0), count(*) filter (where requests > 1),
              count(*) filter (where before > 0), count(*) filter (where before > 1)
            from kept)
        where store_id = ${storeId}::uuid and span = ${span}`,
    );
  });
  return true;
}

/** Unread for `WINDOW_UNREAD_DAYS`: `read_on` before the store's today less that many days. */
const unread = (now: Date) => sql`h.read_on < ${yesterday(now)} + 1 - ${WINDOW_UNREAD_DAYS}::int`;

/**
 * Drops one unread window and its rows in one transaction (a report sees both or neither), unless a report
 * read it meanwhile. The store's row is not locked, unlike a rebuild's: a writer that saw the window marks
 * nothing once it is gone, and the store's writes need not wait while the rows are deleted.
 */
async function dropUnreadWindow(db: Db, storeId: string, span: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await queryRows<{ span: number }>(
      tx,
      sql`delete from analytics_customer_windows h using stores s
        where s.id = h.store_id and h.store_id = ${storeId}::uuid and h.span = ${span} and ${unread(now)}
        returning h.span`,
    );
    if (!gone.length) return false;
    await tx.execute(
      sql`delete from analytics_customer_totals where store_id = ${storeId}::uuid and span = ${span}`,
    );
    return true;
  });
}

/**
 * The round's part for customer totals, from one read of the windows: drops each no report asked for in
 * `WINDOW_UNREAD_DAYS`, and rebuilds each other that is stale, or whose anchor is no longer the store's
 * yesterday (the day rolled, the timezone changed). Only windows a report asked for exist.
 */
export async function refreshCustomerWindows(
  db: Db,
  now: Date,
): Promise<{ rebuilt: number; dropped: number }> {
  const windows = await queryRows<{ store_id: string; span: number; idle: boolean; due: boolean }>(
    db,
    sql`select * from (
        select h.store_id, h.span, ${unread(now)} as idle,
          h.built is distinct from h.version or h.anchor is distinct from ${yesterday(now)}
            or h.timezone is distinct from s.timezone as due
        from analytics_customer_windows h join stores s on s.id = h.store_id) w
      where idle or due order by store_id, span`,
  );
  let dropped = 0;
  let rebuilt = 0;
  for (const w of windows) {
    // A window read since the list was taken is kept, and rebuilt if due.
    if (w.idle && (await dropUnreadWindow(db, w.store_id, w.span, now))) dropped++;
    else if (w.due && (await refreshCustomerWindow(db, w.store_id, w.span, now))) rebuilt++;
  }
  return { rebuilt, dropped };
}
