// Rate shopping: on approval every courier the store can book is quoted for the parcel, the store's rule
// (cheapest, fastest, preferred) picks one, and the label keeps the quote it was approved with. Against
// the local Shiprocket and Delhivery fakes, in their documented shapes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { returnLabels } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { type DelhiveryFake, startDelhiveryFake } from '../../test/delhivery-fake/delhivery-fake';
import { expectStatus, merchant } from '../../test/request-setup';
import { type ShiprocketFake, startShiprocketFake } from '../../test/shiprocket-fake/shiprocket-fake';
import { dbKinds } from '../../test/test-db';

let delhivery: DelhiveryFake;
let shiprocket: ShiprocketFake;
beforeAll(async () => {
  [delhivery, shiprocket] = await Promise.all([startDelhiveryFake(71.5), startShiprocketFake()]);
});
afterAll(async () => {
  await Promise.all([delhivery.close(), shiprocket.close()]);
});

describe.each(dbKinds)('rate shopping on %s', (kind) => {
  const t = useTestApp(kind, {
    billing: 'off',
    couriers: {
      origins: {
        get delhivery() {
          return delhivery.url;
        },
        get shiprocket() {
          return shiprocket.url;
        },
      },
      timeoutMs: 2000,
    },
  });

  const connectBoth = async (m: Awaited<ReturnType<typeof merchant>>) => {
    for (const [courier, credentials] of [
      [
        'delhivery',
        { api_token: delhivery.token, pickup_location: delhivery.pickupLocation, environment: 'production' },
      ],
      ['shiprocket', { email: shiprocket.email, password: shiprocket.password }],
    ] as const)
      expectStatus(await m.call('PUT', 'settings/courier-partners', { courier, credentials }), 200);
  };

  it('quotes every connected courier, picks the cheapest, and keeps the quote on the label', async () => {
    const m = await merchant(t);
    await connectBoth(m);
    const r = await m.request({ method: 'pickup' });
    const shop = await m.call('POST', `return-exchange/v1/${r.id}/rate-quotes`, { weight_grams: 800 });
    expectStatus(shop, 200);
    const body = shop.json();
    expect(body.setting).toEqual({ rule: 'cheapest', preferred_courier: null });
    expect(body.quotes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ courier: 'delhivery', amount: '71.50', currency: 'INR' }),
        expect.objectContaining({ courier: 'shiprocket', amount: '92.50', currency: 'INR', days: 4 }),
        // The demo store's sandbox quotes too, in dollars: never compared with rupees.
        expect.objectContaining({ courier: 'sandbox', currency: 'USD' }),
      ]),
    );
    expect(body.chosen).toMatchObject({ courier: 'delhivery', courier_name: 'Delhivery', amount: '71.50' });
    expect(body.failures).toEqual([]);

    const { courier_name: _name, ...quote } = body.chosen;
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/approve`, {
        method: 'courier',
        courier: 'delhivery',
        weight_grams: 800,
        quote,
      }),
      200,
    );
    await runPendingSideEffects(t.deps);
    const [label] = await t.deps.db.select().from(returnLabels).where(eq(returnLabels.requestId, r.id));
    expect(label).toMatchObject({
      courier: 'delhivery',
      weightGrams: 800,
      quote: { service: 'Delhivery Surface', amount: '71.50', currency: 'INR', days: null, rule: 'cheapest' },
    });
    const seen = (await m.call('GET', `return-exchange/v1/${r.id}/label`)).json().label;
    expect(seen.quote).toEqual({
      service: 'Delhivery Surface',
      amount: '71.50',
      currency: 'INR',
      days: null,
      rule: 'cheapest',
    });
  });

  it("follows the store's rule: the fastest, or the preferred courier though dearer", async () => {
    const m = await merchant(t);
    await connectBoth(m);
    const r = await m.request({ method: 'pickup' });
    const chosen = async () =>
      (await m.call('POST', `return-exchange/v1/${r.id}/rate-quotes`, {})).json().chosen?.courier;

    const incomplete = await m.call('PUT', 'settings/courier-rate-rule', { rule: 'preferred' });
    expectStatus(incomplete, 400);
    expectStatus(await m.call('PUT', 'settings/courier-rate-rule', { rule: 'fastest' }), 200);
    // Shiprocket estimates 4 days; Delhivery gives no estimate, so it comes after.
    expect(await chosen()).toBe('shiprocket');
    const preferred = await m.call('PUT', 'settings/courier-rate-rule', {
      rule: 'preferred',
      preferred_courier: 'shiprocket',
    });
    expect(preferred.json()).toEqual({ rule: 'preferred', preferred_courier: 'shiprocket' });
    expect((await m.call('GET', 'courier-partner/v1/rate-rule')).json()).toEqual(preferred.json());
    expect(await chosen()).toBe('shiprocket');
    // Delhivery becomes the cheaper one but the rule still prefers Shiprocket; cheapest picks Delhivery.
    delhivery.setCharge(50);
    expect(await chosen()).toBe('shiprocket');
    expectStatus(await m.call('PUT', 'settings/courier-rate-rule', { rule: 'cheapest' }), 200);
    expect(await chosen()).toBe('delhivery');
    delhivery.setCharge(71.5);
  });

  it('lists a courier that cannot quote with its words, and still picks among the others', async () => {
    const m = await merchant(t);
    await connectBoth(m);
    const r = await m.request({ method: 'pickup' });
    // The approval's quote must be for the courier approved with.
    const mismatch = await m.call('POST', `return-exchange/v1/${r.id}/approve`, {
      method: 'courier',
      courier: 'shiprocket',
      quote: {
        courier: 'delhivery',
        service: 'Delhivery Surface',
        amount: '71.50',
        currency: 'INR',
        days: null,
      },
    });
    expectStatus(mismatch, 400);
    expect(mismatch.json().fields).toEqual({ quote: 'The quote is for another courier' });
    await delhivery.close();
    try {
      const body = (await m.call('POST', `return-exchange/v1/${r.id}/rate-quotes`, {})).json();
      expect(body.failures).toEqual([
        expect.objectContaining({ courier: 'delhivery', courier_name: 'Delhivery' }),
      ]);
      expect(body.chosen).toMatchObject({ courier: 'shiprocket' });
    } finally {
      delhivery = await startDelhiveryFake(71.5);
    }
  });
});
