import { addDays } from '@roundtrip/core/analytics';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { useTestApp } from '../../test/build-test-app';
import { bearer, logInAs } from '../../test/factories';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { refreshCustomerWindows } from './refresh-customer-totals';
import { refreshDirtyDays } from './refresh-rollups';

type Merchant = Awaited<ReturnType<typeof merchant>>;
/** A signed-in merchant's GET. */
type Get = (url: string) => ReturnType<Merchant['call']>;

const SPANS = [7, 30, 90, 365];
const DAY_MS = 86_400_000;

/** Every customer report of every preset range ending `today`, as the bytes the merchant gets. */
async function answers(call: Get, today: string, limit = 100) {
  const out: Record<string, string> = {};
  const get = async (url: string) => {
    const res = await call(url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    out[url] = res.body;
    return res;
  };
  await get('analytics/v1/customers-metrics');
  for (const span of SPANS) {
    const range = `from=${addDays(today, -(span - 1))}&to=${today}`;
    await get(`analytics/v1/customers-metrics?${range}`);
    const first = await get(`analytics/v1/customers-metrics-all?${range}&limit=${limit}&page=1`);
    const pages = Math.ceil(first.json<{ total: number }>().total / limit);
    for (let page = 2; page <= pages + 1; page++)
      await get(`analytics/v1/customers-metrics-all?${range}&limit=${limit}&page=${page}`);
  }
  return out;
}

const windows = (db: Db, storeId: string) =>
  queryRows<{ span: number; fresh: boolean }>(
    db,
    sql`select span, built is not distinct from version as fresh from analytics_customer_windows
      where store_id = ${storeId}::uuid order by span`,
  );

const staleSpans = async (db: Db, storeId: string) =>
  (await windows(db, storeId)).filter((w) => !w.fresh).map((w) => w.span);

/**
 * Makes every window stale, so the reports answer from the customers' instants, or from the requests where
 * their days are dirty.
 */
const forceRaw = (db: Db) => db.execute(sql`update analytics_customer_windows set version = version + 1`);

/** Rolls up every dirty day, as the job's rounds do: the customers' instants then answer. */
const rollUp = async (db: Db) => {
  for (let more = true; more; ) more = (await refreshDirtyDays(db)).more;
};

/** Marks every day of the tests' histories dirty (writer -1): the requests alone answer, until unmarked. */
const markAll = (db: Db, storeId: string) =>
  db.execute(sql`insert into analytics_dirty (store_id, day, writer)
    select ${storeId}::uuid, d::date, -1 from generate_series('2024-06-01'::date, '2026-12-31'::date, '1 day') d
    on conflict do nothing`);
const unmarkAll = (db: Db) => db.execute(sql`delete from analytics_dirty where writer = -1`);

/**
 * The customer totals kept for the preset ranges against the raw path (customer-reports.routes.test.ts
 * checks the raw path against plain queries), and the customers' instants (any range) against both: the
 * same bytes after a build, after today's requests, after changes in the window (stale: the instants with
 * the changed days read raw, then rebuilt), after the day rolls and after a timezone change. New York: the
 * test clock's day, 1 November 2026, is the 25-hour day summer time ends; the 365 days and the 365 before
 * span three years of instants.
 */
describe.each(dbKinds)('customer totals for the preset ranges on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('answer what the raw path answers, in every state', { timeout: 300_000 }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'totals.myshopify.com' });
    await db.execute(sql`update stores set timezone = 'America/New_York' where id = ${m.store.id}::uuid`);
    // 600 requests over 800 days: every window has customers, and the year's list takes two pages.
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 600,
      days: 800,
      now: t.clock.read(),
      currency: 'USD',
    });
    // The same address in several cases, and requests without an email (as customer-reports' test).
    await db.execute(sql`update requests set
        customer_email = case when abs(hashtext(id::text)) % 11 = 0 then ''
          else (array['Ana', 'ana', 'BO', 'bo', 'Cy'])[1 + abs(hashtext(name)) % 5] || (abs(hashtext(name)) % 97)
            || '@Example.com' end
      where store_id = ${m.store.id}::uuid`);
    let today = '2026-11-01';
    let get: Get = (url) => m.call('GET', url);
    const round = () => refreshCustomerWindows(db, t.clock.read());
    /**
     * Fast (every window fresh after a round) against the instants (every window stale, every day rolled
     * up) and raw (every day dirty), byte for byte.
     */
    const exact = async (label: string) => {
      await round();
      expect(await staleSpans(db, m.store.id), label).toEqual([]);
      const fast = await answers(get, today);
      await forceRaw(db);
      expect(fast, label).toEqual(await answers(get, today));
      await rollUp(db);
      expect(fast, `${label}: the instants`).toEqual(await answers(get, today));
      await markAll(db, m.store.id);
      expect(fast, `${label}: raw`).toEqual(await answers(get, today));
      await unmarkAll(db);
      await round();
      return fast;
    };

    // A store's first look makes its windows; nothing is built before a round.
    expect(await windows(db, m.store.id)).toEqual([]);
    const first = await answers(get, today);
    expect((await windows(db, m.store.id)).map((w) => w.span)).toEqual(SPANS);
    expect(await staleSpans(db, m.store.id)).toEqual(SPANS);
    expect(await exact('built')).toEqual(first);

    // The totals are really read: a wrong total shows (then the round puts it right).
    await db.execute(sql`update analytics_customer_totals set requests = requests + 1000 where span = 90`);
    const range90 = `from=${addDays(today, -89)}&to=${today}`;
    const tampered = await get(`analytics/v1/customers-metrics?${range90}`);
    expect(tampered.body).not.toBe(first[`analytics/v1/customers-metrics?${range90}`]);
    expect(tampered.json<{ top: { requests: number }[] }>().top[0]?.requests).toBeGreaterThan(1000);
    await forceRaw(db);

    // Requests today: nothing goes stale; today is read from the requests.
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 25,
      days: 0.2,
      now: t.clock.read(),
      currency: 'USD',
    });
    await round();
    await db.execute(sql`insert into requests (store_id, name, kind, status, order_id, order_name, customer_name,
        customer_email, currency, presentment_currency, created_at, updated_at)
      select store_id, name || '-T', kind, status, order_id, order_name, customer_name, upper(customer_email),
        currency, presentment_currency, ${t.clock.read().toISOString()}::timestamptz,
        ${t.clock.read().toISOString()}::timestamptz
      from requests where store_id = ${m.store.id}::uuid and customer_email <> '' order by name limit 5`);
    expect(await staleSpans(db, m.store.id)).toEqual([]);
    const withToday = await answers(get, today);
    expect(withToday).not.toEqual(first);
    expect(await exact('today')).toEqual(withToday);

    // Changes in the past: only the windows covering the day go stale; the raw answer meanwhile is the
    // one the rebuilt totals give.
    const ago = (days: number) => new Date(t.clock.read().getTime() - days * DAY_MS);
    const changes: [string, () => Promise<unknown>, number[]][] = [
      [
        'back-dated insert 40 days ago',
        () =>
          seedRequestHistory(db, { storeId: m.store.id, count: 3, days: 0.5, now: ago(40), currency: 'USD' }),
        [30, 90, 365],
      ],
      [
        'delete 100 days ago',
        () =>
          db.execute(sql`delete from requests where id = (select id from requests where store_id = ${m.store.id}::uuid
            and customer_email <> '' and created_at < ${ago(100).toISOString()}::timestamptz order by created_at desc limit 1)`),
        [90, 365],
      ],
      [
        'email change 5 days ago',
        () =>
          db.execute(sql`update requests set customer_email = 'Someone.New@Example.com' where id = (select id from requests
            where store_id = ${m.store.id}::uuid and customer_email <> '' and created_at < ${ago(5).toISOString()}::timestamptz
            order by created_at desc limit 1)`),
        [7, 30, 90, 365],
      ],
      [
        'created_at moved from 500 to 3 days ago',
        () =>
          db.execute(sql`update requests set created_at = created_at + interval '497 days' where id = (select id from requests
            where store_id = ${m.store.id}::uuid and customer_email <> '' and created_at < ${ago(500).toISOString()}::timestamptz
            order by created_at desc limit 1)`),
        [7, 30, 90, 365],
      ],
    ];
    for (const [label, change, stale] of changes) {
      const before = await answers(get, today);
      await change();
      expect(await staleSpans(db, m.store.id), label).toEqual(stale);
      const raw = await answers(get, today);
      expect(raw, label).not.toEqual(before);
      expect(await exact(label), label).toEqual(raw);
    }
    // A change outside every window (an email without requests' day in it: 800 days ago) leaves them fresh.
    await db.execute(sql`update requests set customer_email = 'old@example.com' where id = (select id from requests
      where store_id = ${m.store.id}::uuid and created_at < ${ago(760).toISOString()}::timestamptz limit 1)`);
    expect(await staleSpans(db, m.store.id)).toEqual([]);

    // The day rolls: yesterday's anchor is no longer the store's, so the reports read raw until a round.
    t.clock.advance(DAY_MS);
    today = '2026-11-02';
    const { token } = await logInAs(t.app, m.store, m.user);
    get = (url) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
    const rolled = await answers(get, today);
    expect(await exact('day rolled')).toEqual(rolled);

    // A new timezone moves every local day: raw until a round rebuilds under it.
    await db.execute(sql`update stores set timezone = 'Asia/Kolkata' where id = ${m.store.id}::uuid`);
    const moved = await answers(get, '2026-11-02');
    expect(moved).not.toEqual(rolled);
    const inKolkata = await exact('timezone change');
    expect(inKolkata).toEqual(moved);

    // Another store's requests, with the same addresses and windows of its own, never count. One every
    // two or three days over the 800: every window has some, and its rollup stays a third of the days.
    const other = await merchant(t, { domain: 'other-totals.myshopify.com' });
    await seedRequestHistory(db, {
      storeId: other.store.id,
      count: 300,
      days: 800,
      now: t.clock.read(),
      currency: 'USD',
    });
    await db.execute(
      sql`update requests set customer_email = 'ana1@example.com' where store_id = ${other.store.id}::uuid`,
    );
    const theirs = await answers((url) => other.call('GET', url), today);
    for (const span of SPANS)
      expect(
        theirs[`analytics/v1/customers-metrics?from=${addDays(today, -(span - 1))}&to=${today}`],
      ).toContain('ana1@example.com');
    await round();
    expect(await staleSpans(db, other.store.id)).toEqual([]);
    expect(await exact('another store')).toEqual(inKolkata);
  });

  it('merge today into the kept ranking and counts as the raw path ranks and counts', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const now = t.clock.read();
    const at = (days: number, minutes = 0) => new Date(now.getTime() - days * DAY_MS - minutes * 60_000);
    const today = (minutes: number) => at(0, minutes);
    // The store's day began at 04:00Z (New York), six hours before the clock: `today(m)` is today for m < 360.
    const plan: [string, Date][] = [
      // Ten regulars of three requests each: five tie on requests and last (the email decides), five on requests.
      ...['r0', 'r1', 'r2', 'r3', 'r4'].flatMap((c) =>
        [2, 3, 4].map((d): [string, Date] => [`${c}@x.com`, at(d)]),
      ),
      ...['r5', 'r6', 'r7', 'r8', 'r9'].flatMap((c, i) =>
        [2, 3, 4].map((d): [string, Date] => [`${c}@x.com`, at(d, i * 7)]),
      ),
      ...[1, 2, 3, 4, 5].map((d): [string, Date] => ['big@x.com', at(d)]),
      // Two kept requests and three today (in two cases): ties `big` on requests, ahead on last.
      ['climber@x.com', at(2)],
      ['climber@x.com', at(2, 30)],
      ['Climber@X.com', today(20)],
      ['climber@x.com', today(40)],
      ['climber@x.com', today(60)],
      // Only today: enters the top ten past every regular.
      ...[10, 11, 12, 13].map((m): [string, Date] => ['fresh@x.com', today(m)]),
      // One kept and two today: ties the regulars on requests, ahead on last; repeats only with today.
      ['tie@x.com', at(3)],
      ['tie@x.com', today(100)],
      ['tie@x.com', today(101)],
      // One kept and one today: becomes a repeat customer.
      ['one@x.com', at(1)],
      ['one@x.com', today(5)],
      // Only `before` in 7 days (current in 30): customers_before, not customers.
      ['old@x.com', at(10)],
      ['old@x.com', at(11)],
      // `before` kept (7 days) and one today: a customer again, not a repeat.
      ['back@x.com', at(12)],
      ['back@x.com', today(7)],
      // Only `before` in 30 days, current in 90.
      ...[40, 41, 42].map((d): [string, Date] => ['gone@x.com', at(d)]),
      // Today without an email: no customer.
      ['', today(3)],
    ];
    const m = await merchant(t, { domain: 'merge-totals.myshopify.com' });
    // Only `before` requests in every window shorter than 30 days: a top of none, counts of some.
    const quiet = await merchant(t, { domain: 'quiet-totals.myshopify.com' });
    const quietPlan: [string, Date][] = [
      ['past@x.com', at(10)],
      ['past@x.com', at(11)],
      ['once@x.com', at(12)],
    ];
    for (const [store, rows] of [
      [m.store.id, plan],
      [quiet.store.id, quietPlan],
    ] as const) {
      await db.execute(sql`update stores set timezone = 'America/New_York' where id = ${store}::uuid`);
      await seedRequestHistory(db, { storeId: store, count: rows.length, days: 1, now, currency: 'USD' });
      const emails = sql.join(
        rows.map(([e]) => sql`${e}`),
        sql`, `,
      );
      const times = sql.join(
        rows.map(([, d]) => sql`${d.toISOString()}`),
        sql`, `,
      );
      await db.execute(sql`with p as (
          select * from unnest(array[${emails}]::text[], array[${times}]::timestamptz[]) with ordinality as p(email, at, i)),
        n as (select id, row_number() over (order by name) as i from requests where store_id = ${store}::uuid)
        update requests r set customer_email = p.email, created_at = p.at from n join p on p.i = n.i where r.id = n.id`);
    }
    const stores = [
      { id: m.store.id, get: ((url) => m.call('GET', url)) as Get },
      { id: quiet.store.id, get: ((url) => quiet.call('GET', url)) as Get },
    ];
    const round = () => refreshCustomerWindows(db, now);
    for (const s of stores) await answers(s.get, '2026-11-01', 3);
    await round();
    const fast: Record<string, string>[] = [];
    for (const s of stores) {
      expect(await staleSpans(db, s.id)).toEqual([]);
      fast.push(await answers(s.get, '2026-11-01', 3));
    }
    await forceRaw(db);
    for (const [i, s] of stores.entries()) expect(fast[i]).toEqual(await answers(s.get, '2026-11-01', 3));

    // What the merge had to get right, as the merchant sees it (7 days).
    type Metrics = {
      customers: { current: number; previous: number };
      repeat_customers: { current: number; previous: number };
      top: { email: string; requests: number }[];
    };
    const week = (i: number) =>
      JSON.parse(
        fast[i]?.['analytics/v1/customers-metrics?from=2026-10-26&to=2026-11-01'] ?? '{}',
      ) as Metrics;
    expect(week(0).top.map((c) => `${c.email} ${c.requests}`)).toEqual([
      'climber@x.com 5',
      'big@x.com 5',
      'fresh@x.com 4',
      'tie@x.com 3',
      'r0@x.com 3',
      'r1@x.com 3',
      'r2@x.com 3',
      'r3@x.com 3',
      'r4@x.com 3',
      'r5@x.com 3',
    ]);
    expect(week(0).customers).toMatchObject({ current: 16, previous: 2 });
    expect(week(0).repeat_customers).toMatchObject({ current: 15, previous: 1 });
    expect(week(1).top).toEqual([]);
    expect(week(1).customers).toMatchObject({ current: 0, previous: 2 });
  });

  it('drop the windows no report asked for in 30 days, and make them again on the next look', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'unread-totals.myshopify.com' });
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 400,
      days: 120,
      now: t.clock.read(),
      currency: 'INR',
    });
    const round = () => refreshCustomerWindows(db, t.clock.read());
    const mine = () =>
      queryRows<{ span: number; read_on: string }>(
        db,
        sql`select span, to_char(read_on, 'YYYY-MM-DD') as read_on from analytics_customer_windows
          where store_id = ${m.store.id}::uuid order by span`,
      );
    const kept = async () =>
      (
        await queryRows<{ span: number }>(
          db,
          sql`select distinct span from analytics_customer_totals where store_id = ${m.store.id}::uuid order by span`,
        )
      ).map((r) => r.span);
    const signIn = async (): Promise<Get> => {
      const { token } = await logInAs(t.app, m.store, m.user);
      return (url) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
    };
    const days90 = (today: string) =>
      `analytics/v1/customers-metrics?from=${addDays(today, -89)}&to=${today}`;

    await answers((url) => m.call('GET', url), '2026-11-01');
    await round();
    expect(await mine()).toEqual(SPANS.map((span) => ({ span, read_on: '2026-11-01' })));
    expect(await kept()).toEqual(SPANS);

    // Twenty days on, the merchant opens the last 90 days only: that window is read on its new day.
    t.clock.advance(20 * DAY_MS);
    let get = await signIn();
    expect((await get(days90('2026-11-21'))).statusCode).toBe(200);
    expect(await round()).toEqual({ rebuilt: 4, dropped: 0 });
    expect((await get(days90('2026-11-21'))).statusCode).toBe(200);
    expect(await mine()).toEqual([
      { span: 7, read_on: '2026-11-01' },
      { span: 30, read_on: '2026-11-01' },
      { span: 90, read_on: '2026-11-21' },
      { span: 365, read_on: '2026-11-01' },
    ]);

    // Thirty days unread are kept; the thirty-first day drops the three windows with their rows.
    t.clock.advance(10 * DAY_MS);
    expect(await round()).toEqual({ rebuilt: 4, dropped: 0 });
    t.clock.advance(DAY_MS);
    expect(await round()).toEqual({ rebuilt: 1, dropped: 3 });
    expect(await mine()).toEqual([{ span: 90, read_on: '2026-11-21' }]);
    expect(await kept()).toEqual([90]);

    // The next look at a dropped range answers from the requests and makes its window again; once a round
    // built it, the same look answers the same bytes from the totals.
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 60,
      days: 20,
      now: t.clock.read(),
      currency: 'INR',
    });
    get = await signIn();
    const week = 'analytics/v1/customers-metrics?from=2026-11-26&to=2026-12-02';
    const raw = await get(week);
    expect(raw.json<{ customers: { current: number } }>().customers.current).toBeGreaterThan(0);
    expect(await mine()).toEqual([
      { span: 7, read_on: '2026-12-02' },
      { span: 90, read_on: '2026-11-21' },
    ]);
    expect(await round()).toEqual({ rebuilt: 2, dropped: 0 });
    expect(await staleSpans(db, m.store.id)).toEqual([]);
    expect((await get(week)).body).toBe(raw.body);
  });

  it.runIf(kind === 'postgres')(
    'keep every change committed while a window is rebuilt',
    { timeout: 120_000 },
    async () => {
      const db = t.database.db;
      const m = await merchant(t, { domain: 'race-totals.myshopify.com' });
      await seedRequestHistory(db, {
        storeId: m.store.id,
        count: 600,
        days: 60,
        now: t.clock.read(),
        currency: 'INR',
      });
      const round = () => refreshCustomerWindows(db, t.clock.read());
      await answers((url) => m.call('GET', url), '2026-11-01');
      await round();
      const pause = () => new Promise((r) => setTimeout(r, 300));

      // A request made today, committed only after the day rolled and the round began: it read the old anchor
      // (today is outside it), so the rebuild must wait for it rather than build yesterday without it.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let inserted = () => {};
      const writing = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const writer = db.transaction(async (tx) => {
        await tx.execute(sql`insert into requests (store_id, name, kind, status, order_id, order_name, customer_name,
          customer_email, currency, presentment_currency, created_at, updated_at)
        select store_id, 'RACE-1', kind, status, order_id, order_name, customer_name, 'Race@Example.com',
          currency, presentment_currency, ${t.clock.read().toISOString()}::timestamptz, now()
        from requests where store_id = ${m.store.id}::uuid limit 1`);
        inserted();
        await held;
      });
      await writing;
      t.clock.advance(DAY_MS);
      const { token } = await logInAs(t.app, m.store, m.user);
      const get: Get = (url) => t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearer(token) });
      let rebuilt = false;
      const rebuild = round().then(() => {
        rebuilt = true;
      });
      await pause();
      expect(rebuilt).toBe(false);
      release();
      await Promise.all([writer, rebuild]);
      expect(await staleSpans(db, m.store.id)).toEqual([]);
      const fast = await answers(get, '2026-11-02');
      expect(fast['analytics/v1/customers-metrics?from=2026-10-27&to=2026-11-02']).toContain(
        'race@example.com',
      );
      await forceRaw(db);
      expect(await answers(get, '2026-11-02')).toEqual(fast);
      await round();

      // A change committed after a rebuild took its version, before its rows: the window stays stale.
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from analytics_customer_totals where store_id = ${m.store.id}::uuid and span = 7
        order by email limit 1 for update`);
        await pause();
        await pause();
      });
      await db.execute(sql`update analytics_customer_windows set version = version + 1
      where store_id = ${m.store.id}::uuid and span = 7`);
      const second = round();
      await pause();
      await db.execute(sql`delete from requests where id = (select id from requests where store_id = ${m.store.id}::uuid
      and customer_email <> '' and created_at < ${t.clock.read().toISOString()}::timestamptz - interval '3 days'
      order by created_at desc limit 1)`);
      await Promise.all([holder, second]);
      // Span 7 was rebuilt after the delete, from rows that include it, yet it is stale: its build took the
      // version before. The others were fresh and are stale from the delete itself.
      expect(await staleSpans(db, m.store.id)).toEqual(SPANS);
      const raw = await answers(get, '2026-11-02');
      await round();
      expect(await staleSpans(db, m.store.id)).toEqual([]);
      expect(await answers(get, '2026-11-02')).toEqual(raw);
    },
  );

  it.runIf(kind === 'postgres')(
    'keep an unread window a report reads while the round drops it',
    { timeout: 60_000 },
    async () => {
      const db = t.database.db;
      const m = await merchant(t, { domain: 'read-race-totals.myshopify.com' });
      await seedRequestHistory(db, {
        storeId: m.store.id,
        count: 200,
        days: 60,
        now: t.clock.read(),
        currency: 'INR',
      });
      const week = (today: string) => `analytics/v1/customers-metrics?from=${addDays(today, -6)}&to=${today}`;
      expectStatus(await m.call('GET', week('2026-11-01')), 200);
      const round = () => refreshCustomerWindows(db, t.clock.read());
      expect(await round()).toMatchObject({ rebuilt: 1 });

      // Thirty-one days on, a report's read of the window (its ranking marks it) holds the row while the
      // round would drop it: the round waits, then keeps the window and rebuilds it for the new day.
      t.clock.advance(31 * DAY_MS);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let marked = () => {};
      const marking = new Promise<void>((resolve) => {
        marked = resolve;
      });
      const reader = db.transaction(async (tx) => {
        await tx.execute(sql`update analytics_customer_windows set read_on = '2026-12-02'
          where store_id = ${m.store.id}::uuid and span = 7`);
        marked();
        await held;
      });
      await marking;
      let done = false;
      const dropping = round().then((r) => {
        done = true;
        return r;
      });
      await new Promise((r) => setTimeout(r, 300));
      expect(done).toBe(false);
      release();
      await reader;
      expect(await dropping).toEqual({ rebuilt: 1, dropped: 0 });
      expect(await staleSpans(db, m.store.id)).toEqual([]);
      const { token } = await logInAs(t.app, m.store, m.user);
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/${week('2026-12-02')}`,
        headers: bearer(token),
      });
      expectStatus(res, 200);
    },
  );
});
