import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PolarisRoot } from '../../polaris/polaris-root';
import { BulkActionModal } from './bulk-action-modal';

const open = (onSubmit = vi.fn()) => {
  render(
    <PolarisRoot>
      <BulkActionModal
        request={{ action: 'approve', ids: ['a', 'b'] }}
        busy={false}
        tags={[]}
        onClose={() => undefined}
        onSubmit={onSubmit}
      />
    </PolarisRoot>,
  );
  return { onSubmit, dialog: screen.getByRole('dialog') };
};

describe('bulk approve', () => {
  it("starts on each request's own method and sends no method, with the courier for pickups", () => {
    const { onSubmit, dialog } = open();
    expect(
      (within(dialog).getByRole('radio', { name: 'The method each shopper chose' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(within(dialog).queryByRole('radio', { name: /^Self-ship/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Courier for the pickups' }), {
      target: { value: 'delhivery' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(onSubmit).toHaveBeenCalledWith({ action: 'approve', ids: ['a', 'b'], courier: 'delhivery' });
  });

  it('sends the parcel weight with a courier, checked as single approve checks it', () => {
    const { onSubmit, dialog } = open();
    expect(within(dialog).queryByRole('spinbutton', { name: /^Parcel weight/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Courier for the pickups' }), {
      target: { value: 'shippo' },
    });
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
