import { addDays } from '@roundtrip/core/analytics';
import { type SQL, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import type { Row as Customer } from './customer-rows';
import { refreshDirtyDays } from './refresh-rollups';

// Asia/Kolkata days (the test clock's today is 2026-11-01): the preset 90 days, and custom ranges.
const RANGE = { from: '2026-08-04', to: '2026-11-01' };
const CUSTOM = [
  { from: '2026-06-01', to: '2026-10-20' },
  { from: '2026-10-15', to: '2026-10-15' },
  { from: '2026-10-02', to: '2026-11-01' },
];
const DAY_MS = 86_400_000;

/** A request's returned value: its items' paid value, none when rejected or cancelled (archived: as before). */
const returnedValueOf = (q: SQL | typeof requests) =>
  sql`(case when coalesce(case when ${q}.status = 'archived' then ${q}.status_before_archive end, ${q}.status)
    in ('rejected', 'cancelled') then 0
    else (select coalesce(sum(i.paid_amount), 0) from request_items i where i.request_id = ${q}.id) end)`;

const dirtyCount = async (db: Db, storeId: string) =>
  (
    await queryRows<{ n: number }>(
      db,
      sql`select count(distinct day)::int as n from analytics_dirty where store_id = ${storeId}::uuid`,
    )
  )[0]?.n ?? 0;

/** Rolls up every dirty day, as the job's rounds do. */
const rollUp = async (db: Db) => {
  for (let more = true; more; ) more = (await refreshDirtyDays(db)).more;
};

/**
 * The customer reports against plain queries of the tables: whatever the reports do to be fast (index-only
 * scans, window counts, items summed for one page, each customer's kept instants read with the dirty days'
 * requests) must give these answers, for the preset range and custom ones, with nothing rolled up, all of it,
 * and with changes since (today's requests, back-dated ones, deletes, address and status changes).
 */
describe.each(dbKinds)('customer reports over a seeded history on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('answer what plain queries of the tables answer', { timeout: 300_000 }, async () => {
    const m = await merchant(t, { domain: 'customers.myshopify.com' });
    const other = await merchant(t, { domain: 'other-customers.myshopify.com' });
    const db = t.database.db;
    for (const store of [m.store, other.store]) {
      await seedRequestHistory(db, {
        storeId: store.id,
        count: 1_500,
        days: 200,
        now: t.clock.read(),
        currency: 'INR',
      });
      // Fewer customers than requests, the same address in other cases, names that differ per request,
      // and requests without an email: what grouping by lower(email) and max(name) must get right. The
      // other store has the same addresses: none of its requests may count.
      await db.execute(sql`update requests set
          customer_email = case when abs(hashtext(id::text)) % 11 = 0 then ''
            else (array['Ana', 'ana', 'BO', 'bo', 'Cy'])[1 + abs(hashtext(name)) % 5] || (abs(hashtext(name)) % 97)
              || '@Example.com' end,
          customer_name = (array['Ana Rao', 'ana rao', 'Bo Das', 'Cy'])[1 + abs(hashtext(id::text)) % 4]
        where store_id = ${store.id}::uuid`);
    }
    const instant = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;
    const raw = (from: string, to: string, search = '') =>
      queryRows<Customer & { last: Date }>(
        db,
        sql`select lower(q.customer_email) as email, max(q.customer_name) as name, count(*)::int as requests,
              (count(*) filter (where q.kind = 'return'))::int as returns,
              (count(*) filter (where q.kind = 'exchange'))::int as exchanges,
              coalesce(sum((select sum(i.requested_qty) from request_items i where i.request_id = q.id)), 0)::int as items,
              coalesce(sum(${returnedValueOf(sql.raw('q'))}), 0)::float8::text as returned_value, max(q.created_at) as last
            from requests q
            where q.store_id = ${m.store.id}::uuid and q.created_at >= ${instant(from)}
              and q.created_at < ${instant(addDays(to, 1))} and q.customer_email <> ''
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

    /** Both reports over one range against the plain queries: counts, top ten, every page (40 a page). */
    const expectRange = async (label: string, range: { from: string; to: string }, searches = ['']) => {
      const days = (Date.parse(range.to) - Date.parse(range.from)) / DAY_MS + 1;
      const current = await raw(range.from, range.to);
      const before = await raw(addDays(range.from, -days), addDays(range.from, -1));
      const query = `from=${range.from}&to=${range.to}`;
      const metrics = await m.call('GET', `analytics/v1/customers-metrics?${query}`);
      expect(metrics.statusCode, metrics.body).toBe(200);
      const body = metrics.json<{
        customers: { current: number; previous: number };
        repeat_customers: { current: number; previous: number };
        top: Customer[];
      }>();
      const where = `${label}, ${query}`;
      expect(body.customers, where).toMatchObject({ current: current.length, previous: before.length });
      expect(body.repeat_customers, where).toMatchObject({
        current: current.filter((c) => c.requests > 1).length,
        previous: before.filter((c) => c.requests > 1).length,
      });
      expect(body.top, where).toEqual(view(current.slice(0, 10)));
      // A search counts only the requests it matches: 'RAO' is in some of an address's names, not all;
      // `%` and `_` match themselves, and nothing here.
      for (const search of searches) {
        const expected = search ? view(await raw(range.from, range.to, search)) : view(current);
        const pages: Customer[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 40) + 1; page++) {
          const res = await m.call(
            'GET',
            `analytics/v1/customers-metrics-all?${query}&limit=40&page=${page}&search=${search}`,
          );
          expect(res.statusCode, res.body).toBe(200);
          const all = res.json<{ docs: Customer[]; total: number }>();
          expect(all.total, `${where} ${search}`).toBe(expected.length);
          pages.push(...all.docs);
        }
        expect(pages, `${where} ${search}`).toEqual(expected);
      }
      return { current, before };
    };
    const everyRange = async (label: string) => {
      await expectRange(label, RANGE);
      for (const range of CUSTOM) await expectRange(label, range);
    };

    // Nothing rolled up: every day is dirty, the requests are grouped.
    const { current } = await expectRange('raw', RANGE, ['', 'ana', 'RAO', 'bo1', '%', '_']);
    expect(current.length).toBeGreaterThan(50);
    expect(current.some((c) => c.requests > 1)).toBe(true);
    await everyRange('raw');

    // Rolled up: the customers' instants answer, and are really read (a customer's row emptied shows).
    await rollUp(db);
    expect(await dirtyCount(db, m.store.id)).toBe(0);
    await everyRange('rolled up');
    const topOf = async () =>
      (
        await m.call('GET', `analytics/v1/customers-metrics?from=${CUSTOM[0]?.from}&to=${CUSTOM[0]?.to}`)
      ).json<{
        top: Customer[];
      }>().top[0]?.email;
    const leader = await topOf();
    const [kept] = await queryRows<{ at: number[] }>(
      db,
      sql`select at from analytics_customer_instants where store_id = ${m.store.id}::uuid and email = ${leader}`,
    );
    await db.execute(sql`update analytics_customer_instants set at = '{}'
      where store_id = ${m.store.id}::uuid and email = ${leader}`);
    expect(await topOf()).not.toBe(leader);
    await db.execute(sql`update analytics_customer_instants set at = ${`{${kept?.at.join(',')}}`}::float8[]
      where store_id = ${m.store.id}::uuid and email = ${leader}`);
    expect(await topOf()).toBe(leader);
    // And the page's figures come from the customers' kept facts: a day's row changed shows.
    const itemsOf = async () =>
      (
        await m.call('GET', `analytics/v1/customers-metrics?from=${CUSTOM[0]?.from}&to=${CUSTOM[0]?.to}`)
      ).json<{ top: Customer[] }>().top[0]?.items ?? 0;
    const items = await itemsOf();
    const leaderDay = (change: number) =>
      db.execute(sql`update analytics_customer_facts set items = items + ${change}
        where store_id = ${m.store.id}::uuid and email = ${leader} and day = (select max(day)
          from analytics_customer_facts where store_id = ${m.store.id}::uuid and email = ${leader}
            and day between ${CUSTOM[0]?.from}::date and ${CUSTOM[0]?.to}::date)`);
    await leaderDay(1000);
    expect(await itemsOf()).toBe(items + 1000);
    await leaderDay(-1000);
    expect(await itemsOf()).toBe(items);

    // Changes after the rollup: today's requests, a request back-dated 40 days, a delete 100 days ago (the
    // previous period), an address changed 5 days ago, a request moved from 150 to 3 days ago, a rejection
    // of a request of 30 days ago, a name 20 days ago, items 60 days ago: their days are dirty and read raw,
    // the rest from the instants and the facts.
    const ago = (days: number) => new Date(t.clock.read().getTime() - days * DAY_MS).toISOString();
    const oneRequest = (days: number) =>
      sql`(select id from requests where store_id = ${m.store.id}::uuid and customer_email <> ''
        and created_at < ${ago(days)}::timestamptz order by created_at desc limit 1)`;
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 25,
      days: 0.2,
      now: t.clock.read(),
      currency: 'INR',
    });
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 3,
      days: 0.5,
      now: new Date(ago(40)),
      currency: 'INR',
    });
    // Half of today's requests from customers of the past, in capitals.
    await db.execute(sql`update requests set customer_email = 'ANA' || (abs(hashtext(name)) % 97) || '@EXAMPLE.COM'
      where store_id = ${m.store.id}::uuid and created_at > ${ago(0.25)}::timestamptz and abs(hashtext(name)) % 2 = 0`);
    await db.execute(sql`delete from requests where id = ${oneRequest(100)}`);
    await db.execute(
      sql`update requests set customer_email = 'Someone.New@Example.com' where id = ${oneRequest(5)}`,
    );
    await db.execute(
      sql`update requests set created_at = created_at + interval '147 days' where id = ${oneRequest(150)}`,
    );
    await db.execute(sql`update requests set status = 'rejected' where id = ${oneRequest(30)}`);
    // A name now greater than the customer's others, and more items asked for on an older request.
    await db.execute(sql`update requests set customer_name = 'zz top' where id = ${oneRequest(20)}`);
    await db.execute(
      sql`update request_items set requested_qty = requested_qty + 2 where request_id = ${oneRequest(60)}`,
    );
    const dirty = await dirtyCount(db, m.store.id);
    expect(dirty).toBeGreaterThan(5);
    await everyRange('changed');
    // Scattered dirty days past the stretches the instants read: the requests are grouped.
    await db.execute(sql`insert into analytics_dirty (store_id, day)
      select ${m.store.id}::uuid, '2026-06-01'::date + 7 * n from generate_series(0, 20) n on conflict do nothing`);
    await everyRange('scattered');
    await rollUp(db);
    expect(await dirtyCount(db, m.store.id)).toBe(0);
    await everyRange('rolled up again');

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
