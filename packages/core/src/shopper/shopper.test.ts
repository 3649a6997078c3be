import { describe, expect, it } from 'vitest';
import { localized } from './localized';
import { nextStep } from './next-step';
import { pickupWindow } from './pickup-window';
import { refundStateOf, shopperRefundState, shopperStatus, shownStatus } from './refund-state';
import { approveMethodFor, needsAddress, offeredReturnMethods, returnMethodOf } from './return-method';
import { shopperTimeline } from './timeline';
import { SHOPPER_TRACKING_STATES, shopperTrackingState } from './tracking-state';

const at = '2026-11-01T10:00:00.000Z';

describe('return method', () => {
  it("approves the shopper's own choice by default, a pickup as a courier pickup", () => {
    expect(approveMethodFor('pickup')).toBe('courier');
    expect(approveMethodFor('drop_off')).toBe('drop_off');
    expect(approveMethodFor('self_ship')).toBe('self_ship');
    expect(returnMethodOf('courier')).toBe('pickup');
  });

  it('asks for an address only for a pickup', () => {
    expect([needsAddress('pickup'), needsAddress('drop_off'), needsAddress('self_ship')]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('offers drop-off only once the store has a place, and a pickup when nothing else is left', () => {
    expect(offeredReturnMethods(['pickup', 'drop_off'], false)).toEqual(['pickup']);
    expect(offeredReturnMethods(['pickup', 'drop_off'], true)).toEqual(['pickup', 'drop_off']);
    expect(offeredReturnMethods(['drop_off', 'self_ship'], false)).toEqual(['self_ship']);
    expect(offeredReturnMethods(['drop_off'], false)).toEqual(['pickup']);
  });
});

describe('refund state', () => {
  it('says done only once the platform confirmed, and never for a failed refund', () => {
    expect(shopperRefundState({ status: 'planned' })).toBe('pending');
    expect(shopperRefundState({ status: 'pending' })).toBe('pending');
    expect(shopperRefundState({ status: 'succeeded' })).toBe('done');
    expect(shopperRefundState({ status: 'failed' })).toBe('failed');
    expect(shopperRefundState({ status: 'failed', replaced: true })).toBe('replaced');
  });

  it('does not label a request Refunded while its refund is pending or failed', () => {
    expect(shopperStatus('refunded', [{ status: 'pending' }])).toBe('refund_pending');
    expect(shopperStatus('refunded', [{ status: 'failed' }])).toBe('refund_failed');
    expect(shopperStatus('archived', [{ status: 'pending' }])).toBe('refund_pending');
    expect(shopperStatus('received', [])).toBe('received');
  });

  it('reads Refunded once a later refund paid what a failed one did not, and not before', () => {
    const failed = { status: 'failed' as const, replaced: true };
    expect(shopperStatus('refunded', [failed, { status: 'succeeded' }])).toBe('refunded');
    expect(shopperStatus('refunded', [failed, { status: 'pending' }])).toBe('refund_pending');
    // Part of the money moved, the rest failed and is still owed.
    expect(shopperStatus('refunded', [{ status: 'succeeded' }, { status: 'failed' }])).toBe('refund_failed');
  });

  it('says where the money stands from the records alone', () => {
    expect(refundStateOf([])).toBe('none');
    expect(refundStateOf([{ status: 'planned' }])).toBe('pending');
    expect(refundStateOf([{ status: 'succeeded' }, { status: 'failed', replaced: true }])).toBe('refunded');
    expect(shownStatus('refunded', 'refunded')).toBe('refunded');
    expect(shownStatus('inspected', 'none')).toBe('inspected');
  });
});

describe('shopper timeline', () => {
  const refund = { id: 'r1', amount: '989.00', currency: 'INR', mode: 'store_credit' as const };
  const events = [
    { at, type: 'created', status: 'requested' as const, data: {} },
    {
      at,
      type: 'approved',
      status: 'approved' as const,
      data: { method: 'self_ship', requested_method: 'pickup', note: 'No courier in your area' },
    },
    { at, type: 'note', status: null, data: {} },
    { at, type: 'received', status: 'received' as const, data: {} },
    { at, type: 'refunded', status: 'refunded' as const, data: { refundId: 'r1', amount: '989.10' } },
  ];

  it("words each visible event as the shopper's line and follows the refund record", () => {
    const pending = shopperTimeline(events, [{ ...refund, status: 'pending' }]);
    expect(pending.map((e) => e.code)).toEqual([
      'request_received',
      'method_changed',
      'approved_self_ship',
      'parcel_received',
      'refund_pending',
    ]);
    expect(pending[1]?.params).toEqual({ from: 'pickup', to: 'self_ship', note: 'No courier in your area' });
    expect(pending.at(-1)?.params).toEqual({ amount: '989.00', currency: 'INR', mode: 'store_credit' });
    expect(shopperTimeline(events, [{ ...refund, status: 'succeeded' }]).at(-1)?.code).toBe('refund_done');
    expect(shopperTimeline(events, [{ ...refund, status: 'failed' }]).at(-1)?.code).toBe('refund_failed');
    const replaced = shopperTimeline(events, [{ ...refund, status: 'failed', replaced: true }]);
    expect(replaced.at(-1)?.code).toBe('refund_replaced');
  });
});

describe('what happens next', () => {
  it('has a line for every status, after approval by the method', () => {
    expect(nextStep({ status: 'approved', kind: 'return', method: 'drop_off' })).toBe('drop_off');
    expect(nextStep({ status: 'approved', kind: 'return', method: 'pickup' })).toBe('wait_for_pickup');
    expect(nextStep({ status: 'approved', kind: 'return', method: 'pickup', courier: 'sandbox' })).toBe(
      'sandbox_pickup',
    );
    expect(nextStep({ status: 'inspected', kind: 'exchange', method: 'pickup' })).toBe('exchange_soon');
    expect(nextStep({ status: 'refund_failed', kind: 'return', method: 'pickup' })).toBe('refund_problem');
  });
});

describe('merchant text per language', () => {
  it("falls back to the store's default words, never to an empty string", () => {
    expect(localized('Koramangala store', { hi: 'कोरमंगला स्टोर' }, 'hi')).toBe('कोरमंगला स्टोर');
    expect(localized('Koramangala store', { hi: '  ' }, 'hi')).toBe('Koramangala store');
    expect(localized('Koramangala store', {}, 'hi')).toBe('Koramangala store');
  });
});

describe('pickup window', () => {
  it('is the next working day, 10:00 to 18:00 in the store time zone, skipping Sunday', () => {
    // Monday 23 November 2026, 22:00 in Kolkata (16:30 UTC): Tuesday 10:00-18:00 IST.
    expect(pickupWindow(new Date('2026-11-23T16:30:00Z'), 'Asia/Kolkata')).toEqual({
      from: '2026-11-24T04:30:00.000Z',
      to: '2026-11-24T12:30:00.000Z',
      time_zone: 'Asia/Kolkata',
    });
    // Saturday 28 November, 09:00 in Kolkata: Monday 30 November.
    expect(pickupWindow(new Date('2026-11-28T03:30:00Z'), 'Asia/Kolkata').from).toBe(
      '2026-11-30T04:30:00.000Z',
    );
    // Saturday 7 March 2026 in New York: Monday 9 March, after the daylight-saving change (UTC-4).
    expect(pickupWindow(new Date('2026-03-07T15:00:00Z'), 'America/New_York').from).toBe(
      '2026-03-09T14:00:00.000Z',
    );
    expect(pickupWindow(new Date('2026-11-23T10:00:00Z'), 'Not/AZone').time_zone).toBe('UTC');
  });
});

describe('tracking state', () => {
  it("words every courier status and Shopify's shipment statuses, and hides what it cannot word", () => {
    expect(
      ['label_created', 'in_transit', 'out_for_delivery', 'delivered'].map(shopperTrackingState),
    ).toEqual(['label_created', 'in_transit', 'out_for_delivery', 'delivered']);
    expect(shopperTrackingState('LABEL_PRINTED')).toBe('label_created');
    expect(shopperTrackingState('attempted_delivery')).toBe('delivery_attempted');
    expect(shopperTrackingState('failure')).toBe('delivery_failed');
    expect(shopperTrackingState('X9_SCAN')).toBeNull();
    expect(shopperTrackingState('constructor')).toBeNull();
    expect(shopperTrackingState(null)).toBeNull();
    for (const state of SHOPPER_TRACKING_STATES) expect(shopperTrackingState(state)).toBe(state);
  });
});
