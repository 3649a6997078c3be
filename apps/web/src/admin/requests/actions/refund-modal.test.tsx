import type { RequestDetailResponse } from '@roundtrip/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PolarisRoot } from '../../../polaris/polaris-root';
import { RefundModal } from './refund-modal';

// Only what the dialog reads: a prepaid return refunded to the original payment.
const request = {
  id: 'r1',
  name: '#R1001',
  refund_mode: 'pay_to_source',
  order: { is_cod: false },
  price: { currency: 'INR', refundable_now: '499.00' },
} as unknown as RequestDetailResponse;

describe('refund to the original payment', () => {
  it('goes through the platform by default, or through a connected provider, and shows its refusal', async () => {
    const run = vi.fn(async () => ({
      ok: false,
      fields: { provider: 'Connect razorpay on the Payments page' },
    }));
    render(
      <PolarisRoot>
        <RefundModal request={request} run={run} onClose={() => undefined} />
      </PolarisRoot>,
    );
    const dialog = screen.getByRole('dialog');
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
      expect.objectContaining({ mode: 'pay_to_source', provider: 'razorpay' }),
      expect.anything(),
    );
    expect(await within(dialog).findByText('Connect razorpay on the Payments page')).toBeTruthy();
  });
});
