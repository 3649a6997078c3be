import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShiprocketFake, startShiprocketFake } from '../../test/shiprocket-fake/shiprocket-fake';
import { type ShipStationFake, startShipStationFake } from '../../test/shipstation-fake/shipstation-fake';
import type { BookingInput, Party } from './courier';
import { shiprocketClient } from './shiprocket';
import { shipStationClient } from './shipstation';

const party = (name: string, countryCode: string, postalCode: string): Party => ({
  name,
  phone: '+919876543210',
  email: 'asha@example.com',
  line1: '12 MG Road',
  line2: '',
  city: 'Bengaluru',
  province: 'KA',
  countryCode,
  postalCode,
});
const input = (key: string): BookingInput => ({
  key,
  from: party('Asha', 'IN', '560001'),
  to: party('Warehouse', 'IN', '110001'),
  grams: 800,
  orderName: '#1001',
  items: [{ name: 'Tee', sku: 'TEE-M', units: 1, price: '499.00' }],
});
const today = () => new Date('2026-11-01T10:00:00Z');

let shipstation: ShipStationFake;
let shiprocket: ShiprocketFake;
beforeAll(async () => {
  [shipstation, shiprocket] = await Promise.all([startShipStationFake(), startShiprocketFake()]);
});
afterAll(async () => {
  await Promise.all([shipstation.close(), shiprocket.close()]);
});

describe('real courier clients against local fakes', () => {
  it('ShipStation: a return label whose answer was lost is found, not bought again; tracking and void', async () => {
    const client = shipStationClient(
      { api_key: shipstation.apiKey, carrier_id: 'se-123', service_code: 'ups_ground' },
      shipstation.url,
      2000,
    );
    expect(await client.rates(input('x'))).toEqual([
      { service: 'UPS Ground', amount: '8.25', currency: 'USD', days: 4 },
    ]);
    shipstation.loseNextAnswer();
    await expect(client.book(input('key-1'))).rejects.toThrow(/504/);
    const booked = await client.book(input('key-1'));
    expect(shipstation.labels).toHaveLength(1);
    expect(shipstation.labels[0]).toMatchObject({ is_return_label: true, external_shipment_id: 'key-1' });
    expect(booked.pdf?.subarray(0, 4).toString()).toBe('%PDF');
    await client.watch?.({ trackingNumber: booked.trackingNumber, trackingCompany: 'ups', key: 'key-1' });
    expect(shipstation.tracked).toEqual([`ups:${booked.trackingNumber}`]);
    const label = {
      externalId: booked.externalId,
      trackingNumber: booked.trackingNumber,
      createdAt: today(),
    };
    shipstation.setTracking(booked.trackingNumber, 'DE');
    expect(await client.track(label)).toBe('delivered');
    await client.cancel(label);
    expect(shipstation.labels[0]?.status).toBe('voided');
  });

  it('Shiprocket: a reverse pickup is booked once with its AWB, tracked and cancelled', async () => {
    const client = shiprocketClient(
      { email: shiprocket.email, password: shiprocket.password },
      shiprocket.url,
      2000,
      today,
    );
    expect((await client.rates(input('x')))[0]).toMatchObject({ amount: '92.50', currency: 'INR', days: 4 });
    shiprocket.loseNextAnswer();
    await expect(client.book(input('key-2'))).rejects.toThrow(/502/);
    const booked = await client.book(input('key-2'));
    expect(shiprocket.returns).toHaveLength(1);
    expect(booked).toMatchObject({ trackingCompany: 'Delhivery Reverse', pdf: null });
    // Shiprocket has no tracking registration: its parcels are polled.
    expect(client.watch).toBeUndefined();
    expect(shiprocket.pickups).toEqual([shiprocket.returns[0]?.shipment_id]);
    const label = {
      externalId: booked.externalId,
      trackingNumber: booked.trackingNumber,
      createdAt: today(),
    };
    shiprocket.setStatus(booked.trackingNumber, 'IN TRANSIT');
    expect(await client.track(label)).toBe('in_transit');
    shiprocket.setStatus(booked.trackingNumber, 'DELIVERED');
    expect(await client.track(label)).toBe('delivered');
    await client.cancel(label);
    expect(shiprocket.returns[0]?.status).toBe('CANCELED');
    const wrong = shiprocketClient(
      { email: shiprocket.email, password: 'nope' },
      shiprocket.url,
      2000,
      today,
    );
    await expect(wrong.book(input('key-3'))).rejects.toThrow(/400/);
  });
});
