import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, serveApi, signedInPageTests } from '../../test/admin-page';
import { isDisabled, signInAs } from '../../test/signed-in';
import WarehousesPage from './warehouses-page';

signedInPageTests(() =>
  serveApi({
    '/api/wms/v1/connections': {
      docs: [
        {
          system: 'unicommerce',
          supported: true,
          configured: false,
          active: false,
          verified_at: null,
          credential_fields: ['username', 'password'],
        },
      ],
    },
  }),
);

const renderPage = () => renderAdminPage(<WarehousesPage />);

describe('warehouses page', () => {
  it('shows saving and checking disabled, naming the permission, to a staff member without it; enabled to an admin', async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    const hint = 'Needs the "Connect warehouses" permission';
    const save = await screen.findByRole('button', { name: `Check and save Unicommerce: ${hint}` });
    expect(isDisabled(save)).toBe(true);
    const check = screen.getAllByRole('button', { name: `Check warehouses now: ${hint}` });
    expect(check.every(isDisabled)).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    const enabled = await screen.findByRole('button', { name: 'Check and save Unicommerce' });
    expect(isDisabled(enabled)).toBe(false);
    expect(screen.getAllByRole('button', { name: 'Check warehouses now' }).some(isDisabled)).toBe(false);
  });
});
