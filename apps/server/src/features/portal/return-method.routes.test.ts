import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, type RequestRow, requestEvents } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { type ShiprocketFake, startShiprocketFake } from '../../test/shiprocket-fake/shiprocket-fake';
import { shopperView } from '../../test/shopper-view';
import { embeddedDb } from '../../test/test-db';

type Merchant = Awaited<ReturnType<typeof merchant>>;

const approve = (m: Merchant, r: RequestRow, body: object) =>
  m.call('POST', `return-exchange/v1/${r.id}/approve`, body);

let shiprocket: ShiprocketFake;
beforeAll(async () => {
  shiprocket = await startShiprocketFake();
});
afterAll(() => shiprocket.close());

describe.each(embeddedDb)('the return method, from the shopper to the approval, on %s', (kind) => {
  const t = useTestApp(kind, {
    couriers: {
      origins: {
        get shiprocket() {
          return shiprocket.url;
        },
      },
    },
  });

  it('approves a pickup as a courier pickup by default and tells the shopper who picks it up', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({ method: 'pickup' }, order);
    const credentials = { email: shiprocket.email, password: shiprocket.password };
    expectStatus(
      await m.call('PUT', 'settings/courier-partners', { courier: 'shiprocket', credentials }),
      200,
    );
    const approved = await approve(m, r, { courier: 'shiprocket' });
    expectStatus(approved, 200);
    expect(approved.json()).toMatchObject({ method: 'pickup', tracking: { courier: 'shiprocket' } });
    await runPendingSideEffects(t.deps);

    const view = await shopperView(t, m.store, order, r);
    expect(view).toMatchObject({
      method: 'pickup',
      method_change: null,
      next_step: 'wait_for_pickup',
      // Shiprocket books its partner carrier for the pickup.
      instructions: {
        method: 'pickup',
        courier: 'Delhivery Reverse',
        drop_off_places: [],
        return_address: null,
      },
    });
    expect(view.address?.address_line_1).not.toBe('');
    expect(view.timeline.map((e) => e.code)).toEqual(['request_received', 'approved_pickup']);
    // Approved on Sunday 1 November 2026, 15:30 in Kolkata: the courier comes Monday, 10:00-18:00 IST.
    expect(view.instructions.pickup_window).toEqual({
      from: '2026-11-02T04:30:00.000Z',
      to: '2026-11-02T12:30:00.000Z',
      time_zone: 'Asia/Kolkata',
    });
  });

  it('tells the shopper of a demo store that its sandbox label is a test: no courier, no pickup window', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({ method: 'pickup' }, order);
    expectStatus(await approve(m, r, { courier: 'sandbox' }), 200);
    await runPendingSideEffects(t.deps);
    const view = await shopperView(t, m.store, order, r);
    expect(view.instructions).toMatchObject({ method: 'pickup', courier: 'sandbox', pickup_window: null });
    expect(view.next_step).toBe('sandbox_pickup');
    const [email] = await t.deps.db
      .select({ text: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.requestId, r.id), eq(notifications.kind, 'request_approved')));
    expect(email?.text).toContain('sandbox test label, not valid for shipping, and no courier will come');
    expect(email?.text).not.toContain('Pickup window');
  });

  it('asks for a courier when a pickup is approved without one', async () => {
    const m = await merchant(t);
    const r = await m.request({ method: 'pickup' });
    const res = await approve(m, r, {});
    expectStatus(res, 400);
    expect(res.json()).toMatchObject({ fields: { courier: 'Please choose a courier' } });
  });

  it('lists the drop-off places for a drop-off request and never keeps an address', async () => {
    const m = await merchant(t);
    const added = await m.call('POST', 'setting/v1/drop-off-places', {
      name: 'Koramangala store',
      address: '80 Feet Road, Koramangala, Bengaluru 560034',
      opening_hours: 'Mon-Sat 10:00-20:00',
      map_url: 'https://maps.example/koramangala',
      translations: { hi: { name: 'कोरमंगला स्टोर' } },
    });
    expectStatus(added, 201);
    const closed = await m.call('POST', 'setting/v1/drop-off-places', {
      name: 'Closed kiosk',
      address: 'Somewhere',
      active: false,
    });
    expectStatus(closed, 201);
    const order = await m.order();
    const r = await m.request({ method: 'drop_off' }, order);
    expect(r.address).toBeNull();
    expectStatus(await approve(m, r, {}), 200);

    const view = await shopperView(t, m.store, order, r);
    expect(view.address).toBeNull();
    expect(view.next_step).toBe('drop_off');
    expect(view.instructions.drop_off_places).toEqual([
      {
        id: added.json().id,
        name: 'Koramangala store',
        address: '80 Feet Road, Koramangala, Bengaluru 560034',
        opening_hours: 'Mon-Sat 10:00-20:00',
        map_url: 'https://maps.example/koramangala',
        translations: { hi: { name: 'कोरमंगला स्टोर', address: '', opening_hours: '' } },
      },
    ]);
  });

  it('shows the shopper the change of method and why, with the return address for self-ship', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({ method: 'pickup' }, order);
    const res = await approve(m, r, { method: 'self_ship', note: 'No courier serves your pin code' });
    expectStatus(res, 200);
    expect(res.json().method).toBe('self_ship');
    const [event] = await t.database.db
      .select()
      .from(requestEvents)
      .where(eq(requestEvents.type, 'approved'));
    expect(event?.data).toMatchObject({ method: 'self_ship', requested_method: 'pickup' });

    const view = await shopperView(t, m.store, order, r);
    expect(view.method_change).toEqual({
      from: 'pickup',
      to: 'self_ship',
      note: 'No courier serves your pin code',
    });
    expect(view.next_step).toBe('ship');
    expect(view.instructions.return_address?.address_line_1).toBeTruthy();
    expect(view.timeline.map((e) => e.code)).toEqual([
      'request_received',
      'method_changed',
      'approved_self_ship',
    ]);
  });
});
