import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierConnections, type RequestRow, requests, returnLabels, sideEffects } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { type ShippoFake, startShippoFake } from '../../test/shippo-fake/shippo-fake';
import { pollTracking } from './refresh-tracking';

type Merchant = Awaited<ReturnType<typeof merchant>>;

let shippo: ShippoFake;
beforeAll(async () => {
  shippo = await startShippoFake();
});
afterAll(() => shippo.close());

const TIMEOUT_MS = 300;

describe('couriers, labels and tracking', () => {
  const t = useTestApp('pglite', {
    billing: 'off',
    couriers: {
      origins: {
        get shippo() {
          return shippo.url;
        },
      },
      timeoutMs: TIMEOUT_MS,
    },
  });

  const approve = async (m: Merchant, r: RequestRow, courier: string) =>
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/approve`, { method: 'courier', courier }),
      200,
    );

  const labelEffect = async (r: RequestRow) =>
    (await t.deps.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id))).find(
      (e) => e.effect === 'create_label',
    );

  const sessionFor = async (m: Merchant, r: RequestRow) => {
    const order = await t.deps.platform.getOrder(m.store.id, r.orderId);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: {
        store: m.store.domain.split('.')[0],
        order_number: order?.name,
        contact: order?.email ?? '',
      },
    });
    expectStatus(res, 201);
    return res.json<{ session_id: string }>().session_id;
  };

  it('lists every courier with its fields, refuses the unsupported ones and seals what it keeps', async () => {
    const m = await merchant(t);
    const info = (await m.call('GET', 'courier-field/v1/courier-info')).json();
    expect(info.docs.find((c: { courier: string }) => c.courier === 'shippo')).toMatchObject({
      supported: true,
      fields: [{ name: 'api_token', secret: true }],
    });
    expect(info.docs.find((c: { courier: string }) => c.courier === 'fedex')).toMatchObject({
      supported: false,
    });

    const fedex = await m.call('PUT', 'settings/courier-partners', {
      courier: 'fedex',
      credentials: { api_key: 'k' },
    });
    expectStatus(fedex, 400);
    expect(fedex.json().message).toMatch(/Not yet supported/);
    const missing = await m.call('PUT', 'settings/courier-partners', { courier: 'shippo', credentials: {} });
    expect(missing.json()).toMatchObject({ fields: { 'credentials.api_token': 'Required' } });

    // A token Shippo does not know is refused in Shippo's words, under the field; nothing is kept.
    const wrong = await m.call('PUT', 'settings/courier-partners', {
      courier: 'shippo',
      credentials: { api_token: 'shippo_live_made_up' },
    });
    expectStatus(wrong, 400);
    expect(wrong.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Shippo refused these credentials: Token does not exist',
      fields: { 'credentials.api_token': 'Token does not exist' },
    });
    expect(
      await t.deps.db.select().from(courierConnections).where(eq(courierConnections.storeId, m.store.id)),
    ).toEqual([]);
    const saved = await m.call('PUT', 'settings/courier-partners', {
      courier: 'shippo',
      credentials: { api_token: shippo.token },
    });
    expectStatus(saved, 200);
    expect(saved.json()).toMatchObject({
      connected: true,
      bookable: true,
      verified_at: t.clock.read().toISOString(),
      credentials: { api_token: '' },
      secrets_set: ['api_token'],
    });
    const [row] = await t.deps.db
      .select()
      .from(courierConnections)
      .where(eq(courierConnections.storeId, m.store.id));
    expect(row?.credentials).not.toContain(shippo.token);
    // A blank secret keeps the saved one.
    expectStatus(
      await m.call('PUT', 'settings/courier-partners', { courier: 'shippo', enabled: false }),
      200,
    );
    const list = (await m.call('GET', 'courier-partner/v1/list')).json();
    expect(list.docs.find((c: { courier: string }) => c.courier === 'shippo')).toMatchObject({
      enabled: false,
      bookable: false,
      refusal: 'Shippo is turned off on the Couriers page',
      secrets_set: ['api_token'],
    });
  });

  it('buys one Shippo label when the first purchase times out, and tracking moves the request to delivered', async () => {
    const m = await merchant(t);
    expectStatus(
      await m.call('PUT', 'settings/courier-partners', {
        courier: 'shippo',
        credentials: { api_token: shippo.token },
      }),
      200,
    );
    const r = await m.request({ method: 'pickup' });
    const before = shippo.transactions.length;
    shippo.hangNextPurchase(TIMEOUT_MS * 3);
    await approve(m, r, 'shippo');
    await runPendingSideEffects(t.deps);
    expect(await labelEffect(r)).toMatchObject({ status: 'pending', attempts: 1 });
    // The retry finds the purchase by its metadata instead of buying again.
    await runPendingSideEffects(t.deps);
    const effect = await labelEffect(r);
    expect(effect).toMatchObject({ status: 'succeeded' });
    const bought = shippo.transactions.slice(before);
    expect(bought).toHaveLength(1);
    expect(bought[0]?.metadata).toBe(effect?.id);
    // Its tracking is registered for the account's track_updated webhook, once.
    expect(shippo.tracks.filter((x) => x.tracking_number === bought[0]?.tracking_number)).toEqual([
      { carrier: 'usps', tracking_number: bought[0]?.tracking_number, metadata: effect?.id },
    ]);

    const label = (await m.call('GET', `return-exchange/v1/${r.id}/label`)).json().label;
    expect(label).toMatchObject({
      courier: 'shippo',
      sandbox: false,
      tracking_number: bought[0]?.tracking_number,
    });
    const file = await m.call('GET', `return-exchange/v1/${r.id}/label/file`);
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);

    const number = bought[0]?.tracking_number ?? '';
    const hook = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/courier-webhooks/v1/shippo', payload });
    shippo.setTracking(number, 'TRANSIT');
    // The payload's status is not believed: the courier is asked.
    expectStatus(
      await hook({
        event: 'track_updated',
        data: { tracking_number: number, tracking_status: { status: 'DELIVERED' } },
      }),
      202,
    );
    let row = await t.deps.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row[0]).toMatchObject({ status: 'in_transit', trackingStatus: 'in_transit' });
    shippo.setTracking(number, 'DELIVERED');
    await hook({ event: 'track_updated', data: { tracking_number: number } });
    // A late report of an earlier status changes nothing.
    shippo.setTracking(number, 'PRE_TRANSIT');
    await hook({ event: 'track_updated', data: { tracking_number: number } });
    row = await t.deps.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row[0]).toMatchObject({ status: 'delivered', trackingStatus: 'delivered' });
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual(
      expect.arrayContaining(['in_transit', 'delivered']),
    );
    // The carrier's delivered scan is not a receipt: the merchant still receives the items.
    expect(detail.allowed_actions).toContain('receive');
  });

  it('makes a sandbox label PDF the shopper opens, and moves it on the clock', async () => {
    const m = await merchant(t);
    const r = await m.request({ method: 'pickup' });
    // Bulk approval sends the parcel weight as single approval does.
    const bulk = await m.call('POST', 'return-exchange/v1/bulk-action', {
      action: 'approve',
      ids: [r.id],
      courier: 'sandbox',
      weight_grams: 1200,
    });
    expect(bulk.json()).toMatchObject({ succeeded: 1 });
    await runPendingSideEffects(t.deps);
    const session = await sessionFor(m, r);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/requests/${r.id}/label?session=${session}`,
    });
    expectStatus(seen, 200);
    const label = seen.json().label;
    expect(label).toMatchObject({ courier: 'sandbox', sandbox: true, tracking_status: 'label_created' });
    const file = await t.app.inject({ method: 'GET', url: label.file_url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body.startsWith('%PDF')).toBe(true);
    // Another store's merchant and a made-up session see nothing.
    const other = await merchant(t);
    expectStatus(await other.call('GET', `return-exchange/v1/${r.id}/label`), 404);

    t.clock.advance(25 * 3_600_000);
    await pollTracking(t.deps);
    expect((await t.deps.db.select().from(requests).where(eq(requests.id, r.id)))[0]?.status).toBe(
      'in_transit',
    );
    t.clock.advance(48 * 3_600_000);
    await pollTracking(t.deps);
    const [kept] = await t.deps.db
      .select()
      .from(returnLabels)
      .where(and(eq(returnLabels.requestId, r.id), eq(returnLabels.storeId, m.store.id)));
    expect(kept).toMatchObject({ trackingStatus: 'delivered', weightGrams: 1200 });
    expect((await t.deps.db.select().from(requests).where(eq(requests.id, r.id)))[0]?.status).toBe(
      'delivered',
    );
  });

  it('sends returns to the nearest warehouse and answers the weight and the price', async () => {
    const m = await merchant(t);
    const warehouses = (await m.call('GET', 'admin/warehouse-locations')).json().docs;
    expect(warehouses.length).toBeGreaterThan(0);
    const home = warehouses[0];
    const address = (await m.call('GET', `address/v1?country=${home.country_code}`)).json().address;
    expect(address.country_code).toBe(home.country_code);
    const regions = (await m.call('GET', 'config/regions')).json().docs;
    expect(regions[0]).toMatchObject({ code: 'IN', dial_code: '+91', name: 'India' });

    expect((await m.call('POST', 'validate-weight', { weight: 1.2, unit: 'kg' })).json()).toEqual({
      valid: true,
      grams: 1200,
    });
    const heavy = await m.call('POST', 'validate-weight', { weight: 31, unit: 'kg' });
    expect(heavy.json()).toMatchObject({ fields: { weight: 'A parcel may weigh at most 30 kg' } });
    const r = await m.request({ method: 'pickup' });
    const price = await m.call('POST', 'fetch-weight-price', {
      request_id: r.id,
      courier: 'sandbox',
      weight: 800,
    });
    expectStatus(price, 200);
    expect(price.json()).toMatchObject({
      grams: 800,
      rates: [{ service: 'Sandbox standard', currency: 'USD' }, {}],
    });
  });
});
