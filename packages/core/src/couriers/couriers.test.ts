import { describe, expect, it } from 'vitest';
import { bookableCouriers, courierRefusal, mergeCredentials } from './catalogue';
import { checkWeight, returnWarehouse } from './parcel';
import { sandboxTrackingAt, trackingStep } from './tracking';

describe('courier rules', () => {
  it('never moves tracking or the request backwards', () => {
    expect(trackingStep('label_created', 'in_transit', 'approved')).toEqual({
      status: 'in_transit',
      changed: true,
      requestStatus: 'in_transit',
    });
    // A late "in transit" after the delivered scan changes nothing (the kept scan is still delivered).
    expect(trackingStep('delivered', 'in_transit', 'delivered')).toEqual({
      status: 'delivered',
      changed: false,
      requestStatus: null,
    });
    // A request already received stays received whatever the courier reports.
    expect(trackingStep('in_transit', 'delivered', 'received').requestStatus).toBeNull();
  });

  it('moves the sandbox parcel on the clock', () => {
    const at = new Date('2026-11-01T00:00:00Z');
    const after = (h: number) => sandboxTrackingAt(at, new Date(at.getTime() + h * 3_600_000));
    expect([after(1), after(24), after(48), after(72)]).toEqual([
      'label_created',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ]);
  });

  it('sends a return to a warehouse in the shopper country, else the default one', () => {
    const places = [
      { id: 'a', country: 'India', country_code: 'IN', is_default: true, active: true },
      { id: 'b', country: 'United States', country_code: 'US', is_default: false, active: true },
      { id: 'c', country: 'Canada', country_code: 'CA', is_default: false, active: false },
    ];
    expect(returnWarehouse(places, 'US')?.id).toBe('b');
    expect(returnWarehouse(places, 'united states')?.id).toBe('b');
    expect(returnWarehouse(places, 'CA')?.id).toBe('a');
    expect(returnWarehouse([], 'IN')).toBeNull();
  });

  it('checks weights and keeps saved secrets when left blank', () => {
    expect(checkWeight(2, 'lb')).toEqual({ ok: true, grams: 907 });
    expect(checkWeight(0, 'g')).toMatchObject({ ok: false });
    expect(
      mergeCredentials('shipstation', { carrier_id: 'se-1', service_code: 'ups_ground' }, { api_key: 'k' }),
    ).toEqual({
      credentials: { api_key: 'k', carrier_id: 'se-1', service_code: 'ups_ground' },
      missing: [],
    });
  });

  it('books only with connected couriers the courier accepted, and the sandbox only on demo stores', () => {
    const shippo = { courier: 'shippo' as const, enabled: true, verified: true };
    expect(bookableCouriers('demo', [shippo])).toEqual(['shippo', 'sandbox']);
    expect(bookableCouriers('shopify', [shippo])).toEqual(['shippo']);
    expect(bookableCouriers('shopify', [])).toEqual([]);
    expect(courierRefusal('sandbox', 'shopify', [])).toBe(
      'The sandbox courier makes test labels on demo stores only',
    );
    expect(courierRefusal('nimbus', 'demo', [])).toBe(
      'Nimbus is not yet supported: Roundtrip cannot book it',
    );
    expect(courierRefusal('delhivery', 'demo', [])).toBe(
      'Delhivery is not connected: connect it on the Couriers page',
    );
    expect(courierRefusal('shippo', 'demo', [{ ...shippo, verified: false }])).toBe(
      'Shippo is not connected: connect it on the Couriers page',
    );
    expect(courierRefusal('shippo', 'demo', [{ ...shippo, enabled: false }])).toBe(
      'Shippo is turned off on the Couriers page',
    );
  });
});
