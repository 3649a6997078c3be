import type { RequestDetailResponse } from '@roundtrip/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PolarisRoot } from '../../../polaris/polaris-root';
import { ApproveModal } from './approve-modal';

// Only what the dialog reads: a pickup request of three units.
const request = {
  id: 'r1',
  name: '#R1001',
  method: 'pickup',
  items: [{ counters: { requested: 2 } }, { counters: { requested: 1 } }],
} as unknown as RequestDetailResponse;

describe('approve with a courier', () => {
  it('sends the parcel weight, starting from 500 g a unit, and refuses one no courier takes', () => {
    const run = vi.fn(async () => ({ ok: true }));
    render(
      <PolarisRoot>
        <ApproveModal request={request} run={run} onClose={() => undefined} />
      </PolarisRoot>,
    );
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Courier' }), {
      target: { value: 'shippo' },
    });
    const weight = within(dialog).getByRole('spinbutton', { name: /^Parcel weight/ }) as HTMLInputElement;
    expect(weight.value).toBe('1500');
    fireEvent.change(weight, { target: { value: '40000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('A parcel may weigh at most 30 kg')).toBeTruthy();
    expect(run).not.toHaveBeenCalled();
    fireEvent.change(weight, { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(run).toHaveBeenCalledWith(
      'approve',
      expect.objectContaining({ method: 'courier', courier: 'shippo', weight_grams: 1200 }),
      expect.anything(),
    );
  });
});
