import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { appStore } from '../../lib/store';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { createQueryClient } from '../admin-app';
import TeamPage from './team-page';

const member = (id: string, email: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: '',
  email,
  user_type: 'staff',
  permissions: ['request.all.view'],
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const me = (permissions: string[]) => member('user-1', 'owner@demo.test', { permissions });
const invited = member('user-2', 'new@example.com', { status: 'invited' });

let fetchMock: ReturnType<typeof vi.fn>;
function serve(self: ReturnType<typeof me>) {
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/user/v1/user-1') return Response.json(self);
    if (url.startsWith('/api/user/v1?'))
      return Response.json({ docs: [self, invited], total: 2, page: 1, limit: 20 });
    if (url === '/api/permission/v1/list') {
      return Response.json({
        docs: [{ name: 'request.all.view', label: 'See all requests', default: true }],
      });
    }
    if (url === '/api/user/v1' && init.method === 'POST') {
      return Response.json(
        {
          message: 'This email is already on the team',
          code: 'CONFLICT',
          fields: { email: 'This email is already on the team' },
        },
        { status: 409 },
      );
    }
    return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
}

function renderPage() {
  return render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TeamPage />
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

describe('team page', () => {
  it('lists the team and locks every change, naming the permission, for a member without user.edit', async () => {
    serve(me(['user.view']));
    renderPage();
    await screen.findByRole('listitem', { name: 'new@example.com' });
    expect(screen.getByText('Invited')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite member' })).toBeNull();
    const invite = screen.getAllByRole('button', {
      name: 'Invite member: Needs the "Add, edit and remove team members" permission',
    });
    expect(
      invite.every((b) => b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true'),
    ).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit new@example.com' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove new@example.com' })).toBeNull();
  });

  it('offers invite, edit, resend and remove with user.edit, and shows the server field message', async () => {
    serve(me(['user.view', 'user.edit']));
    renderPage();
    await screen.findByRole('button', { name: 'Edit new@example.com' });
    expect(screen.getByRole('button', { name: 'Resend invite for new@example.com' }).textContent).toBe(
      'Resend invite',
    );
    expect(screen.getByRole('button', { name: 'Show invite for new@example.com' })).toBeTruthy();
    // Nobody removes themselves.
    expect(screen.queryByRole('button', { name: 'Remove owner@demo.test' })).toBeNull();
    fireEvent.click(await screen.findByRole('button', { name: 'Invite member' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Email' }), {
      target: { value: 'new@example.com' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect((await screen.findAllByText('This email is already on the team')).length).toBeGreaterThan(0);
  });
});
