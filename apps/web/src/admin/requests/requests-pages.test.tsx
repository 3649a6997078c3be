import type { RequestDetailResponse } from '@roundtrip/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../lib/auth-storage';
import { appStore } from '../../lib/store';
import { PolarisRoot } from '../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../test/fake-token';
import { signInAs } from '../../test/signed-in';
import { createQueryClient } from '../admin-app';
import { RequestPage } from './detail/request-page';
import { RequestsListPage } from './list/returns-list-page';

const ID = '8b0c6a3e-0b8e-4a57-9d7a-2f1a2b3c4d5e';

function detail(
  status: RequestDetailResponse['status'],
  allowed: RequestDetailResponse['allowed_actions'],
): RequestDetailResponse {
  const zero = '0.00';
  return {
    id: ID,
    name: '1001-R1',
    kind: 'return',
    status,
    refund_state: 'none',
    shown_status: status,
    source: 'portal',
    method: 'self_ship',
    refund_mode: 'store_credit',
    tags: [],
    needs_attention: false,
    attention_error: null,
    archived: false,
    allowed_actions: allowed,
    blocked_actions: [],
    customer: {
      id: 'c1',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone_dial_code: '+91',
      phone: '987-654-3210',
    },
    address: null,
    bank: null,
    order: {
      id: 'o1',
      name: '#1001',
      created_at: null,
      financial_status: 'paid',
      payment_gateway_names: ['razorpay'],
      is_cod: false,
      total: '100.00',
      currency: 'INR',
    },
    tracking: { courier: null, company: null, number: null, url: null, status: null },
    platform_return_id: null,
    exchange_order: null,
    items: [],
    price: {
      currency: 'INR',
      presentment_currency: 'INR',
      paid: '100.00',
      refundable: '100.00',
      fee: zero,
      fee_unrecovered: zero,
      refund: '100.00',
      bonus: zero,
      incentive: zero,
      total: '100.00',
      amount_due: zero,
      exchange_difference: zero,
      payer: 'none',
      presentment_refund: '100.00',
      refunded: zero,
      refundable_now: zero,
      bonus_percent: 0,
      refund_options: [],
      paid_by_mode: [],
    },
    store_credit: { default: 'credit_account', gift_card_allowed: true },
    refunds: [],
    side_effects: [],
    timeline: [],
    comments: [],
    notifications: [],
    notes: '',
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    version: 1,
  };
}

const row = {
  id: ID,
  name: '1001-R1',
  kind: 'return',
  status: 'requested',
  shown_status: 'requested',
  order_id: 'o1',
  order_name: '#1001',
  customer_name: 'Asha Rao',
  customer_email: 'asha@example.com',
  customer_phone: '',
  items_count: 1,
  items: [{ title: 'Linen Shirt', variant_title: 'M', quantity: 1, image_url: '' }],
  requested_amount: '100.00',
  currency: 'INR',
  refund_mode: 'store_credit',
  tags: ['vip'],
  courier: null,
  needs_attention: false,
  archived: false,
  created_at: '2025-01-01T00:00:00.000Z',
  age_days: 12,
};

