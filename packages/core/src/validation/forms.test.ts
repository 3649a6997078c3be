import { describe, expect, it } from 'vitest';
import {
  applicableSteps,
  areStepsComplete,
  hasModeOutside,
  isBankTransferOnly,
  isFormComplete,
  isRefundMode,
  missingFields,
} from './forms';

describe('form completeness', () => {
  it.each([
    [{ a: 'x', b: 0, c: false }, true],
    [{ a: 'x', b: '' }, false],
    [{ a: null }, false],
    [{ a: undefined }, false],
    [{ a: ' ' }, true],
    [{}, true],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (values, ok) => expect(isFormComplete(values)).toBe(ok));
  it('names the missing fields', () => {
    expect(missingFields({ a: '', b: 'x', c: null })).toEqual(['a', 'c']);
    expect(missingFields(null)).toEqual([]);
  });
});

describe('refund-mode checks', () => {
  const bank = { isChecked: true, requested_refund_mode: 'bank_transfer' };
  const credit = { isChecked: true, requested_refund_mode: 'store_credit' };
  const unchecked = { isChecked: false, requested_refund_mode: 'store_credit' };
  it('bank-transfer-only needs every checked item on bank transfer', () => {
    expect(isBankTransferOnly([bank, unchecked])).toBe(true);
    expect(isBankTransferOnly([bank, credit])).toBe(false);
    expect(isBankTransferOnly([unchecked])).toBe(false);
    expect(isBankTransferOnly([])).toBe(false);
    expect(isBankTransferOnly(null)).toBe(false);
  });
  it('finds a checked item with a mode outside the allowed list', () => {
    expect(hasModeOutside([bank, credit], ['bank_transfer'])).toBe(true);
    expect(hasModeOutside([bank, unchecked], ['bank_transfer'])).toBe(false);
    expect(hasModeOutside([{ isChecked: true, requested_refund_mode: 'crypto' }])).toBe(true);
    expect(hasModeOutside([{ isChecked: true }])).toBe(true);
    expect(hasModeOutside([credit])).toBe(false);
    expect(hasModeOutside(undefined)).toBe(false);
  });
  it('recognises refund modes', () => {
    expect(isRefundMode('pay_to_source')).toBe(true);
    expect(isRefundMode('cash')).toBe(false);
  });
});

describe('Razorpay step rule', () => {
  const steps = ['connect_courier', 'razorpay', 'policy'];
  it('keeps the Razorpay step in India', () => {
    expect(applicableSteps(steps, 'IN')).toEqual(steps);
    expect(applicableSteps(steps, ' india ')).toEqual(steps);
  });
  it('ignores it elsewhere', () => {
    expect(applicableSteps(steps, 'US')).toEqual(['connect_courier', 'policy']);
    expect(applicableSteps([{ key: 'Razorpay' }, { key: 'x' }], null)).toEqual([{ key: 'x' }]);
  });
  it('counts completion without it outside India', () => {
    const s = [
      { key: 'policy', done: true },
      { key: 'razorpay', done: false },
    ];
    expect(areStepsComplete(s, 'GB')).toBe(true);
    expect(areStepsComplete(s, 'IN')).toBe(false);
  });
});
