import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
import PaymentsPage from './payments-page';

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

let sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/payments/v1/providers')
        return Response.json({
          docs: [
            provider('sandbox', { supported: true, configured: true, active: true }),
            provider('stripe', { supported: true, credential_fields: ['secret_key', 'webhook_secret'] }),
            provider('gokwik'),
          ],
        });
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
  it('shows the active sandbox, marks unbuilt providers "Not yet supported", and saves Stripe credentials', async () => {
    render(
      <PolarisRoot>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <PaymentsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </PolarisRoot>,
    );
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
    render(
      <PolarisRoot>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <PaymentsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </PolarisRoot>,
    );
    await screen.findByRole('heading', { name: 'Stripe' });
    fireEvent.change(screen.getByLabelText('Secret key'), { target: { value: 'sk_live_wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Check and save Stripe' }));
    expect(await screen.findByText('Invalid API Key provided: sk_live_****rong')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows Check and save disabled, naming the permission, to a staff member without it; enabled to an admin', async () => {
    const renderPage = () =>
      render(
        <PolarisRoot>
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter>
              <PaymentsPage />
            </MemoryRouter>
          </QueryClientProvider>
        </PolarisRoot>,
      );
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
