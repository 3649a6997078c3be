import { type FilterListBody, filterListBody } from '@roundtrip/core';
import { and, arrayContains, asc, count, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import { seedRequestHistory } from '../../seed/seed-request-history';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds, embeddedDb } from '../../test/test-db';
import { listWhere, SORT_COLUMNS } from './list-where';

const CAP = 30;

/** Every row `request_tags` should hold: one per distinct, non-null tag of each request, with its status and flag. */
const fromRequests = sql`select distinct store_id::text, t.tag, created_at, id::text as request_id, status,
  needs_attention from requests cross join lateral unnest(tags) t(tag) where t.tag is not null order by 1, 2, 3, 4`;
const kept = sql`select store_id::text, tag, created_at, request_id::text, status, needs_attention
  from request_tags order by 1, 2, 3, 4`;

describe.each(embeddedDb)('a list filtered by tags on %s', (kind) => {
  const t = useTestApp(kind, { listCountCap: CAP });

  it('lists the same rows, order and count as the plain `tags @>` filter, after tags change every way', {
    timeout: 60_000,
  }, async () => {
    const db = t.database.db;
    const other = await merchant(t, { domain: 'other.myshopify.com' });
    const m = await merchant(t);
    const now = t.clock.read();
    for (const [store, n] of [
      [m.store.id, 400],
      [other.store.id, 100],
    ] as const)
      await seedRequestHistory(db, { storeId: store, count: n, days: 60, now, currency: 'INR' });
    // Tags by request name: on a third, a ninth, a twelfth, several at once, a repeated one, another case.
    await db.execute(sql`update requests set tags = case
        when abs(hashtext(name)) % 9 = 0 then array['some', 'common', 'common']
        when abs(hashtext(name)) % 9 = 1 then array['rare', 'Common']
        when abs(hashtext(name)) % 3 = 0 then array['common']
        else tags end || case when abs(hashtext(name || '/few')) % 12 = 0 then array['few'] else '{}' end`);
    // The merchant's own tag actions, a creation instant moved, and a tagged request deleted.
    const [first, second, third] = await queryRows<{ id: string }>(
      db,
      sql`select id from requests where store_id = ${m.store.id} and 'common' = any(tags) order by name limit 3`,
    );
    if (!first || !second || !third) throw new Error('the seed tagged too few requests');
    for (const [path, tag] of [
      ['add-tag', 'rare'],
      ['remove-tag', 'common'],
    ])
      expectStatus(
        await m.call('POST', `return-exchange-tags/v1/${path}`, { request_id: first.id, tag }),
        200,
      );
    await db.execute(
      sql`update requests set created_at = created_at - interval '3 days' where id = ${second.id}`,
    );
    await db.execute(sql`delete from requests where id = ${third.id}`);
    expect(await queryRows(db, kept)).toEqual(await queryRows(db, fromRequests));
    // The tag picker's list, from request_tags: the store's own tags, each once, in the database's order.
    const used = await queryRows<{ tag: string }>(
      db,
      sql`select distinct unnest(tags) as tag from requests where store_id = ${m.store.id} order by 1`,
    );
    await db.execute(
      sql`update requests set tags = array['other-store-only'] where store_id = ${other.store.id}`,
    );
    const picker = await m.call('GET', 'return-exchange-tags/v1/get-tags');
    expectStatus(picker, 200);
    expect(picker.json()).toEqual({ tags: used.map((u) => u.tag) });
    expect(used.map((u) => u.tag)).toEqual(
      expect.arrayContaining(['Common', 'common', 'few', 'rare', 'some']),
    );

    /** The list as it was filtered before `request_tags`: `tags @>` on the requests themselves. */
    const plain = async (body: FilterListBody) => {
      const { tags = [], sort, direction, page, limit, ...rest } = filterListBody.parse(body);
      const where = and(listWhere(m.store.id, rest, now), arrayContains(requests.tags, tags));
      const dir = direction === 'asc' ? asc : desc;
      const rows = await db
        .select({ id: requests.id })
        .from(requests)
        .where(where)
        .orderBy(dir(SORT_COLUMNS[sort]), dir(requests.id))
        .limit(limit)
        .offset((page - 1) * limit);
      const [all] = await db.select({ n: count() }).from(requests).where(where);
      const n = all?.n ?? 0;
      return { ids: rows.map((r) => r.id), total: Math.min(n, CAP), total_capped: n > CAP };
    };
    const listed = async (q: object) => {
      const res = await m.call('POST', 'return-exchange/v1/filter-list', q);
      expectStatus(res, 200);
      const body = res.json() as { docs: { id: string }[]; total: number; total_capped: boolean };
      return { ids: body.docs.map((d) => d.id), total: body.total, total_capped: body.total_capped };
    };
    const shapes: FilterListBody[] = [
      { status: 'all', dateFilter: 'all' },
      {},
      { status: 'all', includeArchived: true, dateFilter: 'last_month' },
      { status: 'all', dateFilter: 'custom', from: '2026-09-20', to: '2026-10-10' },
      { status: 'rejected', dateFilter: 'all', type: 'exchange' },
      { status: 'all', dateFilter: 'all', sort: 'order_name', direction: 'asc', page: 2, limit: 10 },
      { status: 'all', dateFilter: 'all', refundMode: ['store_credit'], search: 'mehta' },
    ];
    const tagSets = [
      ['common'],
      ['some'],
      ['rare'],
      ['Common'],
      ['vip'],
      ['some', 'common'],
      ['common', 'common'],
      ['few'],
      ['few', 'common'],
    ];
    let nonEmpty = 0;
    for (const shape of shapes)
      for (const tags of tagSets) {
        const expected = await plain({ ...shape, tags });
        if (expected.ids.length) nonEmpty++;
        expect({ tags, shape, ...(await listed({ ...shape, tags })) }).toEqual({ tags, shape, ...expected });
      }
    // The comparison is not of empty lists: most shapes find rows, and the widest is past the cap.
    expect(nonEmpty).toBeGreaterThan(30);
    expect((await plain({ status: 'all', dateFilter: 'all', tags: ['common'] })).total_capped).toBe(true);
    // Keyset pages and a request's neighbours, walking the tag's rows, keep the same order.
    for (const sort of ['created_at', 'order_name'] as const) {
      const body: FilterListBody = {
        status: 'all',
        dateFilter: 'all',
        tags: ['few'],
        sort,
        limit: 5,
      };
      const all = (await plain({ ...body, limit: 100 })).ids;
      const after = all[4];
      const middle = all[7];
      if (!after || !middle) throw new Error('too few requests tagged few');
      expect((await listed({ ...body, page: 2, after })).ids).toEqual(all.slice(5, 10));
      const n = await m.call('POST', `return-exchange/v1/${middle}/neighbours`, body);
      expect(n.json()).toEqual({ previous_id: all[6], next_id: all[8] });
    }
  });

  it('refuses a null tag, so the list keeps answering', async () => {
    const db = t.database.db;
    const m = await merchant(t);
    await seedRequestHistory(db, {
      storeId: m.store.id,
      count: 3,
      days: 2,
      now: t.clock.read(),
      currency: 'INR',
    });
    await db.execute(sql`update requests set tags = array['vip'] where store_id = ${m.store.id}`);
    const refused = await db
      .execute(sql`update requests set tags = array['vip', null] where store_id = ${m.store.id}`)
      .then(
        () => undefined,
        (e: Error) => e.cause,
      );
    expect(refused).toMatchObject({ code: '23514', constraint: 'requests_tags_no_null' });
    const res = await m.call('POST', 'return-exchange/v1/filter-list', { status: 'all', dateFilter: 'all' });
    expectStatus(res, 200);
    expect(res.json<{ docs: { tags: string[] }[] }>().docs.map((d) => d.tags)).toEqual([
      ['vip'],
      ['vip'],
      ['vip'],
    ]);
  });
});

