// Each policy setting, changed through the settings API, changes what the shopper's portal does.
import type { SessionDataResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema';
import { bearer, createUser, logInAs } from '../../../test/factories';
import { makeLine, makeOrder, openSession, usePortalTest } from '../../../test/portal-kit';
import { embeddedDb } from '../../../test/test-db';

describe.each(embeddedDb)('policy settings change the portal on %s', (kind) => {
  const t = usePortalTest(kind);

  async function merchant(plan = 'Grow') {
    await t.database.db.update(stores).set({ planName: plan }).where(eq(stores.id, t.store.id));
    const user = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    return async (payload: Record<string, unknown>) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/setting/v1/update',
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    };
  }
  const sessionData = async (session: string) =>
    (
      await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${session}` })
    ).json<SessionDataResponse>();
  const preview = (session: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: { session_id: session, ...payload },
    });

  it('return window: an item just outside a 30-day window becomes eligible at 31 days', async () => {
    // delivered 24 Oct 10:00; 30 days end 23 Nov 10:00
    t.clock.set('2026-11-23T12:00:00.000Z');
    const save = await merchant();
    const session = await openSession(t.app);
    const before = (await sessionData(session)).order.items[0]?.return;
    expect(before).toMatchObject({
      eligible: false,
      reasons: ['The 30-day return window for this order ended on 23 November 2026.'],
    });
    await save({ return_window_days: 31 });
    expect((await sessionData(session)).order.items[0]?.return).toMatchObject({
      eligible: true,
      reasons: [],
    });
    expect((await sessionData(session)).order.items[0]?.exchange.eligible).toBe(false);
    await save({ exchange_window_days: 31 });
    expect((await sessionData(session)).order.items[0]?.exchange.eligible).toBe(true);
  });

  it('window from fulfillment instead of delivery', async () => {
    t.clock.set('2026-11-21T12:00:00.000Z'); // 31 days after fulfillment (21 Oct), 28 after delivery
    const save = await merchant();
    const session = await openSession(t.app);
    expect((await sessionData(session)).order.items[0]?.return.eligible).toBe(true);
    await save({ window_starts_at: 'fulfillment' });
    expect((await sessionData(session)).order.items[0]?.return.eligible).toBe(false);
  });

  it('restrict return orders by tag, customer tag and discount code; restrict if not delivered', async () => {
    const save = await merchant();
    t.platform.orders.set('5001', { ...makeOrder({ discountCodes: ['STAFF50'], deliveredAt: null }) });
    const session = await openSession(t.app);
    expect((await sessionData(session)).order.items[0]?.return.eligible).toBe(true);
    await save({ restrict_return_orders: { enabled: true, discount_codes: ['staff50'] } });
    expect((await sessionData(session)).order.items[0]?.return.reasons).toEqual([
      "This order isn't eligible for returns.",
    ]);
    await save({ restrict_return_orders: { enabled: false }, restrict_return_if_not_delivered: true });
    expect((await sessionData(session)).order.items[0]?.return.reasons).toEqual([
      "This order hasn't been delivered yet. Returns open once it arrives.",
    ]);
  });

  it('exchange for out-of-stock products: an out-of-stock variant becomes selectable', async () => {
    const save = await merchant();
    const session = await openSession(t.app);
    const small = async () =>
      (await t.app.inject({ url: `/api/customer/v1/products/700/variants?session=${session}` }))
        .json()
        .variants.find((v: { title: string }) => v.title === 'S');
    expect(await small()).toMatchObject({
      in_stock: false,
      selectable: false,
      unavailable_reason: 'Out of stock',
    });
    await save({ exchange_out_of_stock: true });
    expect(await small()).toMatchObject({ in_stock: false, selectable: true, unavailable_reason: null });
  });

  it('return multiple items and the refund modes offered, in order', async () => {
    const save = await merchant();
    t.platform.orders.set(
      '5001',
      makeOrder({ lines: [makeLine('9001'), makeLine('9002', { variant_id: '7003' })] }),
    );
    const session = await openSession(t.app);
    const two = {
      kind: 'return',
      refund_mode: 'store_credit',
      items: [
        { line_item_id: '9001', quantity: 1 },
        { line_item_id: '9002', quantity: 1 },
      ],
    };
    expect((await preview(session, two)).statusCode).toBe(200);
    await save({ return_multiple_items: false, refund_modes: ['store_credit', 'bank_transfer'] });
    const refused = await preview(session, two);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This store accepts one item per request. Please send each item separately.',
    );
    expect((await sessionData(session)).order.refund_modes).toEqual(['store_credit', 'bank_transfer']);
    const face = await t.app.inject({ url: '/api/customer/v1/store/acme' });
    expect(face.json().refund_modes).toEqual(['store_credit', 'bank_transfer']);
  });

  it('return fee setting reduces the refund preview', async () => {
    const save = await merchant();
    const session = await openSession(t.app);
    const ret = {
      kind: 'return',
      refund_mode: 'store_credit',
      items: [{ line_item_id: '9001', quantity: 1 }],
    };
    expect((await preview(session, ret)).json().totals).toMatchObject({
      return_fee: '0.00',
      refund: '1000.00',
    });
    await save({ return_fee: '50' });
    expect((await preview(session, ret)).json().totals).toMatchObject({
      return_fee: '50.00',
      refund: '950.00',
    });
  });

  it('portal handle, colour and language reach the store face', async () => {
    const save = await merchant();
    await save({ portal_handle: 'acme-returns', brand_color: '#112233', language: 'hi' });
    const face = await t.app.inject({ url: '/api/customer/v1/store/acme-returns' });
    expect(face.json()).toMatchObject({ handle: 'acme-returns', brand_color: '#112233', language: 'hi' });
  });
});
