// Honest couriers (docs/couriers.md): only a courier the store can book is offered and accepted; the
// sandbox exists on demo stores only; nothing is ever booked as a sandbox label under another's name.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestRow, requests, returnLabels, sideEffects, stores } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { enqueueEffects } from '../../outbox/enqueue';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { type ShippoFake, startShippoFake } from '../../test/shippo-fake/shippo-fake';

type Merchant = Awaited<ReturnType<typeof merchant>>;

let shippo: ShippoFake;
beforeAll(async () => {
  shippo = await startShippoFake();
});
afterAll(() => shippo.close());

describe('couriers a store can book', () => {
  const t = useTestApp('pglite', {
    billing: 'off',
    couriers: {
      origins: {
        get shippo() {
          return shippo.url;
        },
      },
    },
  });

  const approve = (m: Merchant, r: RequestRow, courier: string) =>
    m.call('POST', `return-exchange/v1/${r.id}/approve`, { method: 'courier', courier });
  const bookable = async (m: Merchant) =>
    (await m.call('GET', 'courier-partner/v1/list'))
      .json<{ docs: { courier: string; bookable: boolean }[] }>()
      .docs.filter((c) => c.bookable)
      .map((c) => c.courier);
  /** Nothing happened to the request: still requested, no event but its creation, no job queued. */
  const untouched = async (r: RequestRow) => {
    const [row] = await t.deps.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row).toMatchObject({ status: 'requested', courier: null });
    const jobs = await t.deps.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id));
    expect(jobs.filter((j) => j.effect === 'create_label' || j.effect === 'create_return')).toEqual([]);
  };

  it('refuses an approval naming a courier that is not supported, not connected or turned off, naming it', async () => {
    const m = await merchant(t);
    const r = await m.request({ method: 'pickup' });
    expect(await bookable(m)).toEqual(['sandbox']);
    for (const [courier, message] of [
      ['nimbus', 'Nimbus is not yet supported: Roundtrip cannot book it'],
      ['ups', 'UPS is not yet supported: Roundtrip cannot book it'],
      ['fedex', 'FedEx is not yet supported: Roundtrip cannot book it'],
      ['shippo', 'Shippo is not connected: connect it on the Couriers page'],
    ] as const) {
      const res = await approve(m, r, courier);
      expectStatus(res, 400);
      expect(res.json()).toEqual({ code: 'VALIDATION_FAILED', message, fields: { courier: message } });
    }
    const bulk = await m.call('POST', 'return-exchange/v1/bulk-action', {
      action: 'approve',
      ids: [r.id],
      courier: 'dhl',
    });
    expectStatus(bulk, 400);
    expect(bulk.json().message).toBe('DHL is not yet supported: Roundtrip cannot book it');
    await untouched(r);

    // Connected with a token Shippo accepted, it books; turned off, it is refused again.
    const connect = (enabled: boolean) =>
      m.call('PUT', 'settings/courier-partners', {
        courier: 'shippo',
        enabled,
        credentials: { api_token: shippo.token },
      });
    expectStatus(await connect(false), 200);
    expect(await bookable(m)).toEqual(['sandbox']);
    expect((await approve(m, r, 'shippo')).json().message).toBe('Shippo is turned off on the Couriers page');
    await untouched(r);
    expectStatus(await connect(true), 200);
    expect(await bookable(m)).toEqual(['shippo', 'sandbox']);
    expectStatus(await approve(m, r, 'shippo'), 200);
    await runPendingSideEffects(t.deps);
    const labels = await t.deps.db.select().from(returnLabels).where(eq(returnLabels.requestId, r.id));
    expect(labels).toMatchObject([{ courier: 'shippo', sandbox: false }]);
  });

  it('offers and books the sandbox on a demo store only', async () => {
    const m = await merchant(t);
    const r = await m.request({ method: 'pickup' });
    // The same store as a Shopify store: real parcels, so no test labels.
    await t.deps.db.update(stores).set({ platform: 'shopify' }).where(eq(stores.id, m.store.id));
    expect(await bookable(m)).toEqual([]);
    const list = (await m.call('GET', 'courier-partner/v1/list')).json();
    expect(list.docs.find((c: { courier: string }) => c.courier === 'sandbox')).toMatchObject({
      connected: false,
      bookable: false,
      refusal: 'The sandbox courier makes test labels on demo stores only',
    });
    const res = await approve(m, r, 'sandbox');
    expectStatus(res, 400);
    expect(res.json().fields).toEqual({
      courier: 'The sandbox courier makes test labels on demo stores only',
    });
    expect((await m.call('GET', 'courier-partner/v1/automation/list')).json().docs).toEqual([]);
    await untouched(r);
  });

  it('fails a booking queued for a courier the store cannot book, and never makes a sandbox label in its name', async () => {
    const m = await merchant(t);
    const r = await m.request({ method: 'pickup' });
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, { method: 'self_ship' }), 200);
    // A booking queued before the rule (or by hand): the worker refuses it for good.
    await t.deps.db.transaction((tx) =>
      enqueueEffects(t.deps.sender, tx, { storeId: m.store.id, requestId: r.id, now: t.clock.read() }, [
        { effect: 'create_label', payload: { courier: 'nimbus' } },
      ]),
    );
    await runPendingSideEffects(t.deps);
    const [job] = await t.deps.db
      .select()
      .from(sideEffects)
      .where(and(eq(sideEffects.requestId, r.id), eq(sideEffects.effect, 'create_label')));
    expect(job).toMatchObject({ status: 'failed' });
    expect(job?.lastError).toContain('Nimbus is not yet supported');
    expect(await t.deps.db.select().from(returnLabels).where(eq(returnLabels.requestId, r.id))).toEqual([]);
  });

  it('makes sandbox labels under the sandbox name, marked as test labels', async () => {
    const m = await merchant(t);
    const r = await m.request({ method: 'pickup' });
    expectStatus(await approve(m, r, 'sandbox'), 200);
    await runPendingSideEffects(t.deps);
    const label = (await m.call('GET', `return-exchange/v1/${r.id}/label`)).json().label;
    expect(label).toMatchObject({ courier: 'sandbox', sandbox: true });
    expect(label.tracking_number).toMatch(/^SAN\d{12}$/);
  });
});
