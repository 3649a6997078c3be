import { REQUEST_STATUSES } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests, stores } from './db/schema';
import { runPendingSideEffects } from './jobs/run-side-effect';
import { DEMO_LOGIN, seedDemoWithRequests } from './seed-demo';
import { useTestApp } from './test/build-test-app';

describe('demo sample requests (pglite)', () => {
  const t = useTestApp('pglite', { billing: 'off' });

  it('leaves the first login with work in every status, some needing attention, over the last weeks', async () => {
    const now = t.clock.read();
    await seedDemoWithRequests(t.deps, now);
    // The workers run the platform calls: the pre-order's refund is refused by the gateway.
    await runPendingSideEffects(t.deps);
    const rows = await t.database.db.select().from(requests);
    // The billing demo store starts empty on purpose (seed-demo.ts): the samples are the demo store's.
    for (const store of await t.database.db
      .select()
      .from(stores)
      .where(eq(stores.domain, DEMO_LOGIN.store))) {
      const mine = rows.filter((r) => r.storeId === store.id);
      const count = (status: string) => mine.filter((r) => r.status === status).length;
      const counts = Object.fromEntries(REQUEST_STATUSES.map((s) => [s, count(s)]));
      expect({
        store: store.domain,
        counts,
        missing: REQUEST_STATUSES.filter((s) => count(s) === 0),
      }).toMatchObject({
        missing: [],
      });
      expect(count('refunded'), store.domain).toBeGreaterThanOrEqual(2);
      expect(mine.filter((r) => r.kind === 'exchange' && r.status === 'approved').length).toBeGreaterThan(0);
      const attention = mine.filter((r) => r.needsAttention);
      expect(attention.length, store.domain).toBeGreaterThan(0);
      expect(attention.map((r) => r.attentionError).join()).toContain('180 days');
      const ages = mine.map((r) => (now.getTime() - r.createdAt.getTime()) / 86_400_000);
      expect(Math.max(...ages)).toBeGreaterThan(14);
      expect(Math.min(...ages)).toBeLessThan(7);
    }

    const login = await t.app.inject({ method: 'POST', url: '/api/user/login', payload: DEMO_LOGIN });
    const { token } = login.json<{ token: string }>();
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/return-exchange/v1/filter-list',
      headers: { authorization: `Bearer ${token}` },
      payload: { type: 'return' },
    });
    expect(list.json<{ total: number }>().total).toBeGreaterThan(0);
  }, 120_000);
});
