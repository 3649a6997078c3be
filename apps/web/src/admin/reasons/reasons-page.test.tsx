import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
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

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/return-exchange-reason/v1?page=1&limit=100'
        ? Response.json({ docs: [reason], total: 1, page: 1, limit: 100 })
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
          <ReasonsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );

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
