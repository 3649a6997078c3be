import { DUPLICATE_ITEM_MESSAGE } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requestEvents, requestItems, sideEffects } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { embeddedDb } from '../../test/test-db';

/** Quantities past what a request holds, and an item named twice, are refused and change nothing. */
describe.each(embeddedDb)('item quantities in merchant actions on %s', (kind) => {
  const t = useTestApp(kind);

  const stored = async (requestId: string) => ({
    items: await t.database.db.select().from(requestItems).where(eq(requestItems.requestId, requestId)),
    events: await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId)),
    effects: await t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, requestId)),
  });

  it('answers 409 with the units left when approving more units than were requested', async () => {
    const m = await merchant(t);
    const r = await m.request({ qty: 1 });
    const [item] = (await stored(r.id)).items;
    const before = await stored(r.id);

    const res = await m.call('POST', `return-exchange/v1/${r.id}/approve`, {
      items: [{ item_id: item?.id, quantity: 5 }],
    });
    expectStatus(res, 409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message: 'Cannot approve 5: only 1 left to approve',
      fields: { status: 'requested' },
    });
    expect(await stored(r.id)).toEqual(before);
  });

  it('answers 409 when receiving more units than were approved', async () => {
    const m = await merchant(t);
    const r = await m.request({ qty: 1 });
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    const before = await stored(r.id);

    const res = await m.call('POST', `return-exchange/v1/${r.id}/receive`, {
      items: [{ item_id: before.items[0]?.id, quantity: 3 }],
    });
    expectStatus(res, 409);
    expect(res.json().message).toBe('Cannot receive 3: only 1 approved and not yet received');
    expect(await stored(r.id)).toEqual(before);
  });

  it('refuses an item named twice in approve, receive and inspect with 400 at the repeat', async () => {
    const m = await merchant(t);
    const r = await m.request({ qty: 2 });
    const itemId = (await stored(r.id)).items[0]?.id;
    const twice = (fields: object) => [
      { item_id: itemId, ...fields },
      { item_id: itemId, ...fields },
    ];
    const refused = async (action: string, items: object[]) => {
      const before = await stored(r.id);
      const res = await m.call('POST', `return-exchange/v1/${r.id}/${action}`, { items });
      expectStatus(res, 400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: DUPLICATE_ITEM_MESSAGE,
        fields: { 'items.1.item_id': DUPLICATE_ITEM_MESSAGE },
      });
      expect(await stored(r.id)).toEqual(before);
    };

    await refused('approve', twice({ quantity: 1 }));
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    await refused('receive', twice({ quantity: 1 }));
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/receive`, {}), 200);
    await refused('inspect', twice({ restock: 1 }));
  });
});
