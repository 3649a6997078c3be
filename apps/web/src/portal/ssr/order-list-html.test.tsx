import type { PortalOrderItem, SessionDataResponse } from '@roundtrip/core';
import { waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import { AppRoutes } from '../../routes';
import { primeSession } from '../lib/endpoints';
import { renderOrderList } from './order-list-html';

const TOKEN = 'a'.repeat(43);
const closed: PortalOrderItem['return'] = {
  eligible: false,
  reasons: ['The 30-day return window for this order ended on 2026-10-01.'],
  reason_codes: [{ code: 'WINDOW_ENDED', params: { days: 30, date: '2026-10-01', kind: 'return' } }],
  max_quantity: 0,
};
const item = (id: string, title: string, open: boolean): PortalOrderItem => ({
  line_item_id: id,
  product_id: `p${id}`,
  variant_id: `v${id}`,
  title,
  variant_title: 'M / Blue',
  image_url: `/demo/${id}.jpg`,
  options: [],
  quantity: 1,
  fulfilled_quantity: 1,
  already_requested: 0,
  unit_price: '1299.00',
  price_paid: '1299.00',
  total_discount: '0.00',
  return: open ? { eligible: true, reasons: [], reason_codes: [], max_quantity: 1 } : closed,
  exchange: open ? { eligible: true, reasons: [], reason_codes: [], max_quantity: 1 } : closed,
});
// Only what the order list reads; the rest of the contract does not reach this page.
const data = {
  store: {
    handle: 'acme',
    name: 'Acme',
    logo_url: '',
    brand_color: '#1f5199',
    language: 'en',
    currency: 'INR',
    country: 'IN',
    return_enabled: true,
    exchange_enabled: true,
  },
  order: {
    id: '5001',
    name: '#1001',
    created_at: '2026-10-20T10:00:00.000Z',
    presentment_currency: 'INR',
    items: [item('1', 'Linen Shirt', true), item('2', 'Canvas Tote', false)],
  },
  requests: [],
} as unknown as SessionDataResponse;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

it("renders the order list's first view on the server", () => {
  const html = renderOrderList(`/orderlist/${TOKEN}`, TOKEN, data);
  expect(html).toContain('Order #1001');
  expect(html).toContain('Linen Shirt');
  expect(html).toContain('The 30-day return window for this order ended');
  expect(html).toContain(`href="/acme/return/5001/1/${TOKEN}"`);
});

it('says at once that the store takes no new request, and offers none', () => {
  const refused = { ...data, new_requests_refused: { code: 'STORE_REQUEST_LIMIT' } } as SessionDataResponse;
  const html = renderOrderList(`/orderlist/${TOKEN}`, TOKEN, refused);
  expect(html).toContain('This store can&#x27;t take new return requests online right now.');
  expect(html).toContain('Linen Shirt');
  expect(html).not.toContain(`href="/acme/return/5001/1/${TOKEN}"`);
  expect(html).not.toContain(`href="/acme/exchange/5001/1/${TOKEN}"`);
});

it('is adopted by the browser app as it is: hydrated, not painted again, no mismatch', async () => {
  const html = renderOrderList(`/orderlist/${TOKEN}`, TOKEN, data);
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  const heading = root.querySelector('h2');
  // What page-session.ts does with the page's JSON before the page's chunk renders.
  primeSession(TOKEN, data);
  const fetchSpy = vi.fn(async () => Response.json(data));
  vi.stubGlobal('fetch', fetchSpy);
  const consoleError = vi.spyOn(console, 'error');
  const recoverable = vi.fn();

  hydrateRoot(
    root,
    <StrictMode>
      <MemoryRouter initialEntries={[`/orderlist/${TOKEN}`]}>
        <AppRoutes />
      </MemoryRouter>
    </StrictMode>,
    { onRecoverableError: recoverable },
  );
  // The page's effect runs once its chunk has loaded and hydrated the server's markup.
  await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
  expect(recoverable).not.toHaveBeenCalled();
  expect(consoleError).not.toHaveBeenCalled();
  expect(root.querySelector('h2')).toBe(heading);
  expect(root.textContent).toContain('Linen Shirt');
  root.remove();
});
