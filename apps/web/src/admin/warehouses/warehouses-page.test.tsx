import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
import WarehousesPage from './warehouses-page';

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/wms/v1/connections'
        ? Response.json({
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
          })
        : Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

const renderPage = () =>
  render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <WarehousesPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );

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
