import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveTokens } from '../../../lib/auth-storage';
import { PolarisRoot } from '../../../polaris/polaris-root';
import { demoPayload, fakeToken } from '../../../test/fake-token';
import { createQueryClient } from '../../admin-app';
import { RequestsListPage } from './returns-list-page';

const row = (n: number) => ({
  id: `8b0c6a3e-0b8e-4a57-9d7a-2f1a2b3c4d${String(n).padStart(2, '0')}`,
  name: `10${n}-R1`,
  kind: 'return',
  status: 'approved',
  shown_status: 'approved',
  order_id: `o${n}`,
  order_name: `#10${n}`,
  customer_name: 'Asha Rao',
  customer_email: 'asha@example.com',
  customer_phone: '',
  items_count: 1,
  items: [{ title: 'Linen Shirt', variant_title: 'M', quantity: 1, image_url: '' }],
  requested_amount: '100.00',
  currency: 'INR',
  refund_mode: 'store_credit',
  tags: [],
  courier: null,
  needs_attention: false,
  archived: false,
  created_at: '2025-01-01T00:00:00.000Z',
  age_days: 12,
});

let fetchMock: ReturnType<typeof vi.fn>;
let listed: ReturnType<typeof row>[] | null;
/** The server stopped counting at its cap. */
let capped = false;
const lastListBody = () => {
  const call = fetchMock.mock.calls.filter(([u]) => u === '/api/return-exchange/v1/filter-list').at(-1);
  return call ? JSON.parse(String((call[1] as RequestInit).body)) : undefined;
};

beforeEach(() => {
  saveTokens({ token: fakeToken(demoPayload), refreshToken: 'refresh-1' });
  listed = null;
  capped = false;
  fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    if (url === '/api/return-exchange/v1/filter-list') {
      // A week holds one request; every date holds three.
      const body = JSON.parse(String(init.body));
      const docs = listed ?? (body.dateFilter === 'all' ? [row(1), row(2), row(3)] : [row(1)]);
      return Response.json(
        capped
          ? { docs, total: 10_000, total_capped: true, page: 1, limit: 25 }
          : { docs, total: docs.length, total_capped: false, page: 1, limit: 25 },
      );
    }
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
          </Routes>
          <Where />
        </MemoryRouter>
      </QueryClientProvider>
    </PolarisRoot>,
  );
}

/** Polaris draws each tab twice (one copy measures widths): a tab is selected when a copy says so. */
const tabSelected = (name: string) =>
  screen.getAllByRole('tab', { name }).some((t) => t.getAttribute('aria-selected') === 'true');
// A busy machine renders Polaris slowly: wait longer than testing-library's default second.
const findRow = (name: string) => screen.findByRole('link', { name }, { timeout: 5000 });
const location = () => screen.getByLabelText('location').textContent;
/** A chip is the filter's button; its remove button ("Clear", Polaris' wording) sits beside it. */
const chipRemove = (label: string) =>
  within(screen.getByRole('button', { name: label }).parentElement as HTMLElement).getByRole('button', {
    name: 'Clear',
  });

describe('returns list filters', () => {
  it('shows the default date filter as a chip, and removing it widens the list', async () => {
    renderAt('/admin/returns');
    await findRow('101-R1');
    expect(screen.getByText('1 return')).toBeTruthy();
    expect(document.title).toBe('Returns · Roundtrip');

    fireEvent.click(chipRemove('Created: Last 7 days'));
    await findRow('103-R1');
    expect(screen.getByText('3 returns')).toBeTruthy();
    expect(location()).toBe('/admin/returns?status=active&page=1&dateFilter=all');
    expect(lastListBody()).toMatchObject({ dateFilter: 'all' });
    expect(screen.queryByRole('button', { name: 'Created: Last 7 days' })).toBeNull();
  });

  it('shows every filter from a link as a chip, and Clear all removes them all', async () => {
    renderAt('/admin/returns?status=active&page=2&dateFilter=last_month&tags=vip&refundMode=store_credit');
    await findRow('101-R1');
    for (const chip of ['Created: Last 30 days', 'Tags: vip', 'Refund mode: Store credit'])
      expect(screen.getByRole('button', { name: chip })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await findRow('103-R1');
    expect(location()).toBe('/admin/returns?status=active&page=1&dateFilter=all');
    for (const chip of ['Created: Last 30 days', 'Tags: vip', 'Refund mode: Store credit'])
      expect(screen.queryByRole('button', { name: chip })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear all' })).toBeNull();
  });

  it('selects the "To receive" tab for the home page link, not "Active"', async () => {
    renderAt('/admin/returns?status=to_receive&page=1&dateFilter=all');
    await findRow('101-R1');
    expect(tabSelected('To receive')).toBe(true);
    expect(tabSelected('Active')).toBe(false);
    expect(lastListBody()).toMatchObject({ status: 'to_receive', dateFilter: 'all' });
  });

  it('gives a status with no tab of its own a tab, selected', async () => {
    renderAt('/admin/returns?status=exchanged&page=1&dateFilter=all');
    await findRow('101-R1');
    expect(tabSelected('Exchanged')).toBe(true);
  });
});

describe('returns list counts', () => {
  it('says "10,000+" when the count stopped at its cap, and offers the next page', async () => {
    capped = true;
    renderAt('/admin/returns');
    await findRow('101-R1');
    expect(screen.getByText('10,000+ returns')).toBeTruthy();
    expect(screen.getByText('Page 1 of 400+ · 10,000+ returns')).toBeTruthy();
  });

  it('says "1 unit" and "2 products" in the items column', async () => {
    listed = [
      {
        ...row(1),
        items_count: 2,
        items: [
          { title: 'Linen Shirt', variant_title: 'M', quantity: 1, image_url: '' },
          { title: 'Scarf', variant_title: '', quantity: 1, image_url: '' },
        ],
      },
      row(2),
    ];
    renderAt('/admin/returns?status=active&page=1&dateFilter=all');
    await findRow('101-R1');
    expect(screen.getByText('2 returns')).toBeTruthy();
    expect(screen.getByText('2 units · 2 products')).toBeTruthy();
    expect(screen.getByText('1 unit')).toBeTruthy();
  });
});
