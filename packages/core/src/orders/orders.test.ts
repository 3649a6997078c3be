import { describe, expect, it } from 'vitest';
import { isCashOnDelivery } from './cod';
import { isPaymentCaptureAvailable, PAYMENT_CAPTURE_START_DATE } from './payment-capture';
import { addressLinesOf, personAddressOf } from './platform-address';

const paid = {
  kind: 'sale',
  status: 'success',
  authorization: 'ch_123',
  receipt: { id: 1 },
  gateway: 'shopify_payments',
};

describe('isCashOnDelivery', () => {
  it.each([
    ['gateway contains cash', { payment_gateway_names: ['Cash on Delivery (COD)'] }, true],
    ['gateway contains cod', { payment_gateway_names: ['cod'] }, true],
    ['gateway name in other case', { payment_gateway_names: ['CASH'] }, true],
    ['card payment', { payment_gateway_names: ['shopify_payments'], transactions: [paid] }, false],
    [
      'last non-refund transaction pending',
      { payment_gateway_names: ['manual'], transactions: [{ ...paid, status: 'pending' }] },
      true,
    ],
    [
      'no authorization and empty receipt',
      {
        payment_gateway_names: ['manual'],
        transactions: [{ kind: 'sale', status: 'success', authorization: null, receipt: {} }],
      },
      true,
    ],
    [
      'no authorization but a receipt',
      { transactions: [{ kind: 'sale', status: 'success', receipt: { x: 1 } }] },
      false,
    ],
    [
      'authorization and empty receipt',
      { transactions: [{ kind: 'sale', status: 'success', authorization: 'a', receipt: '' }] },
      false,
    ],
    [
      'refund transactions are ignored when finding the last one',
      {
        transactions: [
          { kind: 'sale', status: 'pending' },
          { ...paid, kind: 'refund' },
        ],
      },
      true,
    ],
    ['shop cash overrides', { payment_gateway_names: ['Shop Cash'] }, false],
    ['cashfree overrides', { payment_gateway_names: ['Cashfree Payments'] }, false],
    [
      'cashfree on the last transaction overrides',
      { transactions: [{ kind: 'sale', status: 'pending', gateway: 'cashfree' }] },
      false,
    ],
    ['no data', {}, false],
  ])('%s', (_n, order, expected) => expect(isCashOnDelivery(order)).toBe(expected));
  it('null order is not COD', () => expect(isCashOnDelivery(null)).toBe(false));
});

describe('isPaymentCaptureAvailable', () => {
  it('starts on 2025-10-07', () => {
    expect(PAYMENT_CAPTURE_START_DATE).toBe('2025-10-07');
    expect(isPaymentCaptureAvailable({}, '2025-10-07T00:00:00Z')).toBe(true);
    expect(isPaymentCaptureAvailable(null, '2025-12-01T10:00:00Z')).toBe(true);
    expect(isPaymentCaptureAvailable({}, '2025-10-06T23:59:59Z')).toBe(false);
  });
  it('is unavailable when the platform policy flag is on', () => {
    expect(
      isPaymentCaptureAvailable({ shopify_policy_enable_payment_capture: true }, '2026-01-01T00:00:00Z'),
    ).toBe(false);
  });
  it('needs a valid date', () => {
    expect(isPaymentCaptureAvailable({}, null)).toBe(false);
    expect(isPaymentCaptureAvailable({}, 'yesterday')).toBe(false);
  });
});

describe('the platform address in our words', () => {
  const lines = {
    address1: '12 MG Road',
    address2: 'Flat 4',
    city: 'Pune',
    province: 'MH',
    country: 'India',
    zip: '411001',
  };
  it('renames the lines, and keeps the person for an order address', () => {
    const ours = {
      address_line_1: '12 MG Road',
      address_line_2: 'Flat 4',
      city: 'Pune',
      province: 'MH',
      country: 'India',
      postal_code: '411001',
    };
    expect(addressLinesOf(lines)).toEqual(ours);
    expect(personAddressOf({ ...lines, first_name: 'Asha', last_name: 'Rao' })).toEqual({
      first_name: 'Asha',
      last_name: 'Rao',
      ...ours,
    });
    expect(personAddressOf(null)).toBeNull();
  });
});
