import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoreUrl, saveTokens } from '../../lib/auth-storage';
import { appStore } from '../../lib/store';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { createQueryClient } from '../admin-app';
import ShopifyPage from './shopify-page';

const notConnected = {
  connected: false,
  method: null,
  shop: null,
  scopes: [],
  expires_at: null,
  connected_at: null,
  access_refused_at: null,
  webhooks: null,
  required_scopes: ['write_orders'],
  app: {
    configured: false,
    missing_settings: ['SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET', 'SHOPIFY_APP_URL'],
    redirect_url: null,
  },
};
const connected = {
  ...notConnected,
  connected: true,
  method: 'admin_token',
  shop: 'acme.myshopify.com',
  scopes: ['write_orders'],
  connected_at: '2026-11-01T10:00:00.000Z',
  webhooks: { registered_at: '2026-11-01T10:00:00.000Z', error: null, refused_at: null },
};
const refused = 'Shopify did not accept this access token for this shop';

function serve() {
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/shopify/v1/connection') return Response.json(notConnected);
    if (url === '/api/shopify/v1/settings')
      return Response.json(
        init.method === 'PUT' ? JSON.parse(String(init.body)) : { exchange_fulfillment: 'new_order' },
      );
    if (url === '/api/shopify/v1/connection/admin-token') {
      const body = JSON.parse(String(init.body)) as { access_token: string };
      if (body.access_token !== 'shpat_right') {
        return Response.json(
          { message: refused, code: 'VALIDATION_FAILED', fields: { access_token: refused } },
          { status: 400 },
        );
      }
      const token = fakeToken({ ...demoPayload, store: 'acme.myshopify.com' });
      return Response.json({
        connection: connected,
        store: 'acme.myshopify.com',
        token,
        refresh_token: 'r2',
      });
    }
    return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderPage() {
  return render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <ShopifyPage />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );
}

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  act(() => appStore.dispatch({ type: 'setUser', payload: demoPayload }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => appStore.dispatch({ type: 'resetUser' }));
});

describe('Settings → Shopify', () => {
  it('says the store runs on the demo and which settings installs need', async () => {
    serve();
    renderPage();
    await screen.findByText('Not connected to Shopify');
    expect(screen.getByText(/set SHOPIFY_API_KEY, SHOPIFY_API_SECRET, SHOPIFY_APP_URL/)).toBeTruthy();
  });

  it("shows Shopify's refusal under the token field, then connects and keeps the new login", async () => {
    serve();
    renderPage();
    const token = await screen.findByLabelText('Admin API access token');
    const shops = screen.getAllByLabelText('Shop');
    fireEvent.change(shops[1] as HTMLElement, { target: { value: 'acme' } });
    fireEvent.change(token, { target: { value: 'shpat_wrong' } });
    fireEvent.change(screen.getByLabelText('API secret key'), { target: { value: 'shpss_secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect with the token' }));
    await screen.findByText(refused);

    fireEvent.change(token, { target: { value: 'shpat_right' } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect with the token' }));
    await screen.findByText('Connected to acme.myshopify.com');
    expect(screen.getByText('Connected through an Admin API access token.')).toBeTruthy();
    expect(screen.getByText(/^Webhooks subscribed on/)).toBeTruthy();
    expect(getStoreUrl()).toBe('acme.myshopify.com');

    // Connected: the merchant chooses how exchanges ship.
    const ship = (await screen.findByLabelText('Ship an exchange')) as HTMLSelectElement;
    expect(ship.value).toBe('new_order');
    fireEvent.change(ship, { target: { value: 'original_order' } });
    await waitFor(() => expect(ship.value).toBe('original_order'));
  });

  it('asks to connect again when Shopify refuses the token, and says when a webhook was refused', async () => {
    serve();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url === '/api/shopify/v1/connection'
          ? Response.json({
              ...connected,
              access_refused_at: '2026-11-02T10:00:00.000Z',
              webhooks: { registered_at: null, error: null, refused_at: '2026-11-02T09:00:00.000Z' },
            })
          : Response.json({ exchange_fulfillment: 'new_order' }),
      ),
    );
    renderPage();
    await screen.findByText('Shopify no longer accepts Roundtrip’s access');
    expect(screen.getByText('A webhook from Shopify was refused')).toBeTruthy();
  });
});
