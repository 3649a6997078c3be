import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PolarisRoot } from '../../../polaris/polaris-root';
import { serveCouriers } from '../../../test/courier-partners';
import { createQueryClient } from '../../admin-app';
import { BulkActionModal } from './bulk-action-modal';

beforeEach(() => serveCouriers(['shiprocket', 'shippo']));
afterEach(() => vi.unstubAllGlobals());

const open = (onSubmit = vi.fn()) => {
  render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <BulkActionModal
          request={{ action: 'approve', ids: ['a', 'b'] }}
          busy={false}
          tags={[]}
          onClose={() => undefined}
          onSubmit={onSubmit}
        />
      </QueryClientProvider>
    </PolarisRoot>,
  );
  return { onSubmit, dialog: screen.getByRole('dialog') };
};

/** The pickups' courier select once the store's couriers arrived. */
const courierSelect = async (dialog: HTMLElement) => {
  const select = await within(dialog).findByRole('combobox', { name: 'Courier for the pickups' });
  await within(select).findByRole('option', { name: 'Shippo' });
  return select;
};

describe('bulk approve', () => {
  it("starts on each request's own method and sends no method, with the courier for pickups", async () => {
    const { onSubmit, dialog } = open();
    expect(
      (within(dialog).getByRole('radio', { name: 'The method each shopper chose' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: /^Self-ship/ })).toBeNull();
    const select = await courierSelect(dialog);
    // Only the couriers the store can book are offered.
    expect(within(select).queryByRole('option', { name: 'Delhivery' })).toBeNull();
    fireEvent.change(select, { target: { value: 'shiprocket' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'approve', ids: ['a', 'b'], courier: 'shiprocket' });
  });

  it('sends the parcel weight with a courier, checked as single approve checks it', async () => {
    const { onSubmit, dialog } = open();
    expect(within(dialog).queryByRole('spinbutton', { name: /^Parcel weight/ })).toBeNull();
    fireEvent.change(await courierSelect(dialog), { target: { value: 'shippo' } });
    const weight = within(dialog).getByRole('spinbutton', { name: /^Parcel weight/ });
    fireEvent.change(weight, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Please enter a weight above zero')).toBeTruthy();
    fireEvent.change(weight, { target: { value: '1200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onSubmit).toHaveBeenCalledWith({
      action: 'approve',
      ids: ['a', 'b'],
      courier: 'shippo',
      weight_grams: 1200,
    });
  });

  it('approves all with one method only when the merchant asks for it', () => {
    const { onSubmit, dialog } = open();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'One method for all selected requests' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Drop-off/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'approve', ids: ['a', 'b'], method: 'drop_off' });
  });
});
