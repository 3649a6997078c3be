import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
import AppsPage from './apps-page';

const KEY = `rt_${'k'.repeat(43)}`;
const app = {
  id: '0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f',
  name: 'ERP sync',
  description: '',
  scopes: ['requests.read'],
  key_prefix: KEY.slice(0, 11),
  active: true,
  created_at: '2026-11-23T10:00:00.000Z',
  updated_at: '2026-11-23T10:00:00.000Z',
};

let created: unknown[] = [];
let copied: string[] = [];
beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  created = [];
  copied = [];
  let apps: (typeof app)[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: async (text: string) => copied.push(text) },
    configurable: true,
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/app/v1/app-list') return Response.json({ docs: apps });
      if (url === '/api/app-permission/v1/get-permission')
        return Response.json({
          docs: [{ scope: 'requests.read', label: 'Read return and exchange requests', permissions: [] }],
        });
      if (url === '/api/app/v1/create-app' && init.method === 'POST') {
        created.push(JSON.parse(String(init.body)));
        apps = [app];
        return Response.json({ ...app, api_key: KEY });
      }
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
          <AppsPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );

describe('apps page', () => {
  it('creates an app with its scopes and shows the key once, with a copy button', async () => {
    renderPage();
    await screen.findByText('No apps yet.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ERP sync' } });
    fireEvent.click(screen.getByLabelText('requests.read: Read return and exchange requests'));
    fireEvent.click(screen.getByRole('button', { name: 'Create app' }));
    const shown = await screen.findByLabelText('API key');
    expect((shown as HTMLInputElement).value).toBe(KEY);
    expect(created).toEqual([{ name: 'ERP sync', description: '', scopes: ['requests.read'] }]);
    fireEvent.click(screen.getByRole('button', { name: 'Copy key' }));
    await vi.waitFor(() => expect(copied).toEqual([KEY]));
    // The list shows the prefix only; dismissing the banner leaves no trace of the key.
    await screen.findByText(/Key rt_kkkkkkkk…/);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByLabelText('API key')).toBeNull();
  });

  it('shows Create app disabled, naming the permission, to a staff member without it; enabled to an admin', async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    await screen.findByText('No apps yet.');
    const locked = screen.getByRole('button', {
      name: 'Create app: Needs the "Manage apps and integrations" permission',
    });
    expect(isDisabled(locked)).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    await screen.findByText('No apps yet.');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'ERP sync' } });
    fireEvent.click(screen.getByLabelText('requests.read: Read return and exchange requests'));
    expect(isDisabled(screen.getByRole('button', { name: 'Create app' }))).toBe(false);
  });
});
