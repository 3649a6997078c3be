import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sideEffects } from '../db/schema';
import { useTestApp } from '../test/build-test-app';
import { expectStatus, merchant } from '../test/request-setup';
import { dbKinds } from '../test/test-db';
import { startWorkers } from './workers';

describe.each(dbKinds)('stopping the job workers on %s', (kind) => {
  const t = useTestApp(kind);

  it('lets the running job finish, then stops', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const real = t.deps.platform;
    let jobStarted: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      jobStarted = resolve;
    });
    // A platform call that takes a while, as Shopify's sometimes do.
    const slow = {
      ...real,
      createReturn: async (...a: Parameters<typeof real.createReturn>) => {
        jobStarted();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return real.createReturn(...a);
      },
    };
    const workers = await startWorkers({ ...t.deps, platform: slow }, { pollingIntervalSeconds: 0.5 });
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    await running;
    const stopping = Date.now();
    await workers.stop(10_000);
    expect(Date.now() - stopping).toBeGreaterThanOrEqual(1000);

    const [effect] = await t.database.db
      .select()
      .from(sideEffects)
      .where(and(eq(sideEffects.requestId, r.id), eq(sideEffects.effect, 'create_return')));
    expect(effect).toMatchObject({ status: 'succeeded', attempts: 1 });
    expect((await m.call('GET', `return-exchange/v1/${r.id}/common`)).json().platform_return_id).toBeTruthy();
  }, 30_000);
});
