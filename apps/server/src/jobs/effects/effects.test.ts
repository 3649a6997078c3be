import { describe, expect, it } from 'vitest';
import type { PlannedEffect } from '../../outbox/enqueue';
import { parsePayload, refundIdOf } from '.';

const REFUND = {
  refundId: 'f1',
  amount: '12.50',
  key: 'refund:k1',
  returnId: null,
  lineItems: [{ lineItemId: 'l1', quantity: 1 }],
};

describe('side-effect payloads', () => {
  it('reads back what the actions write', () => {
    const written: PlannedEffect[] = [
      {
        effect: 'create_return',
        payload: { lineItems: [{ lineItemId: 'l1', quantity: 2, reason: 'Too small' }] },
      },
      { effect: 'decline_return', payload: { note: 'Worn', returnId: 'r1' } },
      { effect: 'cancel_return', payload: { createReturnId: 'e1' } },
      { effect: 'cancel_return', payload: { returnId: 'r1' } },
      { effect: 'release_hold' },
      {
        effect: 'dispose_items',
        payload: { dispositions: [{ lineItemId: 'l1', quantity: 1, type: 'MISSING' }], close: true },
      },
      { effect: 'create_shipment', payload: { courier: 'ups' } },
      { effect: 'reship', payload: { reshipId: 's1', shippingCompany: 'DHL' } },
      { effect: 'refund', payload: REFUND },
      { effect: 'store_credit', payload: { ...REFUND, note: 'Goodwill' } },
      { effect: 'notify_customer', payload: { notificationId: 'n1' } },
      {
        effect: 'create_exchange_order',
        payload: {
          lineItems: [{ variantId: 'v1', quantity: 1 }],
          returnedValue: '20.00',
          hold: true,
          name: 'EX-1001',
          tags: [],
        },
      },
    ];
    for (const e of written)
      expect(parsePayload(e.effect, e.payload ?? {})).toEqual({ ok: true, payload: e.payload ?? {} });
  });

  it('refuses a payload of the wrong shape, naming each field that does not fit', () => {
    expect(parsePayload('refund', { ...REFUND, amount: 12.5, lineItems: [{ lineItemId: 'l1' }] })).toEqual({
      ok: false,
      error:
        'The stored refund payload is invalid (amount: Invalid input: expected string, received number; ' +
        'lineItems.0.quantity: Invalid input: expected number, received undefined)',
    });
    expect(parsePayload('notify_customer', {})).toMatchObject({
      ok: false,
      error: expect.stringMatching(/notificationId/),
    });
    expect(
      parsePayload('dispose_items', {
        dispositions: [{ lineItemId: 'l1', quantity: 1, type: 'LOST' }],
        close: true,
      }),
    ).toMatchObject({ ok: false });
    expect(parsePayload('create_shipment', null)).toMatchObject({ ok: false });
  });

  it('finds the refund record a refund or store-credit row pays out', () => {
    expect(refundIdOf({ effect: 'refund', payload: REFUND })).toBe('f1');
    expect(refundIdOf({ effect: 'store_credit', payload: REFUND })).toBe('f1');
    expect(refundIdOf({ effect: 'refund', payload: { refundId: 'f1' } })).toBeNull();
    expect(
      refundIdOf({ effect: 'notify_customer', payload: { notificationId: 'n1', refundId: 'f1' } }),
    ).toBeNull();
  });
});
