import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminPage, serveApi, signedInPageTests } from '../../test/admin-page';
import { isDisabled, signInAs } from '../../test/signed-in';
import ReasonsPage from './reasons-page';

const reason = {
  id: '6f1c2b8e-4d1a-4c55-9a77-0b1e2d3c4f50',
  name: 'Too small',
  translations: {},
  kind: 'both',
  requires_media: false,
  requires_comment: false,
  position: 0,
  active: true,
};

signedInPageTests(() =>
  serveApi({
    '/api/return-exchange-reason/v1?page=1&limit=100': { docs: [reason], total: 1, page: 1, limit: 100 },
  }),
);

const renderPage = () => renderAdminPage(<ReasonsPage />);

describe('reasons page', () => {
  it("shows a reason's switch and delete disabled, naming the permission, to a staff member without it; enabled to an admin", async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    const hint = 'Needs the "Edit return and exchange policy" permission';
    for (const name of ['Turn off Too small', 'Delete Too small'])
      expect(isDisabled(await screen.findByRole('button', { name: `${name}: ${hint}` }))).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    expect(isDisabled(await screen.findByRole('button', { name: 'Delete Too small' }))).toBe(false);
  });
});
