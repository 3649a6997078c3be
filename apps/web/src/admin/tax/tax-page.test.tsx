import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
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

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/tax/v1/list?include_deleted=false') return Response.json({ docs: [rate], total: 1 });
      if (url === '/api/refund-diy/v1/refund-types') return Response.json({ docs: [] });
      return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
    }),
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
          <TaxPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );

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
