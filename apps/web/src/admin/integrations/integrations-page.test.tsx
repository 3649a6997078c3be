import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { createQueryClient } from '../admin-app';
import IntegrationsPage from './integrations-page';

const KEY = 'pk_0123456789abcdef0123456789abcdef01';
const off = {
  connected: false,
  key_last4: null,
  enabled: false,
  disabled_reason: null,
  failing_since: null,
  connected_at: null,
  topics: [],
};

let saved: unknown[] = [];
beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  saved = [];
  let klaviyo: object = off;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url === '/api/integrations/v1/list')
        return Response.json({
          docs: [
            {
              kind: 'marketing',
              key: 'klaviyo',
              name: 'Klaviyo',
              state: 'not_connected',
              page: '/admin/settings/integrations',
            },
          ],
        });
      if (url === '/api/klaviyo/v1' && init.method === 'PUT') {
        saved.push(JSON.parse(String(init.body)));
        klaviyo = {
          ...off,
          connected: true,
          enabled: true,
          key_last4: 'ef01',
          connected_at: '2026-11-27T08:00:00.000Z',
        };
        return Response.json(klaviyo);
      }
      if (url === '/api/klaviyo/v1') return Response.json(klaviyo);
      return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('integrations page', () => {
  it('connects Klaviyo with a private key and then shows only its last characters', async () => {
    render(
      <PolarisRoot>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <IntegrationsPage />
          </MemoryRouter>
        </QueryClientProvider>
      </PolarisRoot>,
    );
    await screen.findByText('Not connected');
    fireEvent.change(screen.getByLabelText('Private API key'), { target: { value: KEY } });
    fireEvent.click(screen.getByRole('button', { name: 'Connect Klaviyo' }));
    await screen.findByText('Private key ending in ef01');
    expect(saved).toEqual([{ api_key: KEY }]);
    expect(screen.getByRole('button', { name: 'Disconnect' })).toBeTruthy();
  });
});
