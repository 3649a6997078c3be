import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { ROLLED_UP_REPORTS } from '../../test/analytics-reports';
import { useTestApp } from '../../test/build-test-app';
import { returnableOn } from '../../test/request-factories';
import { merchant } from '../../test/request-setup';
import { dbKinds, embeddedDb } from '../../test/test-db';
import { refreshDay, refreshDirtyDays } from './refresh-rollups';

/**
 * The test clock is 2026-11-01T10:00Z: in Kiritimati (UTC+14) that is already 2 November, 00:00, so
 * "today" holds nothing yet. The ranges end today and before it; every day not marked dirty is read from
 * the rollup, today's included.
 */
const RANGES = [
  'from=2026-09-04&to=2026-11-02',
  'from=2026-10-01&to=2026-10-31',
  'from=2026-10-30&to=2026-10-30',
];

type Merchant = Awaited<ReturnType<typeof merchant>>;

async function answers(m: Merchant, ranges = RANGES) {
  const out: Record<string, unknown> = {};
  for (const range of ranges)
    for (const path of ROLLED_UP_REPORTS) {
      const res = await m.call('GET', `${path}?${range}`);
      expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
      out[`${path}?${range}`] = res.json();
    }
  return out;
}

/** Marks every day of the store with data dirty, so the reports answer from the raw tables only. */
async function allRaw(db: Db, storeId: string) {
  await db.execute(sql`insert into analytics_dirty (store_id, day)
    select distinct t.store_id, (t.created_at at time zone s.timezone)::date
    from (select store_id, created_at from requests union all select store_id, created_at from refunds) t
    join stores s on s.id = t.store_id where t.store_id = ${storeId}::uuid
    on conflict do nothing`);
}

async function refreshAll(db: Db) {
  for (let more = true; more; ) more = (await refreshDirtyDays(db, 500)).more;
}

const dirtyDays = async (db: Db, storeId: string) =>
  (
    await queryRows<{ day: string }>(
      db,
      sql`select to_char(day, 'YYYY-MM-DD') as day from analytics_dirty where store_id = ${storeId}::uuid order by 1`,
    )
  ).map((r) => r.day);

