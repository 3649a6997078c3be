// The analytics measures computed straight from the ledger (requests, their items, refund records) with
// plain SQL, apart from the reports' daily facts: what the reconciliation test holds every report to.
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client';

export type LedgerTotals = {
  requests: number;
  returns: number;
  exchanges: number;
  cancellations: number;
  items: number;
  /** Value paid for the units asked for, rejected and cancelled requests aside (archived: as before). */
  returned: string;
  exchanged: string;
  /** Succeeded refund records of the period (by their own instant), store credit aside, and store credit. */
  refunded: string;
  credit: string;
  refunds: number;
  captures: number;
  captured: string;
  customers: number;
  /** Customers (by email, any case) with two or more requests. */
  repeat: number;
};

/** The measures of the store-local days `from`..`to` (both included) in the store's timezone. */
export async function ledgerTotals(db: Db, storeId: string, from: string, to: string): Promise<LedgerTotals> {
  const tz = sql`(select timezone from stores where id = ${storeId}::uuid)`;
  const start = sql`(${from}::date::timestamp at time zone ${tz})`;
  const end = sql`((${to}::date + 1)::timestamp at time zone ${tz})`;
  const [row] = await queryRows<LedgerTotals>(
    db,
    sql`with r as (
        select q.*, coalesce(case when q.status = 'archived' then q.status_before_archive end, q.status)
          not in ('rejected', 'cancelled') as counted
        from requests q where q.store_id = ${storeId}::uuid and q.created_at >= ${start} and q.created_at < ${end}
      ), i as (
        select i.*, r.kind, r.counted from request_items i join r on r.id = i.request_id
      ), f as (
        select * from refunds where store_id = ${storeId}::uuid and status = 'succeeded'
          and created_at >= ${start} and created_at < ${end}
      )
      select (select count(*) from r)::int as requests,
        (select count(*) from r where kind = 'return')::int as returns,
        (select count(*) from r where kind = 'exchange')::int as exchanges,
        (select count(*) from r where kind = 'cancellation')::int as cancellations,
        (select coalesce(sum(requested_qty), 0) from i)::int as items,
        (select coalesce(sum(paid_amount), 0) from i where counted)::text as returned,
        (select coalesce(sum(paid_amount), 0) from i where counted and kind = 'exchange')::text as exchanged,
        (select coalesce(sum(amount), 0) from f where mode <> 'store_credit')::text as refunded,
        (select coalesce(sum(amount), 0) from f where mode = 'store_credit')::text as credit,
        (select count(*) from f)::int as refunds,
        (select count(*) from r where counted and payer = 'customer')::int as captures,
        (select coalesce(sum(amount_due), 0) from r where counted and payer = 'customer')::text as captured,
        (select count(distinct lower(customer_email)) from r where customer_email <> '')::int as customers,
        (select count(*) from (select from r where customer_email <> '' group by lower(customer_email)
          having count(*) > 1) x)::int as repeat`,
  );
  if (!row) throw new Error('no totals');
  return row;
}
