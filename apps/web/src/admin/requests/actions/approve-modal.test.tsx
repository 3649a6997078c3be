import type { RequestDetailResponse } from '@roundtrip/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PolarisRoot } from '../../../polaris/polaris-root';
import { serveCouriers } from '../../../test/courier-partners';
import { createQueryClient } from '../../admin-app';
import { ApproveModal } from './approve-modal';

afterEach(() => vi.unstubAllGlobals());

const openDialog = (run = vi.fn(async () => ({ ok: true }))) => {
  render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ApproveModal request={request} run={run} onClose={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );
  return { run, dialog: screen.getByRole('dialog') };
};

// Only what the dialog reads: a pickup request of three units.
const request = {
  id: 'r1',
  name: '#R1001',
  method: 'pickup',
  items: [{ counters: { requested: 2 } }, { counters: { requested: 1 } }],
} as unknown as RequestDetailResponse;

describe('approve with a courier', () => {
  it('offers only the couriers the store can book', async () => {
    serveCouriers(['shippo']);
    const { dialog } = openDialog();
    const select = await within(dialog).findByRole('combobox', { name: 'Courier' });
    await within(select).findByRole('option', { name: 'Shippo' });
    const offered = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(offered).toEqual(['Choose a courier', 'Shippo']);
  });

  it('says where to connect a courier when none can book', async () => {
    serveCouriers([]);
    const { dialog } = openDialog();
    expect(await within(dialog).findByText(/No courier can book on this store yet/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'connect one on the Couriers page' })).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'Courier' })).toBeNull();
  });

  it('sends the parcel weight, starting from 500 g a unit, and refuses one no courier takes', async () => {
    serveCouriers(['shippo', 'sandbox']);
    const { run, dialog } = openDialog();
    const select = await within(dialog).findByRole('combobox', { name: 'Courier' });
    await within(select).findByRole('option', { name: 'Shippo' });
    fireEvent.change(select, { target: { value: 'shippo' } });
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
