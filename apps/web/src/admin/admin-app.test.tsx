import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../lib/auth-storage';
import { appStore } from '../lib/store';
import { demoPayload, fakeToken } from '../test/fake-token';
import AdminApp, { createQueryClient } from './admin-app';

const dashboard = {
  store_logo: '',
  store_name: 'Demo Outfitters',
  currency: 'USD',
  free_trial_end: null,
  free_trial_used: false,
  free_trial_v2_used: false,
  shopify_access_refused_at: null,
  policySettings: { shopify_policy_enable_payment_capture: false },
  setting: {},
  user: {
    id: 'user-1',
    email: 'owner@demo.test',
    name: 'Dana Owner',
    user_type: 'admin',
    store: 'demo.myshopify.com',
    installed_at: '2025-01-01T00:00:00.000Z',
    permissions: ['setting.policy.all'],
    plan: { name: 'grow', price: 19.99 },
    properties: { country: 'US' },
  },
};

const home = {
  store_name: 'Demo Outfitters',
  plan_label: 'Self-hosted: all features',
  billing: false,
  queues: [
    { queue: 'to_approve', returns: 1, exchanges: 2 },
    { queue: 'to_receive', returns: 0, exchanges: 0 },
    { queue: 'to_inspect', returns: 0, exchanges: 0 },
    { queue: 'to_refund', returns: 0, exchanges: 0 },
    { queue: 'needs_attention', returns: 0, exchanges: 1 },
  ],
  latest: [],
  last_30_days: {
    currency: 'USD',
    requests: 3,
    returned_value: '40.00',
    refunded: '0.00',
    kept: '0.00',
    daily: [{ day: '2026-11-01', requests: 3 }],
  },
  portal_url: 'http://localhost:3000/demo',
  setup: [
    {
      id: 'reasons',
      title: 'Set return reasons',
      description: 'Shoppers pick one.',
      action: { label: 'Edit reasons', url: '/admin/settings/reasons' },
      done: false,
    },
  ],
};

const general = {
  general: { name: 'Demo Outfitters', store_logo: '', currency: 'USD', country: 'US', support_email: '' },
  setting: {},
};

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  act(() => appStore.dispatch({ type: 'setUser', payload: demoPayload }));
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/dashboard/v1') return Response.json(dashboard);
    if (url === '/api/dashboard/v1/home') return Response.json(home);
    if (url === '/api/user/logout') return new Response(null, { status: 204 });
    if (url === '/api/setting/v1/general' && init.method === 'PUT') {
      return Response.json(
        { message: 'Invalid settings', code: 'VALIDATION_FAILED', fields: { name: 'Name already taken' } },
        { status: 400 },
      );
    }
    if (url === '/api/setting/v1/general') return Response.json(general);
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    appStore.dispatch({ type: 'resetUser' });
    appStore.dispatch({
      type: 'updateStoreSetup',
      payload: appStore.getState().dashboard ?? (dashboard as never),
    });
  });
});

function renderAdmin(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp queryClient={createQueryClient()} />} />
        <Route path="/user/login" element={<h1>Login screen</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('admin shell', () => {
  it('opens on the home page: work queues as links to their lists, the plan in words, hideable setup steps', async () => {
    renderAdmin('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(document.title).toBe('Home · Roundtrip');
    expect(await screen.findByText('Self-hosted: all features')).toBeTruthy();
    expect(screen.getByRole('link', { name: '1 return' }).getAttribute('href')).toBe(
      '/admin/returns?status=requested&page=1&dateFilter=all',
    );
    expect(screen.getByRole('link', { name: '2 exchanges' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /QR code for http:\/\/localhost:3000\/demo/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Hide setup steps' }));
    expect(screen.queryByText('Set return reasons')).toBeNull();
    expect(appStore.getState().KeepShowingDashboardSteps).toBe(false);
  });

  it('toggles the hotkey dialog with ?', async () => {
    renderAdmin('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.keyDown(window, { key: '?' });
    expect(await screen.findByText('Keyboard shortcuts')).toBeTruthy();
    expect(appStore.getState().showHotKeyDialog).toBe(true);
    fireEvent.keyDown(window, { key: '?' });
    expect(appStore.getState().showHotKeyDialog).toBe(false);
  });

  it('logs out from the user menu: revokes, clears storage and goes to login', async () => {
    renderAdmin('/admin/dashboard');
    await screen.findByRole('heading', { name: 'Home' });
    fireEvent.click(screen.getByRole('button', { name: /Dana Owner/ }));
    fireEvent.click(await screen.findByText('Logout'));
    expect(await screen.findByRole('heading', { name: 'Login screen' })).toBeTruthy();
    const logout = fetchMock.mock.calls.find(([u]) => u === '/api/user/logout');
    const init = logout?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({ refresh_token: 'refresh-1' });
    expect(localStorage.length).toBe(0);
    expect(appStore.getState().isAuthenticated).toBe(false);
  });

  it('shows server field errors on the general settings page', async () => {
    renderAdmin('/admin/settings/general');
    const name = await screen.findByLabelText('Store name');
    expect((name as HTMLInputElement).value).toBe('Demo Outfitters');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Name already taken')).toBeTruthy());
  });

  // Moving inside the app keeps the document: a page that names no title would leave the previous one's
  // in the tab, the history and what a screen reader announces.
  it.each([
    '/admin/dashboard',
    '/admin/analytics',
    '/admin/returns',
    '/admin/returns/new',
    '/admin/exchanges',
    '/admin/cancellations',
    '/admin/settings/general',
    '/admin/settings/policies',
    '/admin/settings/rules',
    '/admin/settings/rules/return/new',
    '/admin/settings/reasons',
    '/admin/settings/tax',
    '/admin/settings/lists',
    '/admin/settings/audit-log',
    '/admin/settings/drop-off-places',
    '/admin/settings/shopify',
    '/admin/settings/team',
    '/admin/settings/store-profile',
    '/admin/settings/organization',
    '/admin/settings/couriers',
    '/admin/settings/payments',
    '/admin/settings/warehouses',
    '/admin/settings/apps',
    '/admin/settings/integrations',
    '/admin/settings/workflows',
    '/admin/settings/workflows/new',
    '/admin/settings/webhooks',
    '/admin/profile',
    '/admin/billing',
    '/admin/emails',
    '/admin/emails/sent',
    '/admin/no-such-page',
  ])('names %s in the browser tab', async (path) => {
    document.title = 'the page before';
    renderAdmin(path);
    await waitFor(() => expect(document.title).toMatch(/^\S.* · Roundtrip$/), { timeout: 5000 });
  });
});
