import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, signedInPageTests } from '../../test/admin-page';
import { serveCouriers } from '../../test/courier-partners';
import { isDisabled, signInAs } from '../../test/signed-in';
import CouriersPage from './couriers-page';

signedInPageTests(() => serveCouriers([]));

const renderPage = () => renderAdminPage(<CouriersPage />);

describe('couriers page', () => {
  it('shows Connect disabled, naming the permission, to a staff member without it; enabled to an admin', async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    const locked = await screen.findByRole('button', {
      name: 'Connect Shippo: Needs the "Connect couriers" permission',
    });
    expect(isDisabled(locked)).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    expect(isDisabled(await screen.findByRole('button', { name: 'Connect Shippo' }))).toBe(false);
  });
});
