import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import type { Row as Customer } from './customer-rows';

// Asia/Kolkata days: the period asked for and the one before it.
const RANGE = 'from=2026-08-04&to=2026-11-01';
const FROM = '2026-08-04T00:00:00+05:30';
const TO = '2026-11-02T00:00:00+05:30';
const PREVIOUS = '2026-05-06T00:00:00+05:30';

/** A request's returned value: its items' paid value, none when rejected or cancelled (archived: as before). */
const returnedValueOf = (q: SQL | typeof requests) =>
  sql`(case when coalesce(case when ${q}.status = 'archived' then ${q}.status_before_archive end, ${q}.status)
    in ('rejected', 'cancelled') then 0
    else (select coalesce(sum(i.paid_amount), 0) from request_items i where i.request_id = ${q}.id) end)`;

/**
 * The customer reports against plain queries of the tables: whatever the reports do to be fast (index-only
 * scans, window counts, items summed for one page) must give these answers.
 */
describe.each(dbKinds)('customer reports over a seeded history on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('answer what plain queries of the tables answer', { timeout: 120_000 }, async () => {
    const m = await merchant(t, { domain: 'customers.myshopify.com' });
    const db = t.database.db;
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 4_000,
      days: 200,
      now: t.clock.read(),
      currency: 'INR',
    });
    // Fewer customers than requests, the same address in other cases, names that differ per request,
    // and requests without an email: what grouping by lower(email) and max(name) must get right.
    await db.execute(sql`update requests set
        customer_email = case when abs(hashtext(id::text)) % 11 = 0 then ''
          else (array['Ana', 'ana', 'BO', 'bo', 'Cy'])[1 + abs(hashtext(name)) % 5] || (abs(hashtext(name)) % 97)
            || '@Example.com' end,
        customer_name = (array['Ana Rao', 'ana rao', 'Bo Das', 'Cy'])[1 + abs(hashtext(id::text)) % 4]
      where store_id = ${m.store.id}::uuid`);
    const raw = (from: string, to: string, search = '') =>
      queryRows<Customer & { last: Date }>(
        db,
        sql`select lower(q.customer_email) as email, max(q.customer_name) as name, count(*)::int as requests,
              (count(*) filter (where q.kind = 'return'))::int as returns,
              (count(*) filter (where q.kind = 'exchange'))::int as exchanges,
              coalesce(sum((select sum(i.requested_qty) from request_items i where i.request_id = q.id)), 0)::int as items,
              coalesce(sum(${returnedValueOf(sql.raw('q'))}), 0)::float8::text as returned_value, max(q.created_at) as last
            from requests q
            where q.store_id = ${m.store.id}::uuid and q.created_at >= ${from}::timestamptz
              and q.created_at < ${to}::timestamptz and q.customer_email <> ''
              and (strpos(lower(q.customer_email), lower(${search})) > 0
                or strpos(lower(q.customer_name), lower(${search})) > 0)
            group by lower(q.customer_email)
            order by requests desc, last desc, email`,
      );
    const view = (rows: (Customer & { last: Date })[]) =>
      rows.map(({ last, ...r }) => ({
        ...r,
        returned_value: Number(r.returned_value).toFixed(2),
        last_request_at: new Date(last).toISOString(),
      }));
    const current = await raw(FROM, TO);
    const before = await raw(PREVIOUS, FROM);
    expect(current.length).toBeGreaterThan(50);
    expect(current.some((c) => c.requests > 1)).toBe(true);

    const metrics = await m.call('GET', `analytics/v1/customers-metrics?${RANGE}`);
    expect(metrics.statusCode, metrics.body).toBe(200);
    const body = metrics.json<{
      customers: { current: number; previous: number };
      repeat_customers: { current: number; previous: number };
      top: Customer[];
    }>();
    expect(body.customers).toMatchObject({ current: current.length, previous: before.length });
    expect(body.repeat_customers).toMatchObject({
      current: current.filter((c) => c.requests > 1).length,
      previous: before.filter((c) => c.requests > 1).length,
    });
    expect(body.top).toEqual(view(current.slice(0, 10)));

    // A search counts only the requests it matches: 'RAO' is in some of an address's names, not all;
    // `%` and `_` match themselves, and nothing here.
    for (const search of ['', 'ana', 'RAO', 'bo1', '%', '_']) {
      const expected = view(await raw(FROM, TO, search));
      const pages: Customer[] = [];
      for (let page = 1; page <= Math.ceil(expected.length / 40) + 1; page++) {
        const res = await m.call(
          'GET',
          `analytics/v1/customers-metrics-all?${RANGE}&limit=40&page=${page}&search=${search}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const all = res.json<{ docs: Customer[]; total: number }>();
        expect(all.total, search).toBe(expected.length);
        pages.push(...all.docs);
      }
      expect(pages, search).toEqual(expected);
    }

    let found = 0;
    for (const email of ['ana1@example.com', 'BO5@EXAMPLE.COM', 'cy96@example.com', 'nobody@example.com']) {
      const [whole] = await queryRows<{
        n: number;
        name: string;
        first: Date;
        last: Date;
        items: number;
        value: string;
        refunded: string;
      }>(
        db,
        sql`select count(*)::int as n, max(customer_name) as name, min(created_at) as first, max(created_at) as last,
              coalesce((select sum(i.requested_qty) from request_items i join requests q on q.id = i.request_id
                where q.store_id = ${m.store.id}::uuid and lower(q.customer_email) = lower(${email})), 0)::int as items,
              coalesce(sum(${returnedValueOf(requests)}), 0)::float8::text as value,
              coalesce((select sum(f.amount) from refunds f join requests q on q.id = f.request_id
                where q.store_id = ${m.store.id}::uuid and lower(q.customer_email) = lower(${email})
                  and f.status = 'succeeded'), 0)::float8::text as refunded
            from ${requests} where store_id = ${m.store.id}::uuid and lower(customer_email) = lower(${email})`,
      );
      const res = await m.call('GET', `customerDetails/get?email=${encodeURIComponent(email)}`);
      if (!whole?.n) {
        expect(res.statusCode).toBe(404);
        continue;
      }
      expect(res.statusCode, res.body).toBe(200);
      found++;
      expect(res.json()).toMatchObject({
        name: whole.name,
        first_request_at: new Date(whole.first).toISOString(),
        last_request_at: new Date(whole.last).toISOString(),
        requests: whole.n,
        items: whole.items,
        returned_value: Number(whole.value).toFixed(2),
        refunded: Number(whole.refunded).toFixed(2),
      });
    }
    expect(found).toBeGreaterThan(1);
  });
});
