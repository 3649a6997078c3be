import { WORK_QUEUE_FILTERS, WORK_QUEUES } from '@roundtrip/core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

type Home = {
  plan_label: string;
  billing: boolean;
  queues: { queue: string; returns: number; exchanges: number }[];
  latest: { name: string; status: string }[];
  last_30_days: { requests: number; returned_value: string; daily: { requests: number }[] };
  portal_url: string;
  setup: { id: string; done: boolean }[];
};

describe.each(embeddedDb)('home on %s', (kind) => {
  const t = useTestApp(kind, { billing: 'off', publicUrl: 'https://returns.example' });

  it('counts each queue as its list does, names the plan and points to the portal', async () => {
    const m = await merchant(t, { domain: 'home-shop.myshopify.com' });
    const o1 = await m.order();
    const o2 = await m.order(undefined, 1);
    await m.request({}, o1);
    await m.request({ kind: 'exchange' }, o2);
    await m.request({ status: 'rejected' }, o2);
    await m.request({ status: 'received', lines: 1 }, o1);
    const res = await m.call('GET', 'dashboard/v1/home');
    expect(res.statusCode, res.body).toBe(200);
    const home = res.json<Home>();

    const counts = Object.fromEntries(home.queues.map((q) => [q.queue, [q.returns, q.exchanges]]));
    expect(counts.to_approve).toEqual([1, 1]);
    expect(counts.to_inspect).toEqual([1, 0]);
    for (const queue of WORK_QUEUES) {
      for (const type of ['return', 'exchange'] as const) {
        const list = await m.call('POST', 'return-exchange/v1/filter-list', {
          ...WORK_QUEUE_FILTERS[queue],
          type,
        });
        const shown = home.queues.find((q) => q.queue === queue);
        expect(list.json<{ total: number }>().total, `${queue} ${type}`).toBe(
          type === 'return' ? shown?.returns : shown?.exchanges,
        );
      }
    }

    expect(home.latest).toHaveLength(4);
    expect(home.last_30_days.requests).toBe(4);
    expect(home.last_30_days.daily).toHaveLength(30);
    expect(Number(home.last_30_days.returned_value)).toBeGreaterThan(0);
    expect(home.plan_label).toBe('Self-hosted: all features');
    expect(home.billing).toBe(false);
    expect(home.portal_url).toBe('https://returns.example/home-shop');
    const done = Object.fromEntries(home.setup.map((s) => [s.id, s.done]));
    expect(done).toMatchObject({ portal: true, reasons: true, refund_modes: false, platform: false });
  });

  it("never counts another store's requests", async () => {
    const other = await merchant(t, { domain: 'other-shop.myshopify.com' });
    await other.request({}, await other.order());
    const m = await merchant(t, { domain: 'home-shop.myshopify.com' });
    const home = (await m.call('GET', 'dashboard/v1/home')).json<Home>();
    expect(home.queues.every((q) => q.returns === 0 && q.exchanges === 0)).toBe(true);
    expect(home.latest).toEqual([]);
    expect(home.last_30_days.requests).toBe(0);
    expect(home.setup.find((s) => s.id === 'portal')?.done).toBe(false);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/v1/home' });
    expect(res.statusCode).toBe(401);
  });
});
