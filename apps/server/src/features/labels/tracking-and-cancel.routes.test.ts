import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RequestRow, returnLabels, sideEffects } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { enqueueEffects, type PlannedEffect } from '../../outbox/enqueue';
import { useTestApp } from '../../test/build-test-app';
import { bearer, logInAs } from '../../test/factories';
import { expectStatus, merchant } from '../../test/request-setup';
import { type ShippoFake, startShippoFake } from '../../test/shippo-fake/shippo-fake';
import { shopperView } from '../../test/shopper-view';
import { pollTracking } from './refresh-tracking';

type Merchant = Awaited<ReturnType<typeof merchant>>;

let shippo: ShippoFake;
beforeAll(async () => {
  shippo = await startShippoFake();
});
afterAll(() => shippo.close());

const HOUR = 3_600_000;

describe('tracking polling, voiding labels on cancel, and the parcel weight', () => {
  const t = useTestApp('pglite', {
    billing: 'off',
    couriers: {
      origins: {
        get shippo() {
          return shippo.url;
        },
      },
      timeoutMs: 2000,
    },
    trackingPoll: { intervalSeconds: 3600, batchSize: 50 },
  });

  const connectShippo = async (m: Merchant, token = shippo.token) =>
    expectStatus(
      await m.call('PUT', 'settings/courier-partners', {
        courier: 'shippo',
        credentials: { api_token: token },
      }),
      200,
    );

  /** A pickup request approved with `courier`, its label bought by the outbox. */
  const approvedWithLabel = async (m: Merchant, courier: string, extra: object = {}) => {
    const r = await m.request({ method: 'pickup' });
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/approve`, { method: 'courier', courier, ...extra }),
      200,
    );
    await runPendingSideEffects(t.deps);
    const [label] = await t.deps.db
      .select()
      .from(returnLabels)
      .where(and(eq(returnLabels.requestId, r.id), eq(returnLabels.storeId, m.store.id)));
    if (!label) throw new Error('no label was bought');
    return { r, label };
  };

  /** The request page; signed in again, since the clock may have moved past the session. */
  const detail = async (m: Merchant, r: RequestRow) => {
    const { token } = await logInAs(t.app, m.store, m.user);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/return-exchange/v1/${r.id}/common`,
      headers: bearer(token),
    });
    expectStatus(res, 200);
    return res.json();
  };

  it('moves a request to delivered exactly once when polling runs twice', async () => {
    const m = await merchant(t);
    await connectShippo(m);
    const { r, label } = await approvedWithLabel(m, 'shippo');
    shippo.setTracking(label.trackingNumber, 'DELIVERED');

    const first = await pollTracking(t.deps);
    expect(first.failed.filter((f) => f.labelId === label.id)).toEqual([]);
    // The same poll again, an interval later: the courier still says delivered, nothing new is written.
    t.clock.advance(2 * HOUR);
    await pollTracking(t.deps);

    const seen = await detail(m, r);
    expect(seen).toMatchObject({ status: 'delivered', tracking: { status: 'delivered' } });
    const delivered = seen.timeline.filter((e: { message: string }) => e.message.includes('delivered'));
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ type: 'delivered' });
    // The shopper reads Shippo's DELIVERED as a code the portal words for them.
    const order = await t.deps.platform.getOrder(m.store.id, r.orderId);
    if (!order) throw new Error('order not found');
    expect((await shopperView(t, m.store, order, r)).tracking).toMatchObject({ status: 'delivered' });
  });

  it('goes on with the other labels when one courier fails, and asks that one again an interval later', async () => {
    const failing = await merchant(t);
    const own = shippo.issueToken();
    await connectShippo(failing, own);
    const broken = await approvedWithLabel(failing, 'shippo');
    // The store's token is revoked at Shippo: asking about this label fails.
    shippo.revokeToken(own);
    const working = await merchant(t);
    const fine = await approvedWithLabel(working, 'sandbox');

    t.clock.advance(25 * HOUR);
    const round = await pollTracking(t.deps);
    expect(round.failed.map((f) => f.labelId)).toContain(broken.label.id);
    expect(await detail(working, fine.r)).toMatchObject({
      status: 'in_transit',
      tracking: { status: 'in_transit' },
    });
    expect(await detail(failing, broken.r)).toMatchObject({ status: 'approved' });
    // Not due again within the interval: the next round does not ask the failing courier at once.
    const next = await pollTracking(t.deps);
    expect(next.failed.map((f) => f.labelId)).not.toContain(broken.label.id);
  });

  it('voids the unused label with the courier when the merchant cancels, and says when the courier refuses', async () => {
    const m = await merchant(t);
    await connectShippo(m);
    const unused = await approvedWithLabel(m, 'shippo');
    expectStatus(await m.call('POST', `return-exchange/v1/${unused.r.id}/cancel`, {}), 200);
    await runPendingSideEffects(t.deps);
    const bought = shippo.transactions.find((x) => x.object_id === unused.label.externalId);
    expect(bought?.status).toBe('REFUNDED');
    const cancelled = await detail(m, unused.r);
    expect(cancelled.side_effects).toEqual(
      expect.arrayContaining([expect.objectContaining({ effect: 'cancel_label', status: 'succeeded' })]),
    );
    expect(cancelled.timeline.map((e: { type: string }) => e.type)).toContain('label_voided');
    const kept = (await m.call('GET', `return-exchange/v1/${unused.r.id}/label`)).json().label;
    expect(kept.voided_at).toEqual(expect.any(String));
    // The shopper is no longer offered a label the courier voided.
    const order = await t.deps.platform.getOrder(m.store.id, unused.r.orderId);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: {
        store: m.store.domain.split('.')[0],
        order_number: order?.name,
        contact: order?.email ?? '',
      },
    });
    const shopperView = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/requests/${unused.r.id}/label?session=${session.json().session_id}`,
    });
    expect(shopperView.json()).toEqual({ label: null });

    // A label the carrier already scanned is not refunded: the logistic log and the timeline say so.
    const scanned = await approvedWithLabel(m, 'shippo');
    shippo.setTracking(scanned.label.trackingNumber, 'TRANSIT');
    expectStatus(await m.call('POST', `return-exchange/v1/${scanned.r.id}/cancel`, {}), 200);
    await runPendingSideEffects(t.deps);
    const log = (await m.call('GET', `logistic-log/v1/${scanned.r.id}`)).json().docs;
    expect(log).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          effect: 'cancel_label',
          outcome: 'failed',
          message: expect.stringMatching(/refused to void label .*may already have been used/),
        }),
      ]),
    );
    const refused = await detail(m, scanned.r);
    expect(refused).toMatchObject({ status: 'cancelled', needs_attention: true });
    const [row] = await t.deps.db
      .select()
      .from(sideEffects)
      .where(and(eq(sideEffects.requestId, scanned.r.id), eq(sideEffects.effect, 'cancel_label')));
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('books the weight from the approve dialog and refuses a weight a courier would not take', async () => {
    const m = await merchant(t);
    const r = await m.request({ method: 'pickup' });
    const approve = (weight_grams: unknown) =>
      m.call('POST', `return-exchange/v1/${r.id}/approve`, {
        method: 'courier',
        courier: 'sandbox',
        weight_grams,
      });
    for (const [weight, message] of [
      [0, 'Please enter a weight above zero'],
      [30_001, 'A parcel may weigh at most 30 kg'],
      [1.5, 'Please enter the weight in whole grams'],
    ] as const) {
      const res = await approve(weight);
      expectStatus(res, 400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { weight_grams: message } });
    }
    expect(await detail(m, r)).toMatchObject({ status: 'requested' });
    const { label } = await approvedWithLabel(m, 'sandbox', { weight_grams: 1200 });
    expect(label.weightGrams).toBe(1200);
  });

  it('moves the request only on its current label: a replaced or voided label reports in vain', async () => {
    const m = await merchant(t);
    await connectShippo(m);
    const { r, label: first } = await approvedWithLabel(m, 'shippo');
    /** Queues outbox work for the request as the merchant's actions do, then runs it. */
    const run = async (effect: PlannedEffect) => {
      await t.deps.db.transaction((tx) =>
        enqueueEffects(t.deps.sender, tx, { storeId: m.store.id, requestId: r.id, now: t.clock.read() }, [
          effect,
        ]),
      );
      await runPendingSideEffects(t.deps);
    };
    const hook = (trackingNumber: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/courier-webhooks/v1/shippo',
        payload: { event: 'track_updated', data: { tracking_number: trackingNumber } },
      });

    // The first label is voided with the courier: its parcel scan moves nothing.
    await run({ effect: 'cancel_label', payload: { createLabelId: first.sideEffectId } });
    shippo.setTracking(first.trackingNumber, 'TRANSIT');
    expectStatus(await hook(first.trackingNumber), 202);
    expect(await detail(m, r)).toMatchObject({ status: 'approved', tracking: { status: 'label_created' } });

    // A new label replaces it; the old one's delivered scan arrives late and changes nothing.
    await run({ effect: 'create_label', payload: { courier: 'shippo' } });
    const labels = await t.deps.db.select().from(returnLabels).where(eq(returnLabels.requestId, r.id));
    const second = labels.find((l) => l.id !== first.id);
    if (!second) throw new Error('no second label');
    shippo.setTracking(first.trackingNumber, 'DELIVERED');
    expectStatus(await hook(first.trackingNumber), 202);
    expect(await detail(m, r)).toMatchObject({
      status: 'approved',
      tracking: { number: second.trackingNumber, status: 'label_created' },
    });

    // The current label moves it.
    shippo.setTracking(second.trackingNumber, 'TRANSIT');
    expectStatus(await hook(second.trackingNumber), 202);
    const seen = await detail(m, r);
    expect(seen).toMatchObject({ status: 'in_transit', tracking: { status: 'in_transit' } });
    expect(seen.timeline.filter((e: { type: string }) => e.type === 'in_transit')).toHaveLength(1);
  });
});
