import { addDays } from '@roundtrip/core/analytics';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { dbKinds, embeddedDb } from '../../test/test-db';
import { analyticsScope, startOf } from './analytics-scope';
import { factsSource } from './facts-source';
import { medianDaysToRefund } from './median-days-to-refund';
import { refreshDirtyDays } from './refresh-rollups';

/** The clock is 2026-11-01T10:00Z, 15:30 in Kolkata. Varied refunds go to requests before 10 October. */
const RANGES: [string, string][] = [
  ['2026-09-20', '2026-11-01'],
  ['2026-10-01', '2026-10-09'],
  ['2026-10-02', '2026-10-09'],
  ['2026-10-05', '2026-10-05'],
  ['2026-10-12', '2026-10-20'],
  ['2026-10-13', '2026-10-20'],
  ['2026-10-25', '2026-11-01'],
  ['2026-12-01', '2026-12-05'],
];
const TZ = 'Asia/Kolkata';

type Merchant = Awaited<ReturnType<typeof merchant>>;

/** The raw query request-metrics ran before the first refunds were kept, word for word. */
async function reference(db: Db, storeId: string, [from, to]: [string, string]) {
  const [row] = await queryRows<{ median: string | null; n: number }>(
    db,
    sql`select percentile_cont(0.5) within group
        (order by extract(epoch from (first_refund - requested_at)) / 86400)::text as median, count(*)::int as n
      from (select min(r.created_at) as requested_at, min(f.created_at) as first_refund
        from refunds f join requests r on r.id = f.request_id
        where f.store_id = ${storeId} and f.status = 'succeeded' and f.created_at >= ${startOf(from, TZ)}
          and r.created_at >= ${startOf(from, TZ)} and r.created_at < ${startOf(addDays(to, 1), TZ)}
        group by f.request_id) per_request`,
  );
  return row ?? { median: null, n: 0 };
}

async function refreshAll(db: Db) {
  for (let more = true; more; ) more = (await refreshDirtyDays(db, 500)).more;
}

/** Every day of the store with data marked dirty: the facts are read from the raw tables. */
const allRaw = (db: Db, storeId: string) =>
  db.execute(sql`insert into analytics_dirty (store_id, day)
    select distinct store_id, (created_at at time zone ${TZ})::date from requests where store_id = ${storeId}
    on conflict do nothing`);

describe.each(embeddedDb)('median days to refund on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it('equals the raw percentile over failed, repeated, changed and deleted refunds, rolled up or not', {
    timeout: 240_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t, { domain: 'median.myshopify.com' });
    await db.execute(sql`update stores set timezone = ${TZ} where id = ${m.store.id}`);
    // Refunds 3 days after for the refunded and archived requests: buckets of one delay.
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 700,
      days: 42,
      now: t.clock.read(),
      currency: 'INR',
    });
    const parities = new Set<number>();
    const check = async (stage: string) => {
      const kept = await queryRows<{ request_id: string; first: string | null }>(
        db,
        sql`select request_id, first_refund_at::text as first from request_first_refunds
          where store_id = ${m.store.id} and first_refund_at is not null order by 1`,
      );
      const recomputed = await queryRows<{ request_id: string; first: string | null }>(
        db,
        sql`select request_id, min(created_at)::text as first from refunds
          where store_id = ${m.store.id} and status = 'succeeded' group by 1 order by 1`,
      );
      expect(kept, stage).toEqual(recomputed);
      for (const range of RANGES) {
        const expected = await reference(db, m.store.id, range);
        parities.add(expected.n % 2);
        const scope = await analyticsScope(t.deps, auth(m), { from: range[0], to: range[1] });
        const facts = await factsSource(t.deps, scope, ['refund_delay'], 'current');
        expect(await medianDaysToRefund(t.deps, scope, facts), `${stage} ${range}`).toBe(expected.median);
        const res = await m.call('GET', `analytics/v1/request-metrics?from=${range[0]}&to=${range[1]}`);
        expect(res.json<{ median_days_to_refund: number | null }>().median_days_to_refund).toBe(
          expected.median == null ? null : Math.round(Number(expected.median) * 10) / 10,
        );
      }
    };
    const everyWay = async (stage: string) => {
      await check(`${stage}, raw`);
      await refreshAll(db);
      await check(`${stage}, rolled up`);
      await allRaw(db, m.store.id);
      await check(`${stage}, all dirty`);
      await refreshAll(db);
    };
    await everyWay('seeded');

    // Requests before 10 October get refunds of every status at delays to the minute (one second apart
    // for a second refund), some before their 3-day refund.
    await db.execute(sql`insert into refunds (store_id, request_id, mode, status, amount, currency, idempotency_key,
        created_at, updated_at)
      select r.store_id, r.id, 'pay_to_source', x.status, 10, 'INR', 'extra-' || x.n || '-' || r.name,
        r.created_at + x.after, r.created_at + x.after
      from requests r, lateral (values
        (1, (array['succeeded', 'failed', 'pending'])[1 + abs(hashtext(r.name)) % 3],
          (abs(hashtext(r.name)) % 9000) * interval '1 minute'),
        (2, 'succeeded', (abs(hashtext(r.name || '2')) % 12000) * interval '1 minute' + interval '17.25 seconds')
      ) x(n, status, after)
      where r.store_id = ${m.store.id} and r.created_at < ${startOf('2026-10-10', TZ)}
        and abs(hashtext(r.name)) % 4 <> 0 and (x.n = 1 or abs(hashtext(r.name)) % 3 = 0)`);
    await everyWay('varied');

    // Pending refunds succeed or fail, succeeded ones fail, some are deleted or moved.
    await db.execute(sql`update refunds set status = case when abs(hashtext(idempotency_key)) % 2 = 0
        then 'succeeded' else 'failed' end where store_id = ${m.store.id} and status = 'pending'`);
    await db.execute(sql`update refunds set status = 'failed'
      where store_id = ${m.store.id} and status = 'succeeded' and abs(hashtext(idempotency_key)) % 5 = 0`);
    await db.execute(sql`delete from refunds
      where store_id = ${m.store.id} and idempotency_key like 'extra-2-%' and abs(hashtext(idempotency_key)) % 3 = 0`);
    // Moved earlier, never before the request (a refund is made on an existing request).
    await db.execute(sql`update refunds f set created_at = f.created_at - interval '2 hours 3 seconds'
      from requests r where r.id = f.request_id and f.store_id = ${m.store.id}
        and abs(hashtext(f.idempotency_key)) % 7 = 0 and f.created_at > r.created_at + interval '3 hours'`);
    await everyWay('changed');
    // Without a rebuild: the changed refunds' requests' days are dirty and read raw.
    await db.execute(sql`update refunds set status = 'failed'
      where store_id = ${m.store.id} and abs(hashtext(idempotency_key)) % 11 = 0`);
    await check('changed again, not rolled up');
    // A deleted request takes its first refund with it.
    await db.execute(
      sql`delete from requests where store_id = ${m.store.id} and abs(hashtext(name)) % 13 = 0`,
    );
    await everyWay('requests deleted');
    expect(parities).toEqual(new Set([0, 1]));
  });
});

