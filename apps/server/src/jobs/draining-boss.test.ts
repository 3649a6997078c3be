import { describe, expect, it } from 'vitest';
import { executorOf, type SqlExecutor } from '../outbox/sql-executor';
import { useTestApp } from '../test/build-test-app';
import { dbKinds } from '../test/test-db';
import { DrainingBoss } from './draining-boss';

const QUEUE = 'drain-check';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dbKinds)('stopping a pg-boss on %s', (kind) => {
  const t = useTestApp(kind);

  it('returns only after a job fetched as the stop began has run and its completion is stored', async () => {
    // The fetch that claims the job answers late: pg-boss's own stop sees no job running and returns,
    // and the handler would start after it.
    let claimed: () => void = () => {};
    const fetchHeld = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const real = executorOf(t.deps.db);
    const slowFetch: SqlExecutor = {
      async executeSql(text, values) {
        const result = await real.executeSql(text, values);
        if (text.includes('SKIP LOCKED') && result.rows.length > 0) {
          claimed();
          await released;
        }
        return result;
      },
    };
    const boss = new DrainingBoss(slowFetch, { schedule: false, supervise: false });
    await boss.start();
    await boss.createQueue(QUEUE, { name: QUEUE });
    const jobId = await boss.send(QUEUE, {});
    let handled = false;
    await boss.work(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async () => {
      await sleep(300);
      handled = true;
    });
    await fetchHeld;

    const drained = boss.drain(10_000);
    await sleep(200);
    release();
    await drained;

    expect(handled).toBe(true);
    const { rows } = await real.executeSql('select state from pgboss.job where name = $1 and id = $2', [
      QUEUE,
      jobId,
    ]);
    expect(rows).toEqual([{ state: 'completed' }]);
  }, 20_000);
});
