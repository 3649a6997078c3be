import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationLogs, sideEffects } from '../db/schema';
import { expectStatus, merchant } from '../features/requests/request-test-setup';
import { useTestApp } from '../test/build-test-app';
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
        () => t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id)),
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
    expect(logs.map((l) => l.outcome).sort()).toEqual(['failed', 'succeeded']);
    expect((await m.call('GET', `return-exchange/v1/${r.id}/common`)).json().platform_return_id).toBeTruthy();
  }, 30_000);
});