describe.each(dbKinds)('tags kept for the list on %s', (kind) => {
  const t = useTestApp(kind);

  it('keeps each request its tags, status and flag when tag and status changes race', async () => {
    const db = t.database.db;
    const m = await merchant(t);
    const r = await m.request({ tags: ['start'] });
    const tags = Array.from({ length: 8 }, (_, i) => `t${i}`);
    const responses = await Promise.all([
      ...tags.map((tag) => m.call('POST', 'return-exchange-tags/v1/add-tag', { request_id: r.id, tag })),
      m.call('POST', 'return-exchange-tags/v1/remove-tag', { request_id: r.id, tag: 'start' }),
      m.call('POST', `return-exchange/v1/${r.id}/approve`, {}),
    ]);
    for (const res of responses) expectStatus(res, 200);
    // Statements racing on one row, without the application's lock: the later sees the earlier's rows.
    await Promise.all([
      ...['x', 'y', 'z'].map((tag) =>
        db.execute(sql`update requests set tags = array_append(tags, ${tag}) where id = ${r.id}`),
      ),
      db.execute(sql`update requests set status = 'in_transit' where id = ${r.id}`),
      db.execute(sql`update requests set needs_attention = true where id = ${r.id}`),
      db.execute(
        sql`update requests set tags = array_append(tags, 'w'), status = 'received' where id = ${r.id}`,
      ),
    ]);
    const [row] = await db.select({ tags: requests.tags }).from(requests).where(eq(requests.id, r.id));
    expect(row?.tags.toSorted()).toEqual([...tags, 'w', 'x', 'y', 'z']);
    expect(await queryRows(db, kept)).toEqual(await queryRows(db, fromRequests));
    const listed = await m.call('POST', 'return-exchange/v1/filter-list', {
      status: 'all',
      dateFilter: 'all',
      tags: ['t3', 'z'],
    });
    expect(listed.json()).toMatchObject({ total: 1, docs: [{ id: r.id }] });
    // The statuses raced too: the one that committed last is the request's, and its tag rows'.
    const [last] = await db.select({ status: requests.status }).from(requests).where(eq(requests.id, r.id));
    for (const status of ['received', 'in_transit', 'needs_attention'] as const) {
      const res = await m.call('POST', 'return-exchange/v1/filter-list', {
        status,
        dateFilter: 'all',
        tags: ['t3', 'z'],
      });
      const total = status === 'needs_attention' || status === last?.status ? 1 : 0;
      expect({ status, total: res.json().total }).toEqual({ status, total });
    }
  });
});
