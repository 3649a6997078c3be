import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { renderAdminPage } from '../../test/admin-page';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { signInAs, signOut } from '../../test/signed-in';
import AuditLogPage from './audit-log-page';

const row = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `row-${n}`,
  action: 'list_entry.added',
  target: 'list_entry',
  subject_id: `entry-${n}`,
  target_label: `Block: shopper${n}@example.com`,
  reason: 'Returned worn items',
  change: '',
  actor: { id: 'user-1', label: 'Asha Rao' },
  details: {},
  created_at: '2026-11-01T10:00:00.000Z',
  ...extra,
});
const priya = row(0, {
  action: 'user.updated',
  target: 'user',
  target_label: 'Priya <priya@example.com>',
  reason: '',
  change: 'permissions added user.view',
  actor: { id: null, label: 'former@example.com' },
});

let asked: URLSearchParams[] = [];
let answer: (q: URLSearchParams) => Response;
beforeEach(() => {
  asked = [];
  answer = (q) =>
    Response.json({
      docs: q.get('page') === '2' ? [row(21)] : [priya, ...Array.from({ length: 19 }, (_, i) => row(i + 1))],
      total: 21,
      page: Number(q.get('page')),
      limit: 20,
    });
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/setting/v1/audit-log?')) {
        const q = new URLSearchParams(url.split('?')[1]);
        asked.push(q);
        return answer(q);
      }
      if (url.startsWith('/api/user/v1?')) {
        const member = { name: 'Asha Rao', email: 'asha@example.com', user_type: 'staff' };
        return Response.json({
          docs: [
            {
              ...member,
              id: '11111111-1111-4111-8111-111111111111',
              permissions: [],
              status: 'active',
              created_at: '2026-10-01T00:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          limit: 100,
        });
      }
      return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
    }),
  );
  signInAs('admin');
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('audit log page', () => {
  it('shows when, who, what, the target and the reason of each change', async () => {
    renderAdminPage(<AuditLogPage />);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'What', 'Target', 'Reason']);
    expect(rows[1]?.textContent).toContain('former@example.com');
    expect(rows[1]?.textContent).toContain('Changed a team member');
    expect(rows[1]?.textContent).toContain('Priya <priya@example.com>');
    expect(rows[1]?.textContent).toContain('permissions added user.view');
    expect(rows[2]?.textContent).toContain('Asha Rao');
    expect(rows[2]?.textContent).toContain('Added a list entry');
    expect(rows[2]?.textContent).toContain('Block: shopper1@example.com');
    expect(rows[2]?.textContent).toContain('Returned worn items');
    expect(asked[0]?.toString()).toBe('page=1&limit=20');
  });

  it('pages through the log', async () => {
    renderAdminPage(<AuditLogPage />);
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Block: shopper21@example.com');
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(asked.at(-1)?.get('page')).toBe('2');
  });

  it('sends the filters, starts again from page one, and says when nothing matches', async () => {
    renderAdminPage(<AuditLogPage />);
    await screen.findByText('Page 1 of 2');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    answer = (q) => Response.json({ docs: [], total: 0, page: Number(q.get('page')), limit: 20 });
    fireEvent.change(screen.getByLabelText('What'), { target: { value: 'user.removed' } });
    await screen.findByText('No changes match these filters');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Asha Rao' })).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Who'), {
      target: { value: '11111111-1111-4111-8111-111111111111' },
    });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(Object.fromEntries(asked.at(-1) ?? [])).toEqual({
        page: '1',
        limit: '20',
        action: 'user.removed',
        actor: '11111111-1111-4111-8111-111111111111',
        from: '2026-11-01',
      }),
    );
  });

  it('shows a range that ends before it starts on the field, without asking', async () => {
    renderAdminPage(<AuditLogPage />);
    await screen.findByText('Page 1 of 2');
    const before = asked.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } });
    await screen.findByText('Choose a last day on or after the first day');
    expect(asked.slice(before).some((q) => q.get('to') === '2026-11-01')).toBe(false);
  });

  it('says so when nothing was recorded yet', async () => {
    answer = () => Response.json({ docs: [], total: 0, page: 1, limit: 20 });
    renderAdminPage(<AuditLogPage />);
    await screen.findByText('No changes yet');
  });

  it('shows the refusal for staff without the team permission', async () => {
    answer = () =>
      Response.json(
        { code: 'FORBIDDEN', message: 'You need the "user.view" permission (See team members)' },
        { status: 403 },
      );
    renderAdminPage(<AuditLogPage />);
    await screen.findByText('The audit log could not be loaded');
    expect(screen.getByText(/You need the "user.view" permission/)).toBeTruthy();
  });
});
