import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

// The page the app proxy serves on the store's domain carries this element (features/storefront on the
// server); it is read when the portal's modules load, so it is in the document before they are imported.
const ORDERS = [
  {
    id: '5002',
    name: '#1002',
    created_at: '2026-10-25T10:00:00Z',
    total: '600.00',
    currency: 'INR',
    item_count: 3,
  },
  {
    id: '5001',
    name: '#1001',
    created_at: '2026-10-20T10:00:00Z',
    total: '2500.00',
    currency: 'INR',
    item_count: 3,
  },
];
document.head.insertAdjacentHTML(
  'beforeend',
  `<script type="application/json" id="rt-storefront">${JSON.stringify({ base: '/apps/returns', store: 'acme', orders: ORDERS })}</script>`,
);
// The test files of a worker share their modules: read the portal's modules afresh, with the element.
vi.resetModules();
const { storefront } = await import('../lib/storefront');
const { default: StorefrontHome } = await import('./storefront-home');

function Landed() {
  return <h1>At {useLocation().pathname}</h1>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
// The next files import the portal's modules afresh, on our own host again.
afterAll(() => {
  vi.resetModules();
});

describe("the portal's start on a store's domain", () => {
  it('lists the signed-in customer’s orders and opens the one they pick through the proxy’s path', async () => {
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(
          JSON.stringify({
            session_id: 's'.repeat(43),
            expires_at: '',
            store: 'acme',
            order_id: '5001',
            new_requests_refused: null,
          }),
          {
            status: 201,
          },
        ),
    );
    vi.stubGlobal('fetch', fetch);
    if (!storefront) throw new Error('the page element was not read');
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<StorefrontHome page={storefront} />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Your orders' })).toBeTruthy();
    expect(screen.getByText('#1002')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return or exchange items from #1001' }));
    expect(await screen.findByRole('heading', { name: `At /orderlist/${'s'.repeat(43)}` })).toBeTruthy();
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/apps/returns/api/customer/v1/storefront/sessions');
    expect(init?.body).toBe(JSON.stringify({ order_id: '5001' }));
    // Read once: the element is gone from the page.
    expect(document.getElementById('rt-storefront')).toBeNull();
  });

  it('sends a guest to the store’s lookup by order number', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route
            path="/"
            element={<StorefrontHome page={{ base: '/apps/returns', store: 'acme', orders: null }} />}
          />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'At /acme' })).toBeTruthy();
  });
});
