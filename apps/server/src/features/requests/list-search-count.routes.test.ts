import { type FilterListBody, filterListBody, SEARCH_COUNT_CAP } from '@roundtrip/core';
import { count, desc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '../../db/schema';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { type TestApp, useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { listWhere } from './list-where';

type Merchant = Awaited<ReturnType<typeof merchant>>;

/** The plain filter on the requests: the first page's ids and how many match in all. */
async function plain(t: TestApp, m: Merchant, body: FilterListBody) {
  const { limit, ...rest } = filterListBody.parse(body);
  const where = listWhere(m.store.id, rest, t.clock.read());
  const rows = await t.database.db
    .select({ id: requests.id })
    .from(requests)
    .where(where)
    .orderBy(desc(requests.createdAt), desc(requests.id))
    .limit(limit);
  const [all] = await t.database.db.select({ n: count() }).from(requests).where(where);
  return { ids: rows.map((r) => r.id), n: all?.n ?? 0 };
}

async function listed(m: Merchant, body: FilterListBody) {
  const res = await m.call('POST', 'return-exchange/v1/filter-list', body);
  expectStatus(res, 200);
  const page = res.json() as { docs: { id: string }[]; total: number; total_capped: boolean };
  return { ids: page.docs.map((d) => d.id), total: page.total, total_capped: page.total_capped };
}

describe.each(dbKinds)('a common search counted to 1,000 on %s', (kind) => {
  const t = useTestApp(kind);

  it('says "1,000+" for a name on more than 1,000 requests, and counts exactly below it', {
    timeout: 120_000,
  }, async () => {
    const m = await merchant(t);
    const other = await merchant(t, { domain: 'other.myshopify.com' });
    const now = t.clock.read();
    // The seed names one request in ten "Mehta": 1,050 here, 100 in the other store.
    await seedRequestHistory(t.database.db, {
      storeId: m.store.id,
      count: 10_500,
      days: 90,
      now,
      currency: 'INR',
    });
    await seedRequestHistory(t.database.db, {
      storeId: other.store.id,
      count: 1_000,
      days: 90,
      now,
      currency: 'INR',
    });

    const common: FilterListBody = {
      status: 'all',
      includeArchived: true,
      dateFilter: 'all',
      search: 'mehta',
    };
    const all = await plain(t, m, common);
    expect(all.n).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(await listed(m, common)).toEqual({ ids: all.ids, total: SEARCH_COUNT_CAP, total_capped: true });

    // Fewer matches than the cap once a filter narrows them: the count is exact.
    const narrowed: FilterListBody = { ...common, type: 'exchange', status: 'rejected' };
    const few = await plain(t, m, narrowed);
    expect(few.n).toBeGreaterThan(0);
    expect(few.n).toBeLessThan(SEARCH_COUNT_CAP);
    expect(await listed(m, narrowed)).toEqual({ ids: few.ids, total: few.n, total_capped: false });

    // A search its index answers (few ids over a short range) and a list without a search keep the list's cap.
    const lastWeek: FilterListBody = { status: 'all', dateFilter: 'last_week', search: 'mehta' };
    const week = await plain(t, m, lastWeek);
    expect(await listed(m, lastWeek)).toEqual({ ids: week.ids, total: week.n, total_capped: false });
    const everything: FilterListBody = { status: 'all', dateFilter: 'last_month' };
    const store = await plain(t, m, everything);
    expect(store.n).toBeGreaterThan(SEARCH_COUNT_CAP);
    expect(await listed(m, everything)).toEqual({ ids: store.ids, total: store.n, total_capped: false });
  });
});