const rollupRows = (db: Db, storeId: string) =>
  queryRows<Record<string, unknown>>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, metric, key, sub, label, n::text, qty::text, amount::text
      from analytics_daily where store_id = ${storeId}::uuid order by 1, 2, 3, 4, 5`,
  );

describe.each(embeddedDb)('daily rollups on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('answer every report as the raw tables do, in a timezone far from UTC, after changes and a timezone move', {
    timeout: 240_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'kiritimati.myshopify.com' });
    await db.execute(sql`update stores set timezone = 'Pacific/Kiritimati' where id = ${m.store.id}::uuid`);
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 1_500,
      days: 70,
      now: t.clock.read(),
      currency: 'INR',
    });
    const on = async (at: string, options: Parameters<Merchant['request']>[0] = {}) =>
      m.request({ ...options, createdAt: new Date(at) }, await m.order(returnableOn(at)));
    // Local midnight between 29 and 30 October is 10:00Z on the 29th.
    await on('2026-10-29T09:59:59Z');
    const justAfter = await on('2026-10-29T10:00:00Z', { kind: 'exchange' });
    const received = await on('2026-10-29T10:00:01Z', { status: 'received' });

    const raw = await answers(m);
    await refreshAll(db);
    expect(await dirtyDays(db, m.store.id)).toEqual([]);
    expect((await rollupRows(db, m.store.id)).length).toBeGreaterThan(0);
    expect(await answers(m)).toEqual(raw);

    // After the rollup: a status change dirties its request's creation day (30 October, local) and a refund
    // made now its own day (2 November, local: today).
    const reject = await m.call('POST', `return-exchange/v1/${justAfter.id}/reject`, { reason: 'Worn' });
    expect(reject.statusCode, reject.body).toBe(200);
    const refund = await m.call('POST', `return-exchange/v1/${received.id}/refund`, {
      mode: 'pay_to_source',
      amount: received.refundAmount,
      idempotency_key: 'after-rollup',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await dirtyDays(db, m.store.id)).toEqual(expect.arrayContaining(['2026-10-30']));
    const changed = await answers(m);
    expect(changed).not.toEqual(raw);
    await refreshAll(db);
    expect(await answers(m)).toEqual(changed);
    await allRaw(db, m.store.id);
    expect(await answers(m)).toEqual(changed);
    await refreshAll(db);

    // A new timezone moves every day: the rollups are rebuilt under it, and until then read raw.
    await db.execute(sql`update stores set timezone = 'America/Adak' where id = ${m.store.id}::uuid`);
    const moved = await answers(m);
    expect(moved).not.toEqual(changed);
    await refreshAll(db);
    expect(await answers(m)).toEqual(moved);
  });

  it('read today from its rollup once built, raw while dirty, and need nothing at midnight', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    // 23:55 on 2 November in Kiritimati, set before signing in (the token's clock: 10 minutes).
    t.clock.set('2026-11-02T09:55:00Z');
    const m = await merchant(t, { domain: 'today.myshopify.com' });
    await db.execute(sql`update stores set timezone = 'Pacific/Kiritimati' where id = ${m.store.id}::uuid`);
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 200,
      days: 5,
      now: t.clock.read(),
      currency: 'INR',
    });
    const made = await m.request(
      { createdAt: new Date('2026-11-02T09:40:00Z'), status: 'received' },
      await m.order(returnableOn('2026-11-02T09:40:00Z')),
    );
    const today = ['from=2026-10-28&to=2026-11-02', 'from=2026-11-02&to=2026-11-02'];
    const raw = await answers(m, today);
    expect(await dirtyDays(db, m.store.id)).toContain('2026-11-02');
    await refreshAll(db);
    expect(await dirtyDays(db, m.store.id)).toEqual([]);
    expect(await answers(m, today)).toEqual(raw);

    // Today's answer is its rollup's: a rollup row changed by hand shows, until the day is marked.
    const tamper = sql`update analytics_daily set n = n + 1000
      where store_id = ${m.store.id}::uuid and day = '2026-11-02' and metric = 'kind' and key = 'return'`;
    await db.execute(tamper);
    const metrics = async () =>
      (await m.call('GET', 'chart/v1/metrics?from=2026-11-02&to=2026-11-02')).json<{
        requests: { current: number };
      }>().requests.current;
    const counted = (
      raw['chart/v1/metrics?from=2026-11-02&to=2026-11-02'] as { requests: { current: number } }
    ).requests.current;
    expect(await metrics()).toBe(counted + 1000);
    await allRaw(db, m.store.id);
    expect(await metrics()).toBe(counted);
    await refreshAll(db);

    // A refund today marks today; the answer is the raw tables' until the next round, then the rollup's.
    const refund = await m.call('POST', `return-exchange/v1/${made.id}/refund`, {
      mode: 'pay_to_source',
      amount: made.refundAmount,
      idempotency_key: 'refund-today',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await dirtyDays(db, m.store.id)).toContain('2026-11-02');
    const refunded = await answers(m, today);
    expect(refunded).not.toEqual(raw);
    await refreshAll(db);
    expect(await answers(m, today)).toEqual(refunded);

    // Past local midnight, 2 November is a past day: the same answers with nothing rebuilt.
    t.clock.set('2026-11-02T10:00:30Z');
    expect(await answers(m, today)).toEqual(refunded);
    expect(await dirtyDays(db, m.store.id)).toEqual([]);
  });

  it('rebuilds a day the same however often it runs', { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'twice.myshopify.com' });
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 600,
      days: 30,
      now: t.clock.read(),
      currency: 'INR',
    });
    await refreshAll(db);
    const once = await rollupRows(db, m.store.id);
    expect(await refreshDirtyDays(db)).toEqual({ refreshed: 0, more: false });
    await allRaw(db, m.store.id);
    await refreshAll(db);
    await refreshAll(db);
    expect(await rollupRows(db, m.store.id)).toEqual(once);
  });

  it('rebuild days dirty together in one span and leave the clean days between them as they are', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'span.myshopify.com' });
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 300,
      days: 12,
      now: t.clock.read(),
      currency: 'INR',
    });
    await refreshAll(db);
    const clean = await rollupRows(db, m.store.id);
    const [first, between, last] = ['2026-10-25', '2026-10-27', '2026-10-29'];
    // A clean day's row made wrong on purpose: a rebuild that reached it would put it right.
    await db.execute(sql`update analytics_daily set n = n + 1000 where store_id = ${m.store.id}::uuid
      and day = ${between}::date and metric = 'kind'`);
    await db.execute(sql`delete from analytics_daily where store_id = ${m.store.id}::uuid
      and day in (${first}::date, ${last}::date)`);
    await db.execute(sql`insert into analytics_dirty (store_id, day)
      values (${m.store.id}::uuid, ${first}::date), (${m.store.id}::uuid, ${last}::date)`);
    expect(await refreshDirtyDays(db)).toEqual({ refreshed: 2, more: false });
    const after = await rollupRows(db, m.store.id);
    const without = (rows: Record<string, unknown>[]) => rows.filter((r) => r.day !== between);
    expect(without(after)).toEqual(without(clean));
    const kinds = (rows: Record<string, unknown>[]) =>
      rows.filter((r) => r.day === between && r.metric === 'kind').map((r) => Number(r.n));
    expect(kinds(after)).toEqual(kinds(clean).map((n) => n + 1000));
    expect(kinds(clean).length).toBeGreaterThan(0);
  });
});

describe.each(dbKinds)('daily rollups, stores and races on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('never count another store’s rollups', { timeout: 120_000 }, async () => {
    const db = t.database.db;
    const other = await merchant(t, { domain: 'other.myshopify.com' });
    await seedRequestHistory(db, {
      storeId: other.store.id,
      count: 300,
      days: 30,
      now: t.clock.read(),
      currency: 'INR',
    });
    const m = await merchant(t, { domain: 'mine.myshopify.com' });
    await m.request(
      { createdAt: new Date('2026-10-20T06:00:00Z') },
      await m.order(returnableOn('2026-10-20T06:00:00Z')),
    );
    await refreshAll(db);
    const metrics = (await m.call('GET', 'chart/v1/metrics?from=2026-10-01&to=2026-11-01')).json<{
      requests: { current: number };
    }>();
    expect(metrics.requests.current).toBe(1);
    const regions = (await m.call('GET', 'analytics/v1/request-regions?from=2026-10-01&to=2026-11-01')).json<{
      regions: { requests: number }[];
    }>();
    expect(regions.regions.reduce((s, r) => s + r.requests, 0)).toBe(1);
    // Behind the store wall the tenant role sees its own rollup rows only.
    const seen = await db.transaction(async (tx) => {
      await tx.execute(sql`set local role roundtrip_tenant`);
      await tx.execute(sql`select set_config('roundtrip.store_id', ${m.store.id}, true)`);
      return queryRows<{ stores: number }>(
        tx,
        sql`select count(distinct store_id)::int as stores from analytics_daily`,
      );
    });
    expect(seen).toEqual([{ stores: 1 }]);
  });

  it('move items’ facts with their request’s created_at and kind, whatever an insert says', {
    timeout: 60_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'moved.myshopify.com' });
    const other = await merchant(t, { domain: 'elsewhere.myshopify.com' });
    const at = '2026-10-20T06:00:00Z';
    const made = await m.request({ createdAt: new Date(at) }, await m.order(returnableOn(at)));
    await m.request({ createdAt: new Date(at), kind: 'exchange' }, await m.order(returnableOn(at)));
    // The items' copy of their request's day and kind, as the rollup reads them, against the plain join.
    const reasons = (from: 'copy' | 'join') =>
      queryRows<Record<string, unknown>>(
        db,
        from === 'copy'
          ? sql`select to_char(day, 'YYYY-MM-DD') as day, key, sub, n::int, qty::int from analytics_daily
              where store_id = ${m.store.id}::uuid and metric = 'reason' order by 1, 2, 3`
          : sql`select to_char((q.created_at at time zone s.timezone)::date, 'YYYY-MM-DD') as day,
              i.reason as key, q.kind as sub, count(*)::int as n, sum(i.requested_qty)::int as qty
              from request_items i join requests q on q.id = i.request_id join stores s on s.id = q.store_id
              where q.store_id = ${m.store.id}::uuid group by 1, 2, 3 order by 1, 2, 3`,
      );
    await refreshAll(db);
    expect(await reasons('copy')).toEqual(await reasons('join'));

    await db.execute(sql`update requests set created_at = '2026-10-25T06:00:00Z', kind = 'exchange'
      where id = ${made.id}::uuid`);
    expect(await dirtyDays(db, m.store.id)).toEqual(['2026-10-20', '2026-10-25']);
    await refreshAll(db);
    const moved = await reasons('copy');
    expect(moved.map((r) => r.day)).toContain('2026-10-25');
    expect(moved).toEqual(await reasons('join'));

    // An item inserted or edited with another day and kind takes its request's; one of another store's
    // request is refused.
    await db.execute(sql`insert into request_items (store_id, request_id, line_item_id, title, reason,
        requested_qty, actual_amount, return_quantity, selected_quantity, request_created_at, request_kind)
      values (${m.store.id}::uuid, ${made.id}::uuid, 'extra', 'Scarf', 'Damaged', 2, 10, 2, 2, now(), 'return')`);
    await db.execute(sql`update request_items set request_created_at = now(), request_kind = 'return'
      where request_id = ${made.id}::uuid`);
    const copies = await queryRows<{ exact: boolean; kind: string; items: number }>(
      db,
      sql`select request_created_at = '2026-10-25T06:00:00Z' as exact, request_kind as kind, count(*)::int as items
        from request_items where request_id = ${made.id}::uuid group by 1, 2`,
    );
    expect(copies).toEqual([{ exact: true, kind: 'exchange', items: expect.any(Number) }]);
    await refreshAll(db);
    expect(await reasons('copy')).toEqual(await reasons('join'));
    await expect(
      db.execute(sql`insert into request_items (store_id, request_id, line_item_id, title, reason, requested_qty,
          actual_amount, return_quantity, selected_quantity)
        values (${other.store.id}::uuid, ${made.id}::uuid, 'x', 'Scarf', 'Damaged', 1, 10, 1, 1)`),
    ).rejects.toThrow();
  });

  it.runIf(kind === 'postgres')(
    'keep a change made while a day is rebuilt dirty, so it is not lost',
    {
      timeout: 60_000,
    },
    async () => {
      const db = t.database.db;
      const m = await merchant(t, { domain: 'race.myshopify.com' });
      const at = '2026-10-20T06:00:00Z';
      const made = await m.request({ createdAt: new Date(at) }, await m.order(returnableOn(at)));
      await refreshAll(db);
      const day = '2026-10-20';
      await db.execute(
        sql`insert into analytics_dirty (store_id, day) values (${m.store.id}::uuid, ${day}::date)`,
      );
      // A reader holding the day's rollup rows makes the rebuild wait after it locked the mark and before
      // its snapshot; meanwhile the merchant rejects the request, whose mark must wait for the rebuild.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = db.transaction(async (tx) => {
        await tx.execute(
          sql`select 1 from analytics_daily where store_id = ${m.store.id}::uuid and day = ${day}::date for update`,
        );
        await held;
      });
      await new Promise((r) => setTimeout(r, 200));
      const rebuild = refreshDay(db, m.store.id, day);
      await new Promise((r) => setTimeout(r, 300));
      const reject = db.execute(sql`update requests set status = 'rejected' where id = ${made.id}::uuid`);
      await new Promise((r) => setTimeout(r, 300));
      release();
      await Promise.all([holder, rebuild, reject]);
      expect(await dirtyDays(db, m.store.id)).toEqual([day]);
      const statuses = (await m.call('GET', `analytics/v1/request-metrics?from=${day}&to=${day}`)).json<{
        statuses: { status: string; count: number }[];
      }>();
      expect(statuses.statuses.find((s) => s.status === 'rejected')?.count).toBe(1);
      await refreshAll(db);
      expect(await dirtyDays(db, m.store.id)).toEqual([]);
      const after = (await m.call('GET', `analytics/v1/request-metrics?from=${day}&to=${day}`)).json<{
        statuses: { status: string; count: number }[];
      }>();
      expect(after.statuses).toEqual(statuses.statuses);
    },
  );
});
