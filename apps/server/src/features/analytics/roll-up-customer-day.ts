import { addDays } from '@roundtrip/core/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { startOf } from './analytics-scope';
import { customerFacts } from './customer-facts';

/** An instant as kept in `analytics_customer_instants`: microseconds since the epoch, as float8 (exact). */
export const micros = (at: SQL) => sql`(extract(epoch from ${at}) * 1000000)::float8`;
/** The UTC year a row of `analytics_customer_instants` keeps an instant in. */
const utcYear = (at: SQL) => sql`extract(year from ${at} at time zone 'UTC')::smallint`;

/** Consecutive local days of a store's timezone, both ends included: what one rebuild statement covers. */
type DayStretch = { first: string; last: string; timezone: string };

/** The first instant of a stretch and the first after it. */
const instantsOf = (days: DayStretch) => ({
  start: startOf(days.first, days.timezone),
  end: startOf(addDays(days.last, 1), days.timezone),
});

/** The instants of `at` in [start, end). */
const daySlice = (at: SQL, start: SQL, end: SQL) =>
  sql`${at}[width_bucket(${micros(start)} - 1, ${at}) + 1:width_bucket(${micros(end)} - 1, ${at})]`;

/**
 * Rebuilds one store's part of the customers' instants for consecutive local days `first`..`last` (one
 * day or several), in their rollup transaction (`refreshDays`, which holds every one of those days' marks):
 * for every customer of the days now or at their last rebuild (`analytics_customer_days`), the instants
 * of those days in their row are replaced by the days' requests, and each day's list by its customers
 * now. The replacement is made on the row as locked by the upsert, so rebuilds of other days of one
 * customer at once each keep the other's instants; rows are taken in key order (no deadlock), and only
 * the rows whose days changed are written. A row left empty goes.
 */
export async function rebuildCustomerDays(db: Db, storeId: string, days: DayStretch): Promise<void> {
  const { start, end } = instantsOf(days);
  const at = sql.raw('q.created_at');
  const emptied = await queryRows<{ year: number; email: string }>(
    db,
    sql`with window_requests as (
        select lower(q.customer_email) as email, q.created_at,
          (q.created_at at time zone ${days.timezone})::date as day
        from requests q
        where q.store_id = ${storeId} and q.created_at >= ${start} and q.created_at < ${end}
          and q.customer_email <> ''),
      fresh as (
        select q.email, ${utcYear(at)} as year, array_agg(${micros(at)} order by q.created_at) as at
        from window_requests q group by 1, 2),
      listed as (
        insert into analytics_customer_days (store_id, day, emails)
        select ${storeId}::uuid, g.day::date,
          array(select distinct q.email from window_requests q where q.day = g.day::date order by 1)
        from generate_series(${days.first}::date, ${days.last}::date, interval '1 day') g(day)
        on conflict (store_id, day) do update set emails = excluded.emails),
      -- The statement's snapshot: the days' customers at their last rebuild, before the lists above replace them.
      touched as (
        select email, year from fresh
        union
        select o.email, y.year from analytics_customer_days d cross join unnest(d.emails) o(email)
          cross join (values (${utcYear(start)}), (${utcYear(sql`(${end} - interval '1 microsecond')`)})) y(year)
        where d.store_id = ${storeId} and d.day between ${days.first}::date and ${days.last}::date),
      put as (
        insert into analytics_customer_instants as k (store_id, year, email, at)
        select ${storeId}::uuid, t.year, t.email, coalesce(f.at, '{}')
        from touched t left join fresh f on f.email = t.email and f.year = t.year
          left join analytics_customer_instants o on o.store_id = ${storeId} and o.year = t.year
            and o.email = t.email
        -- Only the customers whose instants of the days changed are written (only these days' rebuild,
        -- which the marks' locks keep single, changes them).
        where o.email is null or ${daySlice(sql.raw('o.at'), start, end)} is distinct from coalesce(f.at, '{}')
        order by t.year, t.email
        on conflict (store_id, year, email) do update set at =
          k.at[:width_bucket(${micros(start)} - 1, k.at)] || excluded.at
            || k.at[width_bucket(${micros(end)} - 1, k.at) + 1:]
        returning k.year, k.email, cardinality(k.at) = 0 as empty)
    select year, email from put where empty`,
  );
  if (!emptied.length) return;
  const keys = sql.join(
    emptied.map((r) => sql`(${r.year}::smallint, ${r.email})`),
    sql`, `,
  );
  await db.execute(
    sql`delete from analytics_customer_instants where store_id = ${storeId}
      and (year, email) in (${keys}) and cardinality(at) = 0`,
  );
}

/**
 * Rebuilds one store's customer facts (`analytics_customer_facts`) of consecutive local days `first`..`last`
 * in their rollup transaction, before `rebuildCustomerDays` replaces the days' customer lists: every
 * customer's row of a day is written from the day's requests, and the rows of the customers listed at the
 * days' last rebuild who have none now go (the lists name every row those rebuilds wrote). Only rows that
 * change are written; rows in key order.
 */
export async function rebuildCustomerFacts(db: Db, storeId: string, days: DayStretch): Promise<void> {
  const { start, end } = instantsOf(days);
  const fresh = customerFacts(
    sql`q.store_id = ${storeId} and q.created_at >= ${start} and q.created_at < ${end}`,
    days.timezone,
  );
  await db.execute(
    sql`with fresh as (${fresh}),
      gone as (
        delete from analytics_customer_facts f
        using analytics_customer_days d cross join lateral unnest(d.emails) o(email)
        where d.store_id = ${storeId} and d.day between ${days.first}::date and ${days.last}::date
          and f.store_id = ${storeId} and f.email = o.email and f.day = d.day
          and not exists (select from fresh n where n.email = o.email and n.day = d.day))
    insert into analytics_customer_facts as f
      (store_id, email, day, requests, returns, exchanges, items, returned_value, name)
    select ${storeId}::uuid, n.email, n.day, n.requests, n.returns, n.exchanges, n.items, n.returned_value, n.name
    from fresh n order by n.email, n.day
    on conflict (store_id, email, day) do update set requests = excluded.requests, returns = excluded.returns,
      exchanges = excluded.exchanges, items = excluded.items, returned_value = excluded.returned_value,
      name = excluded.name
    where (f.requests, f.returns, f.exchanges, f.items, f.returned_value, f.name)
      is distinct from (excluded.requests, excluded.returns, excluded.exchanges, excluded.items,
        excluded.returned_value, excluded.name)`,
  );
}
