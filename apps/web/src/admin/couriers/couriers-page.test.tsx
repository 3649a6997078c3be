import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { serveCouriers } from '../../test/courier-partners';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
import CouriersPage from './couriers-page';

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  serveCouriers([]);
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
          <CouriersPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );

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