const auth = (m: Merchant) => ({
  userId: m.user.id,
  storeId: m.store.id,
  storeDomain: m.store.domain,
  email: m.user.email,
  userType: 'admin' as const,
  permissions: [],
});

describe.each(dbKinds)('first refunds under concurrent refunds on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off' });

  it.runIf(kind === 'postgres')(
    'keep the earliest when two refunds of one request commit at once',
    {
      timeout: 60_000,
    },
    async () => {
      const db = t.database.db;
      const m = await merchant(t, { domain: 'race-refunds.myshopify.com' });
      await seedRequestHistory(db, {
        storeId: m.store.id,
        count: 14,
        days: 10,
        now: t.clock.read(),
        currency: 'INR',
      });
      // One request without refunds yet, one refunded 3 days after.
      const pick = async (refundedOnes: boolean) =>
        (
          await queryRows<{ id: string }>(
            db,
            sql`select id from requests where store_id = ${m.store.id}
            and (status in ('refunded', 'archived')) = ${refundedOnes} order by name limit 1`,
          )
        )[0];
      const fresh = await pick(false);
      const refunded = await pick(true);
      for (const request of [fresh, refunded]) {
        if (!request) throw new Error('no request to refund');
        const refund = (key: string, days: number) =>
          sql`insert into refunds (store_id, request_id, mode, status, amount, currency, idempotency_key, created_at)
          select store_id, id, 'pay_to_source', 'succeeded', 1, 'INR', ${key}, created_at + ${days} * interval '1 hour'
          from requests where id = ${request.id}`;
        // The earlier refund's transaction stays open while the later one is made: the later one's
        // recomputation must wait for it rather than keep its own refund as the first.
        let release = () => {};
        const held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const early = db.transaction(async (tx) => {
          await tx.execute(refund(`early-${request.id}`, 1));
          await held;
        });
        await new Promise((r) => setTimeout(r, 200));
        const late = db.execute(refund(`late-${request.id}`, 2));
        await new Promise((r) => setTimeout(r, 300));
        release();
        await Promise.all([early, late]);
        const [kept] = await queryRows<{ hours: number }>(
          db,
          sql`select extract(epoch from (first_refund_at - requested_at))::int / 3600 as hours
          from request_first_refunds where request_id = ${request.id}`,
        );
        expect(kept).toEqual({ hours: 1 });
      }
    },
  );
});
