import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoReturns, integrationLogs, sideEffects } from '../db/schema';
import { useTestApp } from '../test/build-test-app';
import { expectStatus, merchant } from '../test/request-setup';
import { dbKinds } from '../test/test-db';
import { startWorkers } from './workers';

async function until<T>(read: () => Promise<T>, done: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > end) return v;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe.each(dbKinds)('pg-boss side-effect workers on %s', (kind) => {
  const t = useTestApp(kind);

  it('runs the job sent in the action transaction, retrying a failed attempt with back-off', async () => {
    const m = await merchant(t);
    const r = await m.request();
    let calls = 0;
    const flaky = {
      ...t.deps.platform,
      createReturn: async (...a: Parameters<typeof t.deps.platform.createReturn>) => {
        calls += 1;
        if (calls === 1) throw new Error('Platform timeout');
        return t.deps.platform.createReturn(...a);
      },
    };
    const workers = await startWorkers({ ...t.deps, platform: flaky }, { pollingIntervalSeconds: 0.5 });
    try {
      expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
      const rows = await until(
        () =>
          t.database.db
            .select()
            .from(sideEffects)
            .where(and(eq(sideEffects.requestId, r.id), eq(sideEffects.effect, 'create_return'))),
        (v) => v[0]?.status === 'succeeded',
      );
      expect(rows[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
    } finally {
      await workers.stop();
    }
    const logs = await t.database.db
      .select()
      .from(integrationLogs)
      .where(eq(integrationLogs.requestId, r.id));
    expect(
      logs
        .filter((l) => l.kind === 'shopify')
        .map((l) => l.outcome)
        .sort(),
    ).toEqual(['failed', 'succeeded']);
    expect((await m.call('GET', `return-exchange/v1/${r.id}/common`)).json().platform_return_id).toBeTruthy();
  }, 30_000);

  it('a worker stopped between the platform call and the database write leaves one return and one refund', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({}, order);
    const real = t.deps.platform;
    const reached: string[] = [];
    // The platform does the write, then the worker never gets to record it: it is stopped mid-job.
    const hanging = {
      ...real,
      createReturn: async (...a: Parameters<typeof real.createReturn>) => {
        await real.createReturn(...a);
        reached.push('create_return');
        return new Promise<never>(() => {});
      },
      refund: async (...a: Parameters<typeof real.refund>) => {
        await real.refund(...a);
        reached.push('refund');
        return new Promise<never>(() => {});
      },
    };
    // A job takes the queue's expiry when sent: lowered first, so the stopped worker's own handler
    // timeout (it fails the job again) fires while this test still runs.
    const expireInSeconds = 3;
    const first = await startWorkers(
      { ...t.deps, platform: hanging },
      { pollingIntervalSeconds: 0.5, concurrency: 2, expireInSeconds },
    );
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/receive`, {}), 200);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'pay_to_source' }), 200);
    await until(
      async () => reached.length,
      (n) => n === 2,
    );
    const stoppedAt = Date.now();
    // No graceful wait: the jobs in flight are abandoned (pg-boss fails them back to the queue).
    await first.boss.stop({ graceful: false, wait: true });
    const effectsOf = () =>
      t.database.db
        .select()
        .from(sideEffects)
        .where(and(eq(sideEffects.requestId, r.id), ne(sideEffects.effect, 'notify_customer')));
    expect((await effectsOf()).map((e) => e.status)).toEqual(['pending', 'pending']);

    const second = await startWorkers(t.deps, { pollingIntervalSeconds: 0.5, expireInSeconds });
    try {
      const done = await until(effectsOf, (v) => v.every((e) => e.status === 'succeeded'), 30_000);
      expect(done.map((e) => [e.effect, e.status]).sort()).toEqual([
        ['create_return', 'succeeded'],
        ['refund', 'succeeded'],
      ]);
      // Outlive the stopped worker's handler timeout, so its late failure lands on a finished job.
      await new Promise((res) =>
        setTimeout(res, Math.max(0, stoppedAt + expireInSeconds * 1000 + 500 - Date.now())),
      );
    } finally {
      await second.stop();
    }
    const returns = await t.database.db
      .select()
      .from(demoReturns)
      .where(and(eq(demoReturns.storeId, m.store.id), eq(demoReturns.orderId, Number(order.id))));
    expect(returns).toHaveLength(1);
    expect((await real.getOrder(m.store.id, order.id))?.refunds).toHaveLength(1);
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.platform_return_id).toBe(String(returns[0]?.id));
    expect(detail.refunds).toMatchObject([{ status: 'succeeded' }]);
    expect(detail.needs_attention).toBe(false);
  }, 60_000);
});
