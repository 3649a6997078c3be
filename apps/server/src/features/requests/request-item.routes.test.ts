import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('one item of a request on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the item as the page shows it, with its media and the events about it', async () => {
    const m = await merchant(t);
    // Two items; the shopper's photo is on the first, the receipt below names only that one.
    const r = await m.request({ qty: 1, lines: 2, photos: ['photo.jpg'] });
    const page = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    const item = page.items.find((i: { media: unknown[] }) => i.media.length === 1);
    const other = page.items.find((i: { id: string }) => i.id !== item.id);
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/approve`, {
        items: [{ item_id: item.id, quantity: 1 }],
      }),
      200,
    );
    expectStatus(await m.call('PUT', `return-exchange/v1/${r.id}/notes`, { notes: 'fragile' }), 200);
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/receive`, {
        items: [{ item_id: item.id, quantity: 1 }],
      }),
      200,
    );

    const res = await m.call('GET', `return-exchange/v1/${r.id}/common/${item.id}`);
    expectStatus(res, 200);
    const body = res.json();
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    const { events, request_id, request_name, currency, ...fields } = body;
    expect(fields).toEqual(detail.items.find((i: { id: string }) => i.id === item.id));
    expect({ request_id, request_name, currency }).toEqual({
      request_id: r.id,
      request_name: r.name,
      currency: 'INR',
    });
    expect(body.media).toMatchObject([{ kind: 'image', original_name: 'photo.jpg' }]);
    expect(body.counters).toMatchObject({ approved: 1, received: 1 });
    expect(events.map((e: { type: string }) => e.type)).toEqual(['created', 'approved', 'received']);

    const second = (await m.call('GET', `return-exchange/v1/${r.id}/common/${other?.id}`)).json();
    expect(second.media).toEqual([]);
    expect(second.events.map((e: { type: string }) => e.type)).toEqual(['created', 'approved']);
  });

  it("answers 404 to another request's item, as to a random id", async () => {
    const m = await merchant(t);
    const r1 = await m.request();
    const r2 = await m.request({}, await m.order(undefined, 1));
    const item2 = (await m.call('GET', `return-exchange/v1/${r2.id}/common`)).json().items[0];
    const res = await m.call('GET', `return-exchange/v1/${r1.id}/common/${item2.id}`);
    expectStatus(res, 404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Request item not found' });
    expectStatus(await m.call('GET', `return-exchange/v1/${r1.id}/common/${crypto.randomUUID()}`), 404);
    // Like every id of this API, a malformed one is refused before any lookup.
    expectStatus(await m.call('GET', `return-exchange/v1/${r1.id}/common/not-a-uuid`), 400);
  });
});
