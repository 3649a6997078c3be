import { type FilterListBody, filterListBody, LIST_STATUS_FILTERS } from '@roundtrip/core';
import { and, arrayContains, asc, count, desc, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { type TestApp, useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { listWhere, SORT_COLUMNS } from './list-where';

const CAP = 40;

/** Every row `request_tags` should hold: one per distinct, non-null tag of each request, with its status and flag. */
const fromRequests = sql`select distinct store_id::text, t.tag, created_at, id::text as request_id, status,
  needs_attention from requests cross join lateral unnest(tags) t(tag) where t.tag is not null order by 1, 2, 3, 4`;
const kept = sql`select store_id::text, tag, created_at, request_id::text, status, needs_attention
  from request_tags order by 1, 2, 3, 4`;

type Merchant = Awaited<ReturnType<typeof merchant>>;

/** What the list should answer: the plain filter on the requests themselves, `tags @>` included. */
async function plain(t: TestApp, m: Merchant, body: FilterListBody) {
  const { tags = [], sort, direction, page, limit, ...rest } = filterListBody.parse(body);
  const where = and(listWhere(m.store.id, rest, t.clock.read()), arrayContains(requests.tags, tags));
  const dir = direction === 'asc' ? asc : desc;
  const rows = await t.database.db
    .select({ id: requests.id })
    .from(requests)
    .where(where)
    .orderBy(dir(SORT_COLUMNS[sort]), dir(requests.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [all] = await t.database.db.select({ n: count() }).from(requests).where(where);
  const n = all?.n ?? 0;
  return { ids: rows.map((r) => r.id), total: Math.min(n, CAP), total_capped: n > CAP };
}

async function listed(m: Merchant, body: FilterListBody) {
  const res = await m.call('POST', 'return-exchange/v1/filter-list', body);
  expectStatus(res, 200);
  const page = res.json() as { docs: { id: string }[]; total: number; total_capped: boolean };
  return { ids: page.docs.map((d) => d.id), total: page.total, total_capped: page.total_capped };
}

/** Every status filter of the list, archived requests included once. */
const STATUS_SHAPES: FilterListBody[] = [
  ...LIST_STATUS_FILTERS.map((status) => ({ status })),
  { status: 'all', includeArchived: true },
];

describe.each(dbKinds)('a tag list counted from request_tags on %s', (kind) => {
  const t = useTestApp(kind, { listCountCap: CAP });

  it('counts and pages as the plain filter for every status, date and two tags', {
    timeout: 120_000,
  }, async () => {
    const db = t.database.db;
    const m = await merchant(t);
    const other = await merchant(t, { domain: 'other.myshopify.com' });
    for (const [store, n] of [
      [m.store.id, 350],
      [other.store.id, 60],
    ] as const)
      await seedRequestHistory(db, {
        storeId: store,
        count: n,
        days: 60,
        now: t.clock.read(),
        currency: 'INR',
      });
    // `common` on a third (past the cap over all statuses), `some` on a fifth, the flag on a sixth.
    await db.execute(sql`update requests set tags = case when abs(hashtext(name)) % 3 = 0 then array['common']
        else '{}' end || case when abs(hashtext(name || '/some')) % 5 = 0 then array['some'] else '{}' end,
      needs_attention = abs(hashtext(name || '/flag')) % 6 = 0`);
    expect(await queryRows(db, kept)).toEqual(await queryRows(db, fromRequests));
    const dates: FilterListBody[] = [
      { dateFilter: 'all' },
      { dateFilter: 'last_month' },
      { dateFilter: 'custom', from: '2026-09-20', to: '2026-10-10' },
    ];
    let capped = 0;
    let counted = 0;
    for (const status of STATUS_SHAPES)
      for (const date of dates)
        for (const tags of [['common'], ['some'], ['some', 'common']]) {
          const body = { ...status, ...date, tags, limit: 10 };
          const expected = await plain(t, m, body);
          if (expected.total_capped) capped++;
          else if (expected.total) counted++;
          expect({ body, ...(await listed(m, body)) }).toEqual({ body, ...expected });
        }
    // Neither all empty nor all capped: exact totals and capped ones are both compared.
    expect(capped).toBeGreaterThan(3);
    expect(counted).toBeGreaterThan(30);
    // A second page, and a filter request_tags does not hold (the count probes each request then).
    for (const body of [
      { status: 'active', dateFilter: 'all', tags: ['common'], page: 2, limit: 10 },
      { status: 'all', dateFilter: 'all', tags: ['common'], type: 'exchange' },
      { status: 'all', dateFilter: 'all', tags: ['some'], refundMode: ['store_credit'], search: 'mehta' },
    ] satisfies FilterListBody[])
      expect({ body, ...(await listed(m, body)) }).toEqual({ body, ...(await plain(t, m, body)) });
  });

  it('follows status, archive, flag, tag changes and deletes at once', { timeout: 60_000 }, async () => {
    const db = t.database.db;
    const m = await merchant(t);
    const [a, b, c] = [
      await m.request({ tags: ['x', 'y'] }),
      await m.request({ tags: ['x'] }),
      await m.request({ tags: ['x', 'y'], status: 'received' }),
    ];
    if (!a || !b || !c) throw new Error('no requests made');
    const totals = async () => {
      const got: Record<string, number> = {};
      for (const status of STATUS_SHAPES)
        for (const tags of [['x'], ['x', 'y']]) {
          const body = { ...status, dateFilter: 'all', tags } satisfies FilterListBody;
          const { total } = await listed(m, body);
          expect({ body, total }).toEqual({ body, total: (await plain(t, m, body)).total });
          got[`${body.status}${body.includeArchived ? '+archived' : ''} ${tags.join('+')}`] = total;
        }
      expect(await queryRows(db, kept)).toEqual(await queryRows(db, fromRequests));
      return got;
    };
    expect(await totals()).toMatchObject({ 'requested x': 2, 'received x+y': 1, 'all x+y': 2 });
    const act = async (path: string, body: object = {}) =>
      expectStatus(await m.call('POST', `return-exchange/v1/${path}`, body), 200);
    await act(`${a.id}/approve`);
    expect(await totals()).toMatchObject({ 'requested x': 1, 'approved x+y': 1, 'active x+y': 2 });
    await act(`${b.id}/reject`, { reason: 'Outside the window' });
    expect(await totals()).toMatchObject({ 'rejected x': 1, 'requested x': 0 });
    await act(`${b.id}/archive`);
    expect(await totals()).toMatchObject({ 'archived x': 1, 'all x': 2, 'all+archived x': 3 });
    // The flag, as the platform's webhook raises it.
    await db.execute(sql`update requests set needs_attention = true where id = ${c.id}`);
    expect(await totals()).toMatchObject({ 'needs_attention x': 1, 'needs_attention x+y': 1 });
    expectStatus(
      await m.call('POST', 'return-exchange-tags/v1/remove-tag', { request_id: c.id, tag: 'y' }),
      200,
    );
    expect(await totals()).toMatchObject({ 'needs_attention x': 1, 'needs_attention x+y': 0, 'all x+y': 1 });
    expectStatus(
      await m.call('POST', 'return-exchange-tags/v1/add-tag', { request_id: b.id, tag: 'y' }),
      200,
    );
    expect(await totals()).toMatchObject({ 'archived x+y': 1, 'all+archived x+y': 2 });
    await db.execute(sql`delete from requests where id = ${a.id}`);
    expect(await totals()).toMatchObject({ 'approved x': 0, 'all x': 1, 'all+archived x+y': 1 });
  });
});
