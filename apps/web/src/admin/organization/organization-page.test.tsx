import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoreUrl, getToken, saveTokens } from '../../lib/auth-storage';
import { appStore } from '../../lib/store';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { createQueryClient } from '../admin-app';
import OrganizationPage from './organization-page';

const child = {
  id: '0b0f6a0e-9d3f-4d6f-9d1a-2f3c4b5a6d7e',
  store: 'acme-kids.myshopify.com',
  name: 'Acme Kids',
  relation: 'child',
  can_switch: true,
  created_at: '2026-11-01T10:00:00.000Z',
};
const switched = fakeToken({ id: 'user-9', store: 'acme-kids.myshopify.com', email: 'owner@demo.test' });

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  act(() => appStore.dispatch({ type: 'setUser', payload: demoPayload }));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/user/v1/'))
        return Response.json({
          id: 'user-1',
          name: '',
          email: 'owner@demo.test',
          user_type: 'admin',
          permissions: [],
          status: 'active',
          created_at: '2026-11-01T10:00:00.000Z',
        });
      if (url === '/api/organization/v1?page=1&limit=20')
        return Response.json({ docs: [child], total: 1, page: 1, limit: 20 });
      if (url === `/api/organization/v1/${child.id}` && init.method === 'PATCH')
        return Response.json({ token: switched, refresh_token: 'refresh-2', store: child.store });
      return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => appStore.dispatch({ type: 'resetUser' }));
});

describe('organisation page', () => {
  it('lists the linked store into connectedStores and switches to it with a new login', async () => {
    render(
      <PolarisRoot>
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <OrganizationPage />
          </MemoryRouter>
        </QueryClientProvider>
      </PolarisRoot>,
    );
    const button = await screen.findByRole('button', { name: 'Switch to Acme Kids' });
    expect(appStore.getState().connectedStores).toEqual({ storeList: [child], totalStores: 1 });
    expect(screen.getByRole('button', { name: 'Link store' })).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(getToken()).toBe(switched));
    expect(getStoreUrl()).toBe('acme-kids.myshopify.com');
  });
});
