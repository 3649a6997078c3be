import type { RequestDetailResponse } from '@roundtrip/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PolarisRoot } from '../../../polaris/polaris-root';
import { RefundModal } from './refund-modal';

const options = [
  { mode: 'store_credit', refund: '1349.10', bonus: '134.91', incentive: '0.00', total: '1484.01' },
  { mode: 'pay_to_source', refund: '1349.10', bonus: '0.00', incentive: '0.00', total: '1349.10' },
  { mode: 'bank_transfer', refund: '1349.10', bonus: '0.00', incentive: '0.00', total: '1349.10' },
  { mode: 'others', refund: '1349.10', bonus: '0.00', incentive: '0.00', total: '1349.10' },
];

// Only what the dialog reads: a prepaid return of order 1122 with a 10% store-credit bonus.
const base = {
  id: 'r1',
  name: '1122-R1',
  status: 'inspected',
  refund_state: 'none',
  refund_mode: 'pay_to_source',
  order: { is_cod: false },
  bank: null,
  refunds: [],
  store_credit: { default: 'credit_account', gift_card_allowed: false },
  price: { currency: 'INR', refundable_now: '1349.10', bonus_percent: 10, refund_options: options },
} as unknown as RequestDetailResponse;

function open(request: RequestDetailResponse, run = vi.fn(async () => ({ ok: true }))) {
  render(
    <PolarisRoot>
      <RefundModal request={request} run={run} onClose={() => undefined} />
    </PolarisRoot>,
  );
  return { dialog: screen.getByRole('dialog'), run };
}

describe('refund to the original payment', () => {
  it('goes through the platform by default, or through a connected provider, and shows its refusal', async () => {
    const run = vi.fn(async () => ({
      ok: false,
      fields: { provider: 'Connect razorpay on the Payments page' },
    }));
    const { dialog } = open(base, run);
    const through = within(dialog).getByRole('combobox', { name: 'Refund through' }) as HTMLSelectElement;
    expect(through.value).toBe('');
    const payu = within(dialog).getByRole('option', {
      name: 'PayU (not yet supported)',
    }) as HTMLOptionElement;
    expect(payu.disabled).toBe(true);
    fireEvent.change(through, { target: { value: 'razorpay' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(run).toHaveBeenCalledWith(
      'refund',
      expect.objectContaining({ mode: 'pay_to_source', provider: 'razorpay', amount: '1349.10' }),
      expect.anything(),
    );
    expect(await within(dialog).findByText('Connect razorpay on the Payments page')).toBeTruthy();
  });
});

describe('refund as store credit', () => {
  it('offers the bonus the shopper was promised, and keeps its share of a smaller amount', () => {
    const { dialog, run } = open({ ...base, refund_mode: 'store_credit' } as RequestDetailResponse);
    const amount = within(dialog).getByLabelText('Amount') as HTMLInputElement;
    expect(amount.value).toBe('1484.01');
    within(dialog).getByText(/refund ₹1,349.10 · store credit bonus \(10%\) \+₹134.91/);
    fireEvent.change(amount, { target: { value: '1000' } });
    within(dialog).getByText(/refund ₹909.09 · store credit bonus \(10%\) \+₹90.91/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(run).toHaveBeenCalledWith(
      'refund',
      expect.objectContaining({ mode: 'store_credit', store_credit_form: 'credit_account', amount: '1000' }),
      expect.anything(),
    );
  });

  it('moves the amount with the mode until the merchant types one, and locks gift cards outside the plan', () => {
    const { dialog } = open({ ...base, refund_mode: 'store_credit' } as RequestDetailResponse);
    const mode = within(dialog).getByRole('combobox', { name: 'Refund mode' });
    fireEvent.change(mode, { target: { value: 'bank_transfer' } });
    expect((within(dialog).getByLabelText('Amount') as HTMLInputElement).value).toBe('1349.10');
    const gift = within(dialog).getByRole('option', { name: 'Gift card (Grow plan)' }) as HTMLOptionElement;
    expect(gift.disabled).toBe(true);
  });
});

describe('refund again after a failed refund', () => {
  const failed = {
    ...base,
    status: 'refunded',
    refund_state: 'failed',
    refunds: [
      {
        id: 'f1',
        status: 'failed',
        mode: 'pay_to_source',
        amount: '1349.10',
        currency: 'INR',
        replaced_by: null,
      },
    ],
  } as unknown as RequestDetailResponse;

  it('says which refund failed, opens on store credit and asks a reference for a refund made outside', () => {
    const { dialog, run } = open(failed);
    within(dialog).getByText(/The refund of ₹1,349.10 by Pay to original source failed/);
    expect((within(dialog).getByRole('combobox', { name: 'Refund mode' }) as HTMLSelectElement).value).toBe(
      'store_credit',
    );
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Refund mode' }), {
      target: { value: 'others' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    within(dialog).getByText('Please enter the reference of the refund made outside Roundtrip');
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reference of the refund' }), {
      target: { value: 'UPI 4412' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(run).toHaveBeenCalledWith(
      'refund',
      expect.objectContaining({ mode: 'others', reference: 'UPI 4412', amount: '1349.10' }),
      expect.anything(),
    );
  });
});
