import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { renderAdminPage } from '../../test/admin-page';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { isDisabled, signInAs, signOut } from '../../test/signed-in';
import ListsPage from './lists-page';

const blocked = {
  id: '55555555-5555-4555-8555-555555555555',
  list: 'block',
  subject: 'email',
  value: 'serial@example.com',
  reason: 'Returned worn items',
  expires_at: null,
  active: true,
  request_id: null,
  created_at: '2026-11-01T10:00:00.000Z',
};
const allowed = {
  ...blocked,
  id: '66666666-6666-4666-8666-666666666666',
  list: 'allow',
  subject: 'order',
  value: '#1042',
  reason: 'Courier delay',
  expires_at: '2026-12-01T00:00:00.000Z',
};

let fetchMock: ReturnType<typeof vi.fn>;
let posted: unknown[] = [];
beforeEach(() => {
  posted = [];
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    if (url === '/api/setting/v1/list-entries' && init.method === 'POST') {
      const body = JSON.parse(String(init.body));
      posted.push(body);
      if (body.value === 'taken@example.com') {
        return Response.json(
          {
            message: 'Already listed',
            code: 'VALIDATION_FAILED',
            fields: { value: 'Already on the block list' },
          },
          { status: 400 },
        );
      }
      return Response.json(
        { ...blocked, ...body, id: '77777777-7777-4777-8777-777777777777' },
        { status: 201 },
      );
    }
    if (url === '/api/setting/v1/list-entries') return Response.json({ docs: [allowed, blocked] });
    return Response.json({ message: `unexpected ${url}`, code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('block and allow lists page', () => {
  it('lists each entry with its list, what it matches, its reason and its last day', async () => {
    signInAs('admin');
    renderAdminPage(<ListsPage />);
    const allow = await screen.findByRole('listitem', { name: 'Allowed #1042' });
    expect(allow.textContent).toContain('Order');
    expect(allow.textContent).toContain('Courier delay · until 30 November 2026');
    const block = screen.getByRole('listitem', { name: 'Blocked serial@example.com' });
    expect(block.textContent).toContain('Email');
    expect(block.textContent).toContain('Returned worn items');
  });

  it('locks adding and deleting, naming the permission, for staff without the rules permission', async () => {
    signInAs('staff', ['request.all.view']);
    renderAdminPage(<ListsPage />);
    const hint = 'Needs the "Edit rules, promotions, upsells, fees and filters" permission';
    const del = await screen.findByRole('button', { name: `Delete #1042: ${hint}` });
    expect(isDisabled(del)).toBe(true);
    expect(isDisabled(screen.getByRole('button', { name: /^Add entry/ }))).toBe(true);
  });

  it('adds an entry, showing the field the form or the server refuses', async () => {
    signInAs('admin');
    renderAdminPage(<ListsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add entry' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await within(dialog).findByText('Please enter a value')).toBeTruthy();
    expect(within(dialog).getByText('Please give a reason')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'taken@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Chargebacks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    expect(await within(dialog).findByText('Already on the block list')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Value'), { target: { value: 'fraud@example.com' } });
    fireEvent.change(within(dialog).getByLabelText('Expires after'), { target: { value: '2026-12-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual({
      list: 'block',
      subject: 'email',
      value: 'fraud@example.com',
      reason: 'Chargebacks',
      expires_on: '2026-12-31',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
