// @vitest-environment jsdom
import { render as mount } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
// Imported with the file, not in a test: under a loaded gate its first transform took over the 5 s a test has.
import render from './action';
import { APP_ORIGIN } from './app-origin';

const link = `${APP_ORIGIN}/acme/open/token-1?lang=hi`;

/** The `shopify` global of the order action target, as much of it as the modal uses. */
function stubShopify() {
  const shopify = {
    orderId: 'gid://shopify/Order/1001',
    i18n: { translate: (key: string) => `[${key}]` },
    localization: { language: { value: { isoCode: 'hi-IN' } } },
    sessionToken: { get: async () => 'session-token' },
    close: vi.fn(),
  };
  vi.stubGlobal('shopify', shopify);
  return shopify;
}

/** Preact runs effects after paint: `act` runs them now, and the answer's re-render with them. */
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const primary = () => document.body.querySelector('s-button[slot="primary-action"]');

describe('the order action modal', () => {
  // Each render starts a new modal: the last one is unmounted, not only wiped.
  const unmount = () => act(() => mount(null, document.body));
  beforeEach(unmount);
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("offers the one-time link to the customer's order as its primary action", async () => {
    const shopify = stubShopify();
    const fetch = vi.fn(async () => new Response(JSON.stringify({ url: link }), { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    await act(() => render());
    expect(document.body.textContent).toContain('[opening]');
    await settled();
    expect(fetch).toHaveBeenCalledWith(
      `${APP_ORIGIN}/api/account-extension/v1/order-handoff`,
      expect.objectContaining({
        body: JSON.stringify({ order_id: 'gid://shopify/Order/1001', language: 'hi' }),
      }),
    );
    expect(document.body.querySelector('s-customer-account-action')?.getAttribute('heading')).toBe(
      '[returnOrExchange]',
    );
    expect(document.body.textContent).toContain('[ready]');
    expect(primary()?.getAttribute('href')).toBe(link);
    expect(primary()?.textContent).toBe('[continue]');
    (primary() as HTMLElement).click();
    expect(shopify.close).toHaveBeenCalled();
  });

  it('says why when Roundtrip refuses, and offers another try only when it may help', async () => {
    stubShopify();
    let status = 404;
    vi.stubGlobal('fetch', async () => new Response('{}', { status }));
    await act(() => render());
    await settled();
    expect(document.body.querySelector('s-banner')?.textContent).toBe('[notYourOrder]');
    expect(primary()).toBeNull();

    await unmount();
    status = 503;
    await act(() => render());
    await settled();
    expect(document.body.querySelector('s-banner')?.textContent).toBe('[unavailable]');
    status = 201;
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ url: link }), { status }));
    await act(() => (primary() as HTMLElement).click());
    await settled();
    expect(primary()?.getAttribute('href')).toBe(link);
  });
});
