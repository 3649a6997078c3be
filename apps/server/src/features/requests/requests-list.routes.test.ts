import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests, stores } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { returnableOn } from '../../test/request-factories';
import { ALL_REQUEST_PERMISSIONS, expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

describe.each(dbKinds)('request lists, saved filters, tags and reship on %s', (kind) => {
  // A cap of 4 rows stands for the 10,000 of production: counting stops there.
  const t = useTestApp(kind, { listCountCap: 4 });

  it('filters by status, type, date, search, tag, refund mode and reason; sorts, pages and finds neighbours', async () => {
    const m = await merchant(t);
    const o1 = await m.order();
    const o2 = await m.order(undefined, 1);
    const a = await m.request(
      { customerName: 'Asha Rao', createdAt: new Date('2026-10-31T10:00:00Z'), tags: ['vip'] },
      o1,
    );
    const b = await m.request(
      {
        kind: 'exchange',
        customerName: 'Bala K',
        createdAt: new Date('2026-10-30T10:00:00Z'),
        refundMode: 'store_credit',
      },
      o2,
    );
    // Made on 1 September: an order the shopper could still return then.
    const old = await m.request(
      { customerName: 'Old One', createdAt: new Date('2026-09-01T10:00:00Z') },
      await m.order(returnableOn('2026-09-01T10:00:00Z')),
    );
    const closed = await m.request({ status: 'rejected', createdAt: new Date('2026-10-31T11:00:00Z') }, o2);
    const list = async (body: object) => {
      const res = await m.call('POST', 'return-exchange/v1/filter-list', body);
      expectStatus(res, 200);
      return res.json() as { docs: { id: string }[]; total: number };
    };
    const ids = async (body: object) => (await list(body)).docs.map((d) => d.id);
    expect(await ids({})).toEqual([a.id, b.id]);
    expect(await ids({ type: 'return' })).toEqual([a.id]);
    expect(await ids({ status: 'all', dateFilter: 'all' })).toEqual([closed.id, a.id, b.id, old.id]);
    expect(await ids({ status: 'rejected' })).toEqual([closed.id]);
    expect(await ids({ dateFilter: 'custom', from: '2026-09-01', to: '2026-09-01' })).toEqual([old.id]);
    expect(await ids({ dateFilter: 'today' })).toEqual([]);
    expect(await ids({ search: 'asha' })).toEqual([a.id]);
    expect(await ids({ search: o2.name })).toEqual([b.id]);
    expect(await ids({ search: '100%' })).toEqual([]);
    expect(await ids({ tags: ['vip'] })).toEqual([a.id]);
    expect(await ids({ refundMode: ['store_credit'] })).toEqual([b.id]);
    expect(await ids({ reason: ['Too small'] })).toEqual([a.id, b.id]);
    expect(await ids({ reason: ['Damaged'] })).toEqual([]);
    expect(await ids({ sort: 'created_at', direction: 'asc' })).toEqual([b.id, a.id]);
    const page2 = await list({ status: 'all', dateFilter: 'all', page: 2, limit: 3 });
    expect(page2).toMatchObject({ total: 4, total_capped: false, docs: [{ id: old.id }] });
    const row = (await list({})).docs[0];
    expect(row).toMatchObject({
      order_name: o1.name,
      customer_name: 'Asha Rao',
      items_count: 1,
      tags: ['vip'],
      age_days: 1,
    });
    const n = await m.call('POST', `return-exchange/v1/${a.id}/neighbours`, {
      status: 'all',
      dateFilter: 'all',
    });
    expect(n.json()).toEqual({ previous_id: closed.id, next_id: b.id });
    expectStatus(await m.call('POST', 'return-exchange/v1/filter-list', { status: 'nope' }), 400);
  });

  it('counts up to the cap, finds any substring and pages by keyset as by offset', async () => {
    const m = await merchant(t);
    const names = ['Priya Mehta-Kapoor', 'Ravi Iyer', 'Sana Khan', 'Tara Das', 'Uma Nair', 'Vik Bose'];
    await t.database.db.insert(requests).values(
      names.map((customerName, i) => ({
        storeId: m.store.id,
        name: `${2000 + i}-1`,
        kind: 'return' as const,
        orderId: String(2000 + i),
        orderName: `#${2000 + i}`,
        customerName,
        customerEmail: `${customerName.split(' ')[0]?.toLowerCase()}@shop.example`,
        currency: 'INR',
        presentmentCurrency: 'INR',
        refundAmount: String(100 * (i % 3)),
        // two share a second: the id breaks the tie in both paging modes
        createdAt: new Date(Date.UTC(2026, 9, 20, 10, 0, i - (i % 2))),
      })),
    );
    const list = async (body: object) => {
      const res = await m.call('POST', 'return-exchange/v1/filter-list', {
        status: 'all',
        dateFilter: 'all',
        ...body,
      });
      expectStatus(res, 200);
      return res.json() as {
        docs: { id: string; customer_name: string }[];
        total: number;
        total_capped: boolean;
      };
    };
    const all = await list({});
    expect(all).toMatchObject({ total: 4, total_capped: true });
    expect(all.docs).toHaveLength(6);
    expect((await list({ search: 'hta-kap' })).docs.map((d) => d.customer_name)).toEqual([
      'Priya Mehta-Kapoor',
    ]);
    expect((await list({ search: 'ANA@' })).docs.map((d) => d.customer_name)).toEqual(['Sana Khan']);
    // the fields are searched apart: no match across the end of one and the start of the next
    expect((await list({ search: 'kapoorpriya' })).docs).toEqual([]);
    expect(await list({ search: 'nobody' })).toMatchObject({ total: 0, total_capped: false, docs: [] });
    for (const order of [{}, { sort: 'requested_amount', direction: 'asc' }]) {
      const ids = (await list({ ...order, limit: 25 })).docs.map((d) => d.id);
      let after: string | undefined;
      for (let page = 1; page <= 3; page++) {
        const byOffset = (await list({ ...order, page, limit: 2 })).docs.map((d) => d.id);
        const byKeyset = (await list({ ...order, page, limit: 2, after })).docs.map((d) => d.id);
        expect(byKeyset).toEqual(byOffset);
        expect(byKeyset).toEqual(ids.slice((page - 1) * 2, page * 2));
        after = byKeyset.at(-1);
      }
    }
    // Past the last row a page has no row to carry the count: the total is counted alone.
    expect(await list({ page: 4, limit: 2 })).toMatchObject({ total: 4, total_capped: true, docs: [] });
    const last = all.docs.at(-1)?.id;
    expect(await list({ limit: 2, after: last })).toMatchObject({ total: 4, total_capped: true, docs: [] });
  });

  it('runs bulk actions and reports each row', async () => {
    const m = await merchant(t);
    const a = await m.request();
    const b = await m.request({ status: 'rejected' }, await m.order(undefined, 1));
    const res = await m.call('POST', 'return-exchange/v1/bulk-action', {
      action: 'approve',
      ids: [a.id, b.id, '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f'],
    });
    expectStatus(res, 200);
    expect(res.json()).toEqual({
      succeeded: 1,
      failed: 2,
      results: [
        { id: a.id, ok: true, status: 'approved', code: null, message: null },
        {
          id: b.id,
          ok: false,
          status: 'rejected',
          code: 'CONFLICT',
          message: 'This request is already rejected',
        },
        {
          id: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
          ok: false,
          status: null,
          code: 'NOT_FOUND',
          message: 'Request not found',
        },
      ],
    });
    const tagged = await m.call('POST', 'return-exchange/v1/bulk-action', {
      action: 'add_tag',
      ids: [a.id, b.id],
      tag: 'late',
    });
    expect(tagged.json().succeeded).toBe(2);
    const archived = await m.call('POST', 'return-exchange/v1/bulk-action', {
      action: 'archive',
      ids: [a.id, b.id],
    });
    expect(archived.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([false, true]);
    expect((await m.call('GET', 'return-exchange-tags/v1/get-tags')).json()).toEqual({ tags: ['late'] });
    const staff = await merchant(t, { permissions: ['request.all.view'] });
    const forbidden = await staff.call('POST', 'return-exchange/v1/bulk-action', {
      action: 'approve',
      ids: [a.id],
    });
    expectStatus(forbidden, 403);
  });

  it('saves, lists, updates and deletes filters; offers the filter choices', async () => {
    const m = await merchant(t);
    const created = await m.call('POST', 'return-exchange-filter/v1', {
      name: 'VIP returns',
      type: 'return',
      filters: { status: 'active', tags: ['vip'] },
    });
    expectStatus(created, 200);
    const id = created.json().id;
    await m.call('POST', 'return-exchange-filter/v1', { name: 'Exchanges', type: 'exchange', filters: {} });
    const listed = await m.call('POST', 'return-exchange-filter/v1/return/list', {});
    expect(listed.json()).toMatchObject({
      total: 1,
      docs: [{ id, name: 'VIP returns', filters: { tags: ['vip'] } }],
    });
    const put = await m.call('PUT', `return-exchange-filter/v1/${id}`, {
      name: 'VIPs',
      type: 'return',
      filters: { status: 'all' },
    });
    expect(put.json()).toMatchObject({ name: 'VIPs', filters: { status: 'all' } });
    expectStatus(await m.call('DELETE', `return-exchange-filter/v1/${id}`), 200);
    expectStatus(await m.call('DELETE', `return-exchange-filter/v1/${id}`), 404);
    expectStatus(
      await m.call('POST', 'return-exchange-filter/v1', { name: ' ', type: 'return', filters: {} }),
      400,
    );
    const options = (await m.call('GET', 'return-exchange-filter/v1/filters')).json();
    expect(options.statuses).toContain('active');
    expect(options.refund_modes).toEqual(['bank_transfer', 'store_credit', 'pay_to_source', 'others']);
  });

  it('tags a request once and removes the tag', async () => {
    const m = await merchant(t, { permissions: ALL_REQUEST_PERMISSIONS });
    const r = await m.request();
    expect(
      (await m.call('POST', 'return-exchange-tags/v1/add-tag', { request_id: r.id, tag: 'Fragile' })).json()
        .tags,
    ).toEqual(['Fragile']);
    expect(
      (await m.call('POST', 'return-exchange-tags/v1/add-tag', { request_id: r.id, tag: 'fragile' })).json()
        .tags,
    ).toEqual(['Fragile']);
    expect(
      (
        await m.call('POST', 'return-exchange-tags/v1/remove-tag', { request_id: r.id, tag: 'FRAGILE' })
      ).json().tags,
    ).toEqual([]);
  });

  it('reships items of a received request, once per idempotency key', async () => {
    const m = await merchant(t);
    const r = await m.request({ status: 'received' });
    const [item] = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json().items;
    // The merchant ships it with their courier and gives its tracking number: nothing is booked for them.
    const body = {
      request_id: r.id,
      shipping_company: 'DHL',
      tracking_number: '1234567890',
      items: [{ item_id: item.id, quantity: 1 }],
      idempotency_key: 'reship-1',
    };
    const first = await m.call('POST', 'reship-request', body);
    expectStatus(first, 200);
    expect(first.json()).toMatchObject({ status: 'shipped', tracking_number: '1234567890' });
    const again = await m.call('POST', 'reship-request', body);
    expect(again.json().id).toBe(first.json().id);
    const listed = await m.call(
      'GET',
      `return-exchange/v1/reship-requests/${r.orderId}?shipping_company=DHL`,
    );
    expect(listed.json()).toMatchObject({
      eligible: [{ request_id: r.id }],
      reships: [{ id: first.json().id, status: 'shipped' }],
    });
    // Without a tracking number the demo store's sandbox books a test shipment under its own name.
    const { tracking_number: _, ...untracked } = body;
    const test = await m.call('POST', 'reship-request', { ...untracked, idempotency_key: 'reship-2' });
    expect(test.json()).toMatchObject({ shipping_company: 'Sandbox courier', status: 'pending' });
    // A store that is not a demo store must ship it itself.
    await t.database.db.update(stores).set({ platform: 'shopify' }).where(eq(stores.id, m.store.id));
    const refused = await m.call('POST', 'reship-request', { ...untracked, idempotency_key: 'reship-3' });
    expectStatus(refused, 400);
    expect(refused.json().fields).toEqual({
      tracking_number: 'Enter the tracking number of the parcel you sent',
    });
    await t.database.db.update(stores).set({ platform: 'demo' }).where(eq(stores.id, m.store.id));
    const requested = await m.request({}, await m.order(undefined, 1));
    expectStatus(
      await m.call('POST', 'reship-request', {
        ...body,
        request_id: requested.id,
        idempotency_key: undefined,
      }),
      409,
    );
    const [row] = await t.database.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row?.status).toBe('received');
  });
});