let fetchMock: ReturnType<typeof vi.fn>;
let current: RequestDetailResponse;
const bodies = (path: string) =>
  fetchMock.mock.calls
    .filter(([u]) => u === `/api${path}`)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  current = detail('requested', ['approve', 'reject', 'cancel']);
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/return-exchange/v1/filter-list')
      return Response.json({ docs: [row], total: 1, total_capped: false, page: 1, limit: 25 });
    if (url === '/api/return-exchange-filter/v1/filters')
      return Response.json({
        statuses: [],
        date_filters: [],
        refund_modes: [],
        reasons: [],
        tags: ['vip'],
        couriers: [],
      });
    if (url === '/api/return-exchange-filter/v1/return/list') return Response.json({ docs: [], total: 0 });
    if (url === '/api/return-exchange-tags/v1/get-tags') return Response.json({ tags: ['vip'] });
    if (url === `/api/return-exchange/v1/${ID}/common`) return Response.json(current);
    if (url === `/api/return-exchange/v1/${ID}/neighbours`)
      return Response.json({ previous_id: null, next_id: null });
    if (url === `/api/return-exchange/v1/${ID}/approve` && init.method === 'POST') {
      // Another merchant approved a moment ago.
      current = detail('approved', ['mark_in_transit', 'receive', 'cancel']);
      return Response.json(
        { code: 'CONFLICT', message: 'This request is already approved', fields: { status: 'approved' } },
        { status: 409 },
      );
    }
    if (url === `/api/return-exchange/v1/${ID}/resend` && init.method === 'POST')
      return Response.json(current);
    if (url.startsWith('/api/reship') || url.includes('reship-requests'))
      return Response.json({ order_id: 'o1', eligible: [], reships: [] });
    if (url.includes('-log/v1/')) return Response.json({ docs: [] });
    return Response.json({ message: 'Not found', code: 'NOT_FOUND' }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <PolarisRoot>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin/returns" element={<RequestsListPage type="return" />} />
            <Route path="/admin/returns/:id" element={<RequestPage type="return" />} />
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );
}

const isDisabled = (b: HTMLElement) =>
  b.hasAttribute('disabled') || b.getAttribute('aria-disabled') === 'true';
const location = () => screen.getByLabelText('location').textContent;

describe('returns list', () => {
  it('writes the default query string, posts it, and links rows to the request with the list query', async () => {
    renderAt('/admin/returns');
    const link = await screen.findByRole('link', { name: '1001-R1' });
    expect(location()).toBe('/admin/returns?status=active&page=1&dateFilter=last_week');
    expect(bodies('/return-exchange/v1/filter-list').at(-1)).toMatchObject({
      type: 'return',
      status: 'active',
      dateFilter: 'last_week',
      page: 1,
    });
    expect(link.getAttribute('href')).toBe(`/admin/returns/${ID}?status=active&page=1&dateFilter=last_week`);
    expect(screen.getByText('12 days')).toBeTruthy();
  });

  it('reads filters from a link and writes a search back to the URL, from page 1', async () => {
    renderAt('/admin/returns?status=active&page=2&dateFilter=last_month&tags=vip');
    await screen.findByRole('link', { name: '1001-R1' });
    expect(bodies('/return-exchange/v1/filter-list').at(-1)).toMatchObject({
      page: 2,
      dateFilter: 'last_month',
      tags: ['vip'],
    });
    fireEvent.change(screen.getByPlaceholderText('Search by order, customer name, email or phone'), {
      target: { value: 'asha@' },
    });
    await waitFor(() =>
      expect(location()).toBe(
        '/admin/returns?status=active&page=1&dateFilter=last_month&search=asha%40&tags=vip',
      ),
    );
    await waitFor(() =>
      expect(bodies('/return-exchange/v1/filter-list').at(-1)).toMatchObject({
        search: 'asha@',
        page: 1,
        tags: ['vip'],
      }),
    );
  });
});

describe('a staff member without request.approve or request.archive', () => {
  beforeEach(() => {
    const permissions = ['request.all.view', 'request.reject', 'request.receive', 'request.edit'];
    act(() =>
      appStore.dispatch({ type: 'setUser', payload: { ...demoPayload, user_type: 'staff', permissions } }),
    );
  });
  afterEach(() => act(() => appStore.dispatch({ type: 'resetUser' })));

  it('sees Approve disabled, naming the permission, on the request page and among the bulk actions', async () => {
    // The server lists the actions the user holds the permission for, and the ones the request allows without it.
    current = {
      ...detail('requested', ['reject', 'cancel']),
      blocked_actions: [{ action: 'approve', permission: 'request.approve' }],
    };
    const page = renderAt(`/admin/returns/${ID}`);
    await screen.findByRole('button', { name: 'Reject' });
    const approve = screen.getAllByRole('button', {
      name: 'Approve: Needs the "Approve requests" permission',
    });
    expect(approve.every(isDisabled)).toBe(true);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    page.unmount();

    renderAt('/admin/returns');
    await screen.findByRole('link', { name: '1001-R1' });
    const [, rowBox] = screen.getAllByRole('checkbox');
    fireEvent.click(rowBox as HTMLElement);
    // Polaris renders the bulk actions twice (one copy measures the width).
    expect((await screen.findAllByRole('button', { name: 'Mark received' })).length).toBeGreaterThan(0);
    expect(screen.queryAllByRole('button', { name: 'Approve' })).toEqual([]);
    const locked = screen.getAllByRole('button', {
      name: 'Archive: Needs the "Archive requests" permission',
    });
    expect(locked.every(isDisabled)).toBe(true);
  });
});

