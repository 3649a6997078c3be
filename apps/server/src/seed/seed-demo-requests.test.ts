import { REQUEST_STATUSES } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, requests, sideEffects, stores } from '../db/schema';
import type { Deps } from '../deps';
import { runPendingSideEffects } from '../jobs/run-side-effect';
import { useTestApp } from '../test/build-test-app';
import { startLocalSmtp } from '../test/local-smtp';
import { DEMO_LOGIN, seedDemoWithRequests } from './seed-demo';

describe('demo sample requests (pglite)', () => {
  const t = useTestApp('pglite', { billing: 'off' });
  let smtp: Awaited<ReturnType<typeof startLocalSmtp>>;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(() => smtp.close());

  it('leaves the first login with work in every status, some needing attention, over the last weeks', async () => {
    const now = t.clock.read();
    // A first start with SMTP_URL set: the seeded history must not mail its made-up shoppers.
    const withSmtp: Deps = { ...t.deps, config: { ...t.deps.config, smtpUrl: smtp.url } };
    await seedDemoWithRequests(withSmtp, now);
    // The workers start: the seed already ran the platform calls (the pre-order's refund was refused).
    expect(await runPendingSideEffects(withSmtp)).not.toContain('succeeded');
    expect(smtp.received).toEqual([]);
    const emails = await t.database.db.select().from(notifications);
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.filter((n) => n.status !== 'sent' || n.transport !== 'outbox')).toEqual([]);
    const pendingEmails = await t.database.db
      .select()
      .from(sideEffects)
      .where(eq(sideEffects.effect, 'notify_customer'));
    expect(pendingEmails.filter((e) => e.status === 'pending')).toEqual([]);
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
