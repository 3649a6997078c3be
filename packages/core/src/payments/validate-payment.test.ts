import { describe, expect, it } from 'vitest';
import { receiptSummary, receiptToReceive } from '../wms/receipt';
import { releaseAfterPayment, validatePayment } from './validate-payment';

const due = { status: 'due' as const, amountMinor: 50_000, currency: 'INR' };

describe('validatePayment', () => {
  it('accepts the amount due in its currency while the request waits', () => {
    expect(validatePayment(due, { amountMinor: 50_000, currency: 'inr' }, true)).toEqual({ ok: true });
  });
  it('refunds another amount, another currency, or a payment the request no longer waits for', () => {
    expect(validatePayment(due, { amountMinor: 49_900, currency: 'INR' }, true)).toMatchObject({
      ok: false,
      refund: true,
    });
    expect(validatePayment(due, { amountMinor: 50_000, currency: 'USD' }, true)).toMatchObject({
      ok: false,
      refund: true,
    });
    expect(validatePayment(due, { amountMinor: 50_000, currency: 'INR' }, false)).toMatchObject({
      ok: false,
      refund: true,
    });
  });
  it('ignores a confirmation seen before', () => {
    expect(
      validatePayment({ ...due, status: 'paid' }, { amountMinor: 50_000, currency: 'INR' }, true),
    ).toMatchObject({
      ok: false,
      refund: false,
    });
  });
  it('releases once paid, or once paid and received when the store holds until receipt', () => {
    expect(releaseAfterPayment({ holdUntilReceived: false, received: false })).toBe(true);
    expect(releaseAfterPayment({ holdUntilReceived: true, received: false })).toBe(false);
    expect(releaseAfterPayment({ holdUntilReceived: true, received: true })).toBe(true);
  });
});

describe('a warehouse receipt', () => {
  it('receives no more than each item still expects, ignores unknown lines, and words the conditions', () => {
    const r = receiptToReceive(
      [{ itemId: 'a', lineItemId: 'L1', outstanding: 2 }],
      [
        { lineItemId: 'L1', quantity: 1, condition: 'damaged' },
        { lineItemId: 'L1', quantity: 5, condition: 'good' },
        { lineItemId: 'L9', quantity: 1, condition: 'good' },
      ],
    );
    expect(r.items).toEqual([{ item_id: 'a', quantity: 2, missing: 0 }]);
    expect(receiptSummary('unicommerce', r.conditions)).toBe('Received by unicommerce: 1 good, 1 damaged');
  });
});
