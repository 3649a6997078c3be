import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * A store's request history at scale, made by PostgreSQL itself (generate_series): `count` requests
 * spread evenly over the `days` before `now`, one to two items each, with kinds, statuses, reasons,
 * methods, couriers, countries and refunds varied the way a busy store's are. For trying analytics
 * and the lists at scale (`npm run seed -- --requests`), the benches and the export's browser test;
 * seconds for 100,000 requests where row batches from Node take minutes. Items carry their request's
 * `created_at` and `kind` as written, the values their row trigger copies, so a bulk load may set that
 * trigger aside (bench/bulk-load.ts).
 */
export async function seedRequestHistory(
  db: Db,
  input: {
    storeId: string;
    count: number;
    days: number;
    now: Date;
    currency: string;
    /** false: the caller analyses once after several stores (a bench's bulk load). */
    analyze?: boolean;
  },
): Promise<void> {
  const { storeId, count, days, now, currency, analyze = true } = input;
  // Request names continue after the store's highest number, so a second run adds rather than collides.
  // One statement: the items and refunds are made from the rows it inserts (a search for requests without
  // them was planned against empty tables and grew quadratic: minutes at 1,000,000).
  await db.execute(sql`
    with made as (insert into requests (store_id, name, kind, status, order_id, order_name, customer_name, customer_email,
      customer_phone, currency, presentment_currency, refund_mode, refund_amount, amount_due, payer, method,
      courier, address, needs_attention, archived, created_at, updated_at)
    select ${storeId}::uuid, 'H' || (base + i) || '-1', case when i % 3 = 0 then 'exchange' else 'return' end,
      (array['requested', 'approved', 'in_transit', 'received', 'refunded', 'rejected', 'archived'])[1 + i % 7],
      (700000 + base + i)::text, '#H' || (base + i), first || ' ' || last,
      lower(first) || '.' || lower(last) || (i % 5000) || '@example.com', (9000000000 + i % 5000)::text,
      ${currency}, ${currency},
      (array['store_credit', 'pay_to_source', 'bank_transfer'])[1 + i % 3], 100 + i % 5000,
      case when i % 9 = 0 then 50 + i % 300 else 0 end, case when i % 9 = 0 then 'customer' else 'none' end,
      (array['pickup', 'drop_off', 'self_ship'])[1 + i % 3],
      case when i % 3 = 0 then (array['delhivery', 'shiprocket'])[1 + i % 2] end,
      jsonb_build_object('country', (array['IN', 'IN', 'IN', 'AE', 'US', 'GB'])[1 + i % 6]),
      i % 97 = 0, i % 7 = 6, at, at
    from (select coalesce(max(nullif(regexp_replace(name, '\\D', '', 'g'), '')::bigint), 0) as base
            from requests where store_id = ${storeId}::uuid) as b,
      generate_series(0, ${count - 1}) as i,
      lateral (select ${now.toISOString()}::timestamptz - ((i + 1)::float8 / ${count}) * ${days} * interval '1 day' as at,
        (array['Asha', 'Bala', 'Chitra', 'Dev', 'Esha', 'Farid', 'Gita', 'Hari', 'Isha', 'Jay'])[1 + i % 10] as first,
        (array['Rao', 'Iyer', 'Khan', 'Shah', 'Das', 'Nair', 'Gupta', 'Singh', 'Mehta', 'Bose'])[1 + (i * 7) % 10] as last) as x
      returning id, store_id, name, kind, status, refund_mode, refund_amount, currency, created_at),
    items as (insert into request_items (store_id, request_id, request_created_at, request_kind, line_item_id, product_id,
      title, reason, requested_qty, actual_amount, paid_amount, return_quantity, selected_quantity)
    select r.store_id, r.id, r.created_at, r.kind, n::text, 'P' || (abs(hashtext(r.name)) % 40 + n),
      (array['Kurta', 'Saree', 'Sneakers', 'Denim jacket', 'Silk scarf'])[1 + (abs(hashtext(r.name)) + n) % 5],
      (array['Too small', 'Too large', 'Damaged', 'Not as described', 'Changed my mind'])[1 + (abs(hashtext(r.name)) / 7 + n) % 5],
      1 + n % 2, r.refund_amount, r.refund_amount, 1 + n % 2, 1 + n % 2
    from made r, generate_series(1, 1 + (abs(hashtext(r.name)) % 2)) as n)
    insert into refunds (store_id, request_id, mode, status, amount, currency, idempotency_key, created_at, updated_at)
    select r.store_id, r.id, r.refund_mode, 'succeeded', r.refund_amount, r.currency, 'history-' || r.id,
      r.created_at + interval '3 days', r.created_at + interval '3 days'
    from made r where r.status in ('refunded', 'archived')`);
  // Only the tables written: analysing the whole database costs seconds on PGlite.
  if (analyze) await db.execute(sql`analyze requests, request_items, refunds`);
}
