import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { renderAdminPage } from '../../test/admin-page';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import PaymentsPage from './payments-page';

const renderPage = () => renderAdminPage(<PaymentsPage />);

const provider = (name: string, extra: Record<string, unknown> = {}) => ({
  provider: name,
  supported: false,
  configured: false,
  active: false,
  verified_at: null,
  credential_fields: [],
  webhook_url: null,
  ...extra,
});

const demoStore = {
  docs: [
    provider('sandbox', { supported: true, configured: true, active: true }),
    provider('stripe', { supported: true, credential_fields: ['secret_key', 'webhook_secret'] }),
    provider('gokwik'),
  ],
  price_differences: { platform: 'demo', collect_with: null, collector: 'sandbox', provider: null },
};
const shopifyStoreWithStripe = {
  docs: [
    provider('sandbox', { supported: true, configured: true }),
    provider('stripe', {
      supported: true,
      configured: true,
      active: true,
      verified_at: '2026-11-01T10:00:00.000Z',
      credential_fields: ['secret_key', 'webhook_secret'],
    }),
  ],
  price_differences: {
    platform: 'shopify',
    collect_with: 'shopify_checkout',
    collector: 'shopify_checkout',
    provider: 'stripe',
  },
};

let providers: unknown = demoStore;
let sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  sent = [];
  providers = demoStore;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/payments/v1/providers') return Response.json(providers);
      if (url === '/api/payments/v1/price-differences' && init.method === 'PUT') {
        sent.push({ url, body: JSON.parse(String(init.body)) });
        return Response.json({
          ...shopifyStoreWithStripe.price_differences,
          collect_with: 'provider',
          collector: 'stripe',
        });
      }
      if (url === '/api/payments/v1/providers/stripe' && init.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { credentials: { secret_key?: string } };
        if (body.credentials.secret_key === 'sk_live_wrong')
          return Response.json(
            {
              message: 'Stripe refused these credentials: Invalid API Key provided: sk_live_****rong',
              code: 'VALIDATION_FAILED',
              fields: { 'credentials.secret_key': 'Invalid API Key provided: sk_live_****rong' },
            },
            { status: 400 },
          );
        sent.push({ url, body });
        return Response.json(provider('stripe', { supported: true, configured: true, active: true }));
      }
      return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('payments page', () => {
  it('on a Shopify store, Shopify checkout collects by default, with why, and Stripe can be chosen', async () => {
    providers = shopifyStoreWithStripe;
    renderPage();
    const checkout = await screen.findByRole('radio', { name: 'Shopify checkout (recommended)' });
    expect((checkout as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Collect price differences with')).toBeTruthy();
    expect(screen.getByText('Collecting now: Shopify checkout')).toBeTruthy();
    expect(screen.getByText(/Why Shopify checkout: Shopify asks apps on its platform/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save who collects price differences' });
    expect(isDisabled(save)).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Stripe' }));
    fireEvent.click(save);
    await vi.waitFor(() =>
      expect(sent).toEqual([
        { url: '/api/payments/v1/price-differences', body: { collect_with: 'provider' } },
      ]),
    );
  });

  it('on a store not on Shopify, says its provider (here the sandbox) collects, with no choice to make', async () => {
    renderPage();
    expect(
      await screen.findByText('Collecting now: the built-in sandbox, which moves no money'),
    ).toBeTruthy();
    expect(
      screen.getByText(/This store is not on Shopify, so its active provider below collects/),
    ).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Shopify checkout (recommended)' })).toBeNull();
  });

  it('shows the active sandbox, marks unbuilt providers "Not yet supported", and saves Stripe credentials', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Stripe' });
    expect(screen.getByText('Not yet supported')).toBeTruthy();
    expect(screen.getByText('Gokwik is not yet supported: connecting it is not possible yet.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'sk_live_1' } });
    fireEvent.click(screen.getAllByLabelText('Active')[1] as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Check and save Stripe' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          url: '/api/payments/v1/providers/stripe',
          body: { credentials: { secret_key: 'sk_live_1' }, active: true },
        },
      ]),
    );
  });

  it("shows the provider's refusal under the field it is about", async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Stripe' });
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'sk_live_wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and save Stripe' }));
    expect(await screen.findByText('Invalid API Key provided: sk_live_****rong')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows Check and save disabled, naming the permission, to a staff member without it; enabled to an admin', async () => {
    signInAs('staff', ['request.all.view']);
    const page = renderPage();
    const locked = await screen.findByRole('button', {
      name: 'Check and save Stripe: Needs the "Connect payment providers" permission',
    });
    expect(isDisabled(locked)).toBe(true);
    page.unmount();

    signInAs('admin');
    renderPage();
    expect(isDisabled(await screen.findByRole('button', { name: 'Check and save Stripe' }))).toBe(false);
  });
});
