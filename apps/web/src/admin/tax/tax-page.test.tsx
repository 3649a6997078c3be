import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, serveApi, signedInPageTests } from '../../test/admin-page';
import { isDisabled, signInAs } from '../../test/signed-in';
import TaxPage from './tax-page';

const rate = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'GST',
  value: 18,
  deduction_type: 'percent',
  active: true,
  deleted: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};

signedInPageTests(() =>
  serveApi({
    '/api/tax/v1/list?include_deleted=false': { docs: [rate], total: 1 },
    '/api/refund-diy/v1/refund-types': { docs: [] },
  }),
);

const renderPage = () => renderAdminPage(<TaxPage />);

describe('tax page', () => {
  it("shows a rate's edit, switch and delete disabled, naming the permission, to a staff member without it; enabled to an admin", async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    const hint = 'Needs the "Edit tax rates" permission';
    for (const name of ['Edit GST', 'Deactivate GST', 'Delete GST'])
      expect(isDisabled(await screen.findByRole('button', { name: `${name}: ${hint}` }))).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    expect(isDisabled(await screen.findByRole('button', { name: 'Delete GST' }))).toBe(false);
  });
});
