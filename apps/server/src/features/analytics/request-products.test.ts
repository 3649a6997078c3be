import { fromMinor, toMinor } from '@roundtrip/core/money';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';
import { refreshDirtyDays } from './refresh-rollups';

type Product = {
  product_id: string | null;
  title: string;
  requests: number;
  quantity: number;
  returned_value: string;
  top_reason: string;
};

/** Every product of the period as the raw tables give it, in the report's order, with its reason counts. */
async function rawProducts(db: Db, storeId: string, from: string, to: string) {
  return queryRows<Product & { reason_counts: number[] }>(
    db,
    sql`with items as (
        select i.product_id as key, case when i.product_id is null then i.title end as sub, i.title, i.reason,
          i.requested_qty, i.request_id,
          -- Returned value: rejected and cancelled requests (archived ones as they were) aside.
          case when coalesce(case when q.status = 'archived' then q.status_before_archive end, q.status)
            in ('rejected', 'cancelled') then 0 else i.paid_amount end as paid_amount
        from request_items i join requests q on q.id = i.request_id join stores s on s.id = q.store_id
        where q.store_id = ${storeId}::uuid
          and (q.created_at at time zone s.timezone)::date between ${from}::date and ${to}::date
      ),
      reasons as (
        select key, sub, array_agg(n order by n desc) as reason_counts
        from (select key, sub, count(*)::int as n from items group by key, sub, reason) c group by key, sub
      )
      select p.*, r.reason_counts from (
        select key, sub, key as product_id, min(title) as title, count(distinct request_id)::int as requests,
          sum(requested_qty)::int as quantity, sum(paid_amount)::text as returned_value,
          mode() within group (order by reason) as top_reason
        from items group by key, sub
      ) p join reasons r on r.key is not distinct from p.key and r.sub is not distinct from p.sub
      order by p.quantity desc, p.title, p.key, p.sub`,
  );
}

async function refreshAll(db: Db) {
  for (let more = true; more; ) more = (await refreshDirtyDays(db, 500)).more;
}

describe.each(embeddedDb)('request-products on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('answers the raw tables’ top 20 and their reasons, with ties, read raw, rolled up and mixed', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'products.myshopify.com' });
    const id = m.store.id;
    await seedRequestHistory(db, { storeId: id, count: 500, days: 40, now: t.clock.read(), currency: 'INR' });
    // Custom line items have no product id: such a product is known by its title.
    await db.execute(sql`update request_items set product_id = null
      where store_id = ${id}::uuid and product_id in ('P1', 'P2', 'P3', 'P4', 'P5', 'P6')`);
    const range = (from: string, to: string) => ({
      from,
      to,
      url: `analytics/v1/request-products?from=${from}&to=${to}`,
    });
    const wide = range('2026-09-23', '2026-11-01');
    const ranges = [wide, range('2026-10-20', '2026-10-31')];

    const check = async () => {
      for (const r of ranges) {
        const raw = await rawProducts(db, id, r.from, r.to);
        const res = await m.call('GET', r.url);
        expect(res.statusCode, res.body).toBe(200);
        const top = raw.slice(0, 20).map(({ reason_counts, ...p }) => ({
          product_id: p.product_id,
          title: p.title,
          requests: p.requests,
          quantity: p.quantity,
          returned_value: fromMinor(toMinor(p.returned_value, 'INR'), 'INR'),
          top_reason: p.top_reason,
        }));
        expect(res.json<{ products: Product[] }>().products).toEqual(top);
      }
      return rawProducts(db, id, wide.from, wide.to);
    };

    const raw = await check();
    const titled = raw.slice(0, 20).filter((p) => p.product_id === null);
    expect(titled.length).toBeGreaterThan(0);
    await refreshAll(db);
    expect(await check()).toEqual(raw);
    // More requests on the last ten days: those days are dirty, the earlier ones rolled up.
    await seedRequestHistory(db, { storeId: id, count: 120, days: 10, now: t.clock.read(), currency: 'INR' });
    const dirty = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from analytics_dirty where store_id = ${id}::uuid`,
    );
    expect(dirty[0]?.n).toBeGreaterThan(0);
    const mixed = await check();
    // The cases a top-20-first read could get wrong all occur here: the 20th and 21st products have as
    // many units (the title decides), top products have two reasons given as often (the first wins), and
    // a product's reason given most is another once the dirty days' lines are added to the rolled-up ones.
    expect(mixed[19]?.quantity).toBe(mixed[20]?.quantity);
    expect(mixed.slice(0, 20).some((p) => p.reason_counts[0] === p.reason_counts[1])).toBe(true);
    const before = new Map(raw.map((p) => [`${p.product_id}/${p.title}`, p.top_reason]));
    expect(mixed.slice(0, 20).some((p) => before.get(`${p.product_id}/${p.title}`) !== p.top_reason)).toBe(
      true,
    );
    await refreshAll(db);
    expect(await check()).toEqual(mixed);
  });
});
