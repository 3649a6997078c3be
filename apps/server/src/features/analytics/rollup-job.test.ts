import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { startWorkers } from '../../jobs/workers';
import { useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';
import { startAnalyticsRollups } from './rollup-job';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(embeddedDb)('the rollup job on %s', (kind) => {
  const t = useTestApp(kind);

  it('rebuilds a day a report read raw within seconds, not at the next minute’s round', {
    timeout: 60_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t);
    const dirty = async () =>
      (
        await queryRows<{ n: number }>(
          db,
          sql`select count(*)::int as n from analytics_dirty where store_id = ${m.store.id}::uuid`,
        )
      )[0]?.n;
    const until = async (done: () => Promise<boolean>, ms: number) => {
      for (const end = Date.now() + ms; Date.now() < end; await sleep(100)) if (await done()) return true;
      return false;
    };
    await m.request();
    expect(await dirty()).toBe(1);
    const workers = await startWorkers(t.deps, { pollingIntervalSeconds: 0.5 });
    try {
      await startAnalyticsRollups(workers.boss, t.deps, 0.5);
      // The round asked at start rebuilds the day; then no round is queued.
      expect(await until(async () => (await dirty()) === 0, 15_000)).toBe(true);
      expect(
        await until(
          async () =>
            (
              await queryRows<{ n: number }>(
                db,
                sql`select count(*)::int as n from pgboss.job where name = 'analytics-rollup' and state in ('created', 'retry', 'active')`,
              )
            )[0]?.n === 0,
          15_000,
        ),
      ).toBe(true);

      await m.request();
      expect(await dirty()).toBe(1);
      // Nothing asks for a round until a report reads the day: the next one is a minute away.
      await sleep(1500);
      expect(await dirty()).toBe(1);

      const range = 'from=2026-10-01&to=2026-11-01';
      const raw = await m.call('GET', `chart/v1/metrics?${range}`);
      expect(raw.statusCode, raw.body).toBe(200);
      expect(await until(async () => (await dirty()) === 0, 15_000)).toBe(true);
      const rolled = await m.call('GET', `chart/v1/metrics?${range}`);
      expect(rolled.json()).toEqual(raw.json());
      expect(rolled.json().requests.current).toBe(2);
    } finally {
      await workers.stop(5_000);
    }
  });
});
