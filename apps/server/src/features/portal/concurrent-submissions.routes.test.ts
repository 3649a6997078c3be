import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { requestAllowance, requests, stores } from '../../db/schema';
import { burst, countStatuses } from '../../test/bursts';
import { makeOrder, pickupReturnBody, usePortalTest } from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';

/** The submission held inside its transaction: the key its `created` event carries. */
const HELD_KEY = randomUUID();
const HOLD_LOCK = 424242;

// Submissions to one store on different orders run side by side (docs/scale.md, "Submissions"): nothing
// one holds until it commits (its day's analytics mark, its allowance row) makes another wait.
// PGlite runs one query at a time, so only PostgreSQL can show it; skipped without TEST_DATABASE_URL.
describe.runIf(dbKinds.includes('postgres'))('concurrent submissions to one store on postgres', () => {
  const t = usePortalTest('postgres');
  const db = () => t.database.db;

  afterEach(async () => {
    await db().execute(sql`drop trigger if exists test_hold_submission on request_events`);
    await db().execute(sql`drop function if exists test_hold_submission()`);
  });

  const billing = (mode: 'off' | 'shopify') =>
    db().update(stores).set({ billing: mode }).where(eq(stores.id, t.store.id));

  /** Orders #1001… with one line each, and a session on each (one lookup per order, each from its own address). */
  async function sessions(n: number): Promise<string[]> {
    for (let i = 2; i <= n; i++)
      t.platform.orders.set(`${5000 + i}`, makeOrder({ id: `${5000 + i}`, name: `#${1000 + i}` }));
    const opened: string[] = [];
    for (let i = 1; i <= n; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/session-data',
        payload: { store: 'acme', order_number: `#${1000 + i}`, contact: 'asha@example.com' },
        remoteAddress: `10.9.${i >> 8}.${i & 255}`,
      });
      expect(res.statusCode).toBe(201);
      opened.push(res.json<{ session_id: string }>().session_id);
    }
    return opened;
  }

  const submit = async (session: string, key = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': key },
      payload: await pickupReturnBody(t, session),
    });

  /** Backends of this database waiting on a lock, by kind: a held submission shows as `advisory`. */
  const lockWaits = async () =>
    (
      await queryRows<{ locktype: string }>(
        db(),
        sql`select l.locktype from pg_locks l join pg_stat_activity a on a.pid = l.pid
          where not l.granted and a.datname = current_database()`,
      )
    ).map((r) => r.locktype);

  it.each([
    ['billing off', 'off'],
    ['a limited plan (5 a month)', 'shopify'],
  ] as const)(
    'with %s, a second submission does not wait for one held before its commit',
    async (_, mode) => {
      await billing(mode);
      const [first, second] = await sessions(2);
      if (!first || !second) throw new Error('no sessions');
      // The first submission stops in its own transaction once its request, items and analytics marks are
      // written (and its allowance row taken), right after its `created` event: it waits for this lock.
      await db().execute(
        sql.raw(`create function test_hold_submission() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock(${HOLD_LOCK}); return null; end $$`),
      );
      await db().execute(
        sql.raw(`create trigger test_hold_submission after insert on request_events for each row
        when (new.data->>'idempotency_key' = '${HELD_KEY}') execute function test_hold_submission()`),
      );
      let release = () => {};
      let holding = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      const holder = db().transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_LOCK})`);
        holding();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await held;
      const firstAnswer = submit(first, HELD_KEY);
      for (let i = 0; !(await lockWaits()).includes('advisory'); i++) {
        if (i > 600) throw new Error('the first submission never reached its hold');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }

      const secondAnswer = await submit(second);
      expect(secondAnswer.statusCode).toBe(201);
      // The first is still inside its transaction, and it is the only one waiting, on the test's lock.
      expect(await lockWaits()).toEqual(['advisory']);
      expect(await db().select().from(requests)).toHaveLength(1);

      release();
      await holder;
      expect((await firstAnswer).statusCode).toBe(201);
      expect(await db().select().from(requests)).toHaveLength(2);
    },
  );

  it('keeps a limited plan to exactly 5 requests under 50 simultaneous submissions', async () => {
    await billing('shopify');
    const opened = await sessions(50);
    const answers = await burst(50, (i) => submit(opened[i] ?? ''));
    expect(countStatuses(answers)).toEqual({ 201: 5, 409: 45 });
    expect(await db().select().from(requests)).toHaveLength(5);
    const rows = await db().select().from(requestAllowance).where(eq(requestAllowance.storeId, t.store.id));
    expect(rows.map((r) => r.taken)).toEqual([true, true, true, true, true]);
  });
});