describe("the request page's comments, tags and notes", () => {
  afterEach(() => act(() => appStore.dispatch({ type: 'resetUser' })));

  it('are disabled, naming the permission, for a staff member without it, and enabled for an admin', async () => {
    current = { ...detail('requested', []), tags: ['vip'] };
    signInAs('staff', ['request.all.view']);
    const page = renderAt(`/admin/returns/${ID}`);
    await screen.findByRole('heading', { name: 'Return 1001-R1' });
    const comment = 'Needs the "Comment on requests" permission';
    const edit = 'Needs the "Edit requests (address, contact, notes, shipping status)" permission';
    for (const name of [
      `Post comment: ${comment}`,
      `Add: ${edit}`,
      `Remove tag vip: ${edit}`,
      `Save notes: ${edit}`,
    ])
      expect(isDisabled(screen.getByRole('button', { name }))).toBe(true);
    page.unmount();

    signInAs('admin');
    renderAt(`/admin/returns/${ID}`);
    await screen.findByRole('heading', { name: 'Return 1001-R1' });
    for (const name of ['Post comment', 'Add', 'Remove tag vip'])
      expect(isDisabled(screen.getByRole('button', { name }))).toBe(false);
  });
});

describe('request page', () => {
  it('shows a 409 from another merchant clearly and reloads the current status', async () => {
    renderAt(`/admin/returns/${ID}?status=active&page=1&dateFilter=last_week`);
    expect(await screen.findByRole('heading', { name: 'Return 1001-R1' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Status: Requested' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Someone else changed this request')).toBeTruthy();
    expect(
      screen.getByText('This request is already approved. The page now shows its current state.'),
    ).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status', { name: 'Status: Approved' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Mark received' })).toBeTruthy();
    const approve = bodies(`/return-exchange/v1/${ID}/approve`)[0];
    expect(approve).toMatchObject({ method: 'self_ship' });
    expect(approve.idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists the emails sent to the shopper and resends the latest one', async () => {
    const email = {
      channel: 'email' as const,
      recipient: 'asha@example.com',
      body: 'Hello',
      attempts: 1,
      last_error: null,
      created_at: '2025-01-02T00:00:00.000Z',
    };
    current = {
      ...detail('approved', ['receive', 'resend']),
      notifications: [
        {
          ...email,
          id: 'n1',
          subject: 'Your return request 1001-R1 has been approved',
          event: 'approved',
          status: 'sent',
          sent_at: '2025-01-02T00:00:00.000Z',
        },
        {
          ...email,
          id: 'n2',
          subject: 'Your return request 1001-R1 has a new message',
          event: 'message',
          status: 'failed',
          sent_at: null,
          last_error: 'SMTP 421 try later',
        },
      ],
    };
    renderAt(`/admin/returns/${ID}`);
    const list = await screen.findByRole('list', { name: 'Customer emails' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining('Not sentYour return request 1001-R1 has a new message'),
      expect.stringContaining('SentYour return request 1001-R1 has been approved'),
    ]);
    expect(items[0]?.textContent).toContain('SMTP 421 try later');
    // Polaris renders a secondary action twice (the bar and its overflow menu).
    const [resend] = screen.getAllByRole('button', { name: 'Resend update to customer' });
    if (resend) fireEvent.click(resend);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        '“Your return request 1001-R1 has a new message” is emailed again to asha@example.com.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(bodies(`/return-exchange/v1/${ID}/resend`)).toHaveLength(1));
  });
});
