import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import SearchPage from '../search/search-page';
import RequestLinkPage from './request-link-page';

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
  return_methods: ['drop_off'],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The portal's answers: the store's face, and this answer to the link. */
function stubPortal(link: Response, language = 'en') {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes('/request-link') ? link : json(200, { ...STORE, language }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Details() {
  return <h1>Details {useLocation().pathname}</h1>;
}

function renderLink() {
  return render(
    <MemoryRouter initialEntries={['/acme/open/eyJ.token.sig']}>
      <Routes>
        <Route path="/:store/open/:token" element={<RequestLinkPage />} />
        <Route path="/details/:store/:request_id/:session_id" element={<Details />} />
        <Route path="/orderlist/:session_id" element={<Details />} />
        <Route path="/:url" element={<SearchPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('an email link to a request', () => {
  it('opens the request page without the order lookup', async () => {
    const fetch = stubPortal(
      json(201, {
        session_id: 's'.repeat(43),
        expires_at: '2026-11-02T10:00:00.000Z',
        store: 'acme',
        order_id: '5001',
        request_id: 'r-1',
      }),
    );
    renderLink();
    expect(
      await screen.findByRole('heading', { name: `Details /details/acme/r-1/${'s'.repeat(43)}` }),
    ).toBeTruthy();
    const [, init] = fetch.mock.calls.find(([url]) => url.includes('/request-link')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({
      store: 'acme',
      token: 'eyJ.token.sig',
    });
  });

  it('leads an expired link to the order lookup, which says why in the shopper language', async () => {
    stubPortal(
      json(401, {
        code: 'TOKEN_EXPIRED',
        message: 'The link in your email has expired. Look up your order below to see your request.',
        reason: { code: 'REQUEST_LINK_EXPIRED' },
      }),
      'hi',
    );
    renderLink();
    expect(
      await screen.findByText('आपके ईमेल का लिंक समाप्त हो चुका है। अपना अनुरोध देखने के लिए नीचे अपना ऑर्डर खोजें।'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'मेरा ऑर्डर खोजें' })).toBeTruthy();
  });
});

describe("the customer account extension's one-time link to an order", () => {
  it("opens the order's page, already signed in", async () => {
    stubPortal(
      json(201, {
        session_id: 's'.repeat(43),
        expires_at: '2026-11-02T10:00:00.000Z',
        store: 'acme',
        order_id: '5001',
        request_id: null,
        new_requests_refused: null,
      }),
    );
    renderLink();
    expect(await screen.findByRole('heading', { name: `Details /orderlist/${'s'.repeat(43)}` })).toBeTruthy();
  });
});
