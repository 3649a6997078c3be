import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import SearchPage from '../search/search-page';
import AccountPage from './account-page';

const STORE = {
  handle: 'acme',
  name: 'Acme',
  logo_url: '',
  brand_color: '',
  language: 'en',
  currency: 'INR',
  country: 'IN',
  support_email: '',
  return_enabled: true,
  exchange_enabled: true,
  refund_modes: ['pay_to_source'],
  store_credit_bonus_percent: 0,
  return_multiple_items: true,
  exchange_out_of_stock: false,
  return_methods: ['pickup'],
};
const SESSION = 'a'.repeat(43);
const ORDERS = {
  customer: { name: 'Asha Rao', email: 'asha@example.com' },
  orders: [
    {
      order_id: '9002',
      name: '#1002',
      processed_at: '2026-10-25T10:00:00Z',
      total: '2500.00',
      currency: 'INR',
    },
    {
      order_id: '9001',
      name: '#1001',
      processed_at: '2026-10-20T10:00:00Z',
      total: '1200.00',
      currency: 'INR',
    },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The portal API as these pages call it; `available`: the store is on Shopify customer accounts. */
function stubPortal(available: boolean, orders: Response = json(200, ORDERS), language = 'en') {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (url.includes('/account/sign-in-option/')) return json(200, { available });
    if (url.includes('/account/orders')) return orders;
    if (url.includes('/account/order-session'))
      return json(201, {
        session_id: 'o'.repeat(43),
        expires_at: '2026-11-02T10:00:00Z',
        store: 'acme',
        order_id: '9001',
        new_requests_refused: null,
      });
    return json(200, { ...STORE, language });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function OrderList() {
  return <h1>Order list {useLocation().pathname}</h1>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:store/account" element={<AccountPage />} />
        <Route path="/orderlist/:token" element={<OrderList />} />
        <Route path="/:url" element={<SearchPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});

describe('Sign in with Shopify', () => {
  it('is offered on the lookup page of a store on customer accounts, beside the lookup', async () => {
    stubPortal(true);
    renderAt('/acme');
    const link = await screen.findByRole('link', { name: 'Sign in with Shopify' });
    expect(link.getAttribute('href')).toBe('/api/customer/v1/account/sign-in?store=acme');
    expect(screen.getByRole('button', { name: 'Find my order' })).toBeTruthy();
  });

  it('is not offered where the store has no customer accounts', async () => {
    stubPortal(false);
    renderAt('/acme');
    expect(await screen.findByRole('button', { name: 'Find my order' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign in with Shopify' })).toBeNull();
  });

  it('lists the signed-in shopper’s orders and opens the one picked, with nothing typed', async () => {
    const fetch = stubPortal(true);
    renderAt(`/acme/account#session=${SESSION}`);
    expect(await screen.findByText('Signed in as Asha Rao')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Your orders' }).children).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Return or exchange #1001' }));
    expect(
      await screen.findByRole('heading', { name: `Order list /orderlist/${'o'.repeat(43)}` }),
    ).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([url]) => url.includes('/account/order-session')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ session: SESSION, order_id: '9001' });
  });

  it('in Hindi too', async () => {
    stubPortal(true, json(200, ORDERS), 'hi');
    renderAt(`/acme/account#session=${SESSION}`);
    expect(await screen.findByRole('button', { name: '#1002 लौटाएँ या बदलें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'साइन आउट करें' })).toBeTruthy();
  });

  it('sends a shopper whose sign-in ended back to the lookup, which says why', async () => {
    stubPortal(
      true,
      json(401, {
        code: 'TOKEN_EXPIRED',
        message: 'Your sign-in has ended. Please sign in again.',
        reason: { code: 'ACCOUNT_SIGN_IN_ENDED' },
      }),
    );
    renderAt(`/acme/account#session=${SESSION}`);
    expect(await screen.findByText('Your sign-in has ended. Please sign in again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in with Shopify' })).toBeTruthy();
  });
});
