import { describe, expect, it } from 'vitest';
import { defaultPolicySettings } from './settings';
import {
  defaultPortalHandle,
  effectiveStorePolicy,
  orderRefundModes,
  refundModesFor,
  storedStorePolicy,
  validStoredValues,
} from './store-policy';

describe('storedStorePolicy', () => {
  it('fills defaults and keeps unknown (newer) keys', () => {
    expect(storedStorePolicy(null)).toEqual(defaultPolicySettings);
    expect(storedStorePolicy({ return_window_days: 12, future_key: 'kept' })).toMatchObject({
      return_window_days: 12,
      exchange_window_days: 30,
      future_key: 'kept',
    });
  });

  it('a malformed value falls back to its default, the valid ones stay', () => {
    const policy = storedStorePolicy({
      return_window_days: 'forty',
      exchange_window_days: 12,
      refund_modes: ['store_credit', 'store_credit'],
      store_credit_bonus_percent: 300,
      return_methods: [],
    });
    expect(policy.return_window_days).toBe(30);
    expect(policy.exchange_window_days).toBe(12);
    expect(policy.refund_modes).toEqual(['pay_to_source', 'store_credit', 'bank_transfer']);
    expect(policy.store_credit_bonus_percent).toBe(0);
    expect(policy.return_methods).toEqual(['pickup', 'drop_off']);
  });

  it('stored JSON that is not an object reads as the defaults', () => {
    expect(storedStorePolicy('nonsense')).toEqual(defaultPolicySettings);
    expect(storedStorePolicy([1, 2])).toEqual(defaultPolicySettings);
  });

  it('shows plan-gated settings as saved', () => {
    expect(storedStorePolicy({ capture_payments: true }).capture_payments).toBe(true);
  });
});

describe('validStoredValues', () => {
  it('drops only the keys whose values no longer validate', () => {
    expect(validStoredValues({ return_window_days: -1, gift_returns: true, future_key: 1 })).toEqual({
      gift_returns: true,
      future_key: 1,
    });
    expect(validStoredValues(undefined)).toEqual({});
  });
});

describe('effectiveStorePolicy', () => {
  const raw = { capture_payments: true, exchange_with_other_products: true, gift_returns: true };

  it('turns off the settings the plan lacks, keeps the others', () => {
    expect(effectiveStorePolicy(raw, 'free')).toMatchObject({
      capture_payments: false,
      exchange_with_other_products: false,
      gift_returns: true,
    });
    expect(effectiveStorePolicy(raw, 'grow')).toMatchObject({
      capture_payments: true,
      exchange_with_other_products: true,
    });
  });

  it('is built on the stored reading: a malformed value acts as its default', () => {
    expect(effectiveStorePolicy({ return_fee: 'five' }, 'grow').return_fee).toBeNull();
  });
});

describe('refundModesFor', () => {
  it('cash-on-delivery orders cannot be refunded to their source', () => {
    const policy = storedStorePolicy({});
    const customer = { hasCustomer: true };
    expect(refundModesFor(policy, { isCod: false, ...customer })).toEqual([
      'pay_to_source',
      'store_credit',
      'bank_transfer',
    ]);
    expect(refundModesFor(policy, { isCod: true, ...customer })).toEqual(['store_credit', 'bank_transfer']);
  });

  it('a guest order (no customer account) gets store credit only as a gift card', () => {
    const guest = { isCod: false, hasCustomer: false };
    expect(refundModesFor(storedStorePolicy({}), guest)).toEqual(['pay_to_source', 'bank_transfer']);
    const asGiftCard = { ...storedStorePolicy({}), store_credit_as_gift_card: true };
    expect(refundModesFor(asGiftCard, guest)).toEqual(['pay_to_source', 'store_credit', 'bank_transfer']);
  });
});

describe('orderRefundModes', () => {
  it('reads the COD payment and the customer from the platform order', () => {
    const policy = storedStorePolicy({});
    const cod = { payment_gateway_names: ['Cash on Delivery (COD)'], customer: { id: 'c1' } };
    expect(orderRefundModes(policy, cod)).toEqual(['store_credit', 'bank_transfer']);
    const guestPrepaid = { payment_gateway_names: ['shopify_payments'], customer: null };
    expect(orderRefundModes(policy, guestPrepaid)).toEqual(['pay_to_source', 'bank_transfer']);
  });
});

describe('defaultPortalHandle', () => {
  it('is the myshopify subdomain, lower case', () => {
    expect(defaultPortalHandle('Acme-Store.myshopify.com')).toBe('acme-store');
  });
});
