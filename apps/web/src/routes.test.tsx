import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { appStore } from './lib/store';
import { AppRoutes } from './routes';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );

afterEach(() => {
  act(() => appStore.dispatch({ type: 'resetUser' }));
});

describe('routes', () => {
  it.each([
    ['/demo-store', 'Find your order'],
    ['/orderlist/abc', 'Your orders'],
    ['/demo/return/1001/11/s1', 'Return items'],
    ['/demo/exchange/1001/11/s1', 'Exchange items'],
    ['/details/demo/r1/s1', 'Request details'],
    ['/a/b/c', 'Page not found'],
  ])('%s shows %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeTruthy();
  });

  it('sends a signed-out visitor of /admin to the login page', async () => {
    renderAt('/admin/settings/general');
    // The login page is a lazy chunk: its first import in a fresh worker can take seconds on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'Welcome to Roundtrip' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});
