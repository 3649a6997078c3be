// Delhivery books a reverse pickup (a CMU shipment with payment_mode "Pickup") with its packing slip as
// the label, tracked by waybill; tested against the local Delhivery fake in its documented shapes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests, returnLabels, sideEffects } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { delhiveryClient } from '../../providers/couriers/delhivery';
import { useTestApp } from '../../test/build-test-app';
import { type DelhiveryFake, startDelhiveryFake } from '../../test/delhivery-fake/delhivery-fake';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';
import { pollTracking } from './refresh-tracking';

let delhivery: DelhiveryFake;
beforeAll(async () => {
  delhivery = await startDelhiveryFake();
});
afterAll(() => delhivery.close());

describe.each(dbKinds)('Delhivery reverse pickups on %s', (kind) => {
  const t = useTestApp(kind, {
    billing: 'off',
    couriers: {
      origins: {
        get delhivery() {
          return delhivery.url;
        },
      },
      timeoutMs: 2000,
    },
  });

  it('books a reverse pickup with its label PDF, and tracking moves the request', async () => {
    const m = await merchant(t);
    const connected = await m.call('PUT', 'settings/courier-partners', {
      courier: 'delhivery',
      credentials: {
        api_token: delhivery.token,
        pickup_location: delhivery.pickupLocation,
        environment: 'production',
      },
    });
    expectStatus(connected, 200);
    expect(connected.json()).toMatchObject({ connected: true, bookable: true, secrets_set: ['api_token'] });

    const r = await m.request({ method: 'pickup' });
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/approve`, { method: 'courier', courier: 'delhivery' }),
      200,
    );
    await runPendingSideEffects(t.deps);
    const [effect] = (
      await t.deps.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id))
    ).filter((e) => e.effect === 'create_label');
    expect(effect).toMatchObject({ status: 'succeeded' });
    const made = delhivery.shipments.filter((s) => s.order === effect?.id);
    expect(made).toMatchObject([{ paymentMode: 'Pickup', pickupLocation: delhivery.pickupLocation }]);

    const label = (await m.call('GET', `return-exchange/v1/${r.id}/label`)).json().label;
    expect(label).toMatchObject({
      courier: 'delhivery',
      sandbox: false,
      booking: 'label',
      tracking_number: made[0]?.waybill,
    });
    const file = await m.call('GET', `return-exchange/v1/${r.id}/label/file`);
    expectStatus(file, 200);
    expect(file.body.startsWith('%PDF')).toBe(true);

    delhivery.setStatus(made[0]?.waybill ?? '', 'In Transit', 'PU');
    await pollTracking(t.deps);
    const [row] = await t.deps.db.select().from(requests).where(eq(requests.id, r.id));
    expect(row).toMatchObject({ status: 'in_transit', trackingNumber: made[0]?.waybill });
    const [kept] = await t.deps.db.select().from(returnLabels).where(eq(returnLabels.requestId, r.id));
    expect(kept?.trackingStatus).toBe('in_transit');
  });
});

describe('the Delhivery client', () => {
  const party = {
    name: 'Asha Rao',
    phone: '+919876543210',
    email: 'asha@example.com',
    line1: '12 MG Road',
    line2: '',
    city: 'Bengaluru',
    province: 'Karnataka',
    countryCode: 'IN',
    postalCode: '560001',
  };
  const input = {
    from: party,
    to: { ...party, name: 'Warehouse', postalCode: '110001' },
    grams: 800,
    orderName: '#1001',
    items: [{ name: 'Kurta', sku: 'K-1', units: 1, price: '999.00' }],
  };
  const client = () =>
    delhiveryClient(
      { api_token: delhivery.token, pickup_location: delhivery.pickupLocation, environment: 'staging' },
      delhivery.url,
      2000,
    );

  it('finds the pickup it made under our key instead of booking a second one', async () => {
    const first = await client().book({ ...input, key: 'booking-key-1' });
    const again = await client().book({ ...input, key: 'booking-key-1' });
    expect(again.trackingNumber).toBe(first.trackingNumber);
    expect(delhivery.shipments.filter((s) => s.order === 'booking-key-1')).toHaveLength(1);
  });

  it("quotes the reverse charge where Delhivery collects, nothing where it does not, and refuses in Delhivery's words", async () => {
    expect(await client().rates(input)).toEqual([
      { service: 'Delhivery Surface', amount: '71.50', currency: 'INR', days: null },
    ]);
    expect(await client().rates({ ...input, from: { ...party, postalCode: '999999' } })).toEqual([]);
    const wrongWarehouse = delhiveryClient(
      { api_token: delhivery.token, pickup_location: 'NOWHERE', environment: 'staging' },
      delhivery.url,
      2000,
    );
    await expect(wrongWarehouse.book({ ...input, key: 'booking-key-2' })).rejects.toThrow(
      'Delhivery refused the pickup: ClientWarehouse matching query does not exist.',
    );
  });
});
