import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { createQueryClient } from '../admin/admin-app';
import { saveTokens } from '../lib/auth-storage';
import { PolarisRoot } from '../polaris/polaris-root';
import { demoPayload, fakeToken } from './fake-token';
import { signOut } from './signed-in';

/** Answers each URL in `routes` with its body as JSON, and any other with 404. */
export function serveApi(routes: Record<string, unknown>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url in routes
        ? Response.json(routes[url])
        : Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 }),
    ),
  );
}

/** A signed-in admin session before each test, its API served by `serve`; all undone after. */
export function signedInPageTests(serve: () => void) {
  beforeEach(() => {
    saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
    serve();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });
}

/** The page as the admin app mounts it: Polaris, a fresh query client and a router. */
export const renderAdminPage = (page: ReactElement) =>
  render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>{page}</MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );
