import { decodeJwt } from 'jose';
import type { BrowserContext, Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminUrl, standInShopify } from './app-bridge-stand-in';
import { useBrowser } from './browser';
import { E2E_SHOPIFY_APP, sessionTokenFor, useShopifyServer } from './shopify-server';

// Every journey on a store connected to Shopify, on one built server with the Shopify app configured:
// its first start creates and migrates a new PGlite, the dearest set-up of the browser tests. Each test
// uses a shop of its own.
const server = useShopifyServer();

/** A shop the app is not installed on yet, and the stand-in Shopify admin that opens the app for it. */
async function newShopInAdmin(context: BrowserContext, shop: string) {
  server.fake.addShop(shop, { accessToken: 'not-yet-installed' });
  return standInShopify(context, {
    ...E2E_SHOPIFY_APP,
    appUrl: server.baseUrl,
    shop,
    sessionToken: () => sessionTokenFor(shop),
  });
}

type Calls = { idToken: number; navigate: string[]; saveBar: string[][]; primary: number };

describe('Roundtrip inside the Shopify admin', () => {
  const b = useBrowser();

  it('moves by the app menu and the title bar, saves settings through the save bar, and comes back to a deep link on reload, never asking to log in', async () => {
    const shop = 'embedded-menu.myshopify.com';
    const shopify = await newShopInAdmin(b.context, shop);
    // Every address the app's frame shows, and the token each of its API calls carries.
    const appUrls: string[] = [];
    b.page.on('framenavigated', (f) => {
      if (f.url().startsWith(server.baseUrl)) appUrls.push(f.url());
    });
    const bearers: { path: string; token: string }[] = [];
    b.page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.origin === server.baseUrl && url.pathname.startsWith('/api/'))
        bearers.push({ path: url.pathname, token: r.headers().authorization ?? '' });
    });
    const app = b.page.frameLocator('iframe[title="Roundtrip"]');
    const appFrame = (): Frame => {
      const found = b.page.frames().find((f) => f.url().startsWith(server.baseUrl));
      if (!found) throw new Error('no app frame');
      return found;
    };
    const menu = b.page.getByRole('navigation', { name: 'App menu' });
    const titleBar = b.page.getByRole('banner');

    await b.page.goto(adminUrl(shop, '/'));
    await app
      .getByRole('heading', { name: 'Home' })
      .waitFor({ timeout: 15000 })
      .catch(async (e) => {
        for (const f of b.page.frames()) console.log('FRAME', f.url(), (await f.content()).slice(-1500));
        throw e;
      });
    // Installed by token exchange, signed in from the session token, the token gone from the address.
    expect(server.oauth.tokenExchanges).toEqual([shop]);
    await expect.poll(() => new URL(appFrame().url()).searchParams.has('id_token')).toBe(false);
    // Our own side navigation and top bar give way to the admin's.
    expect(await app.getByRole('navigation').count()).toBe(0);

    await menu.getByRole('link', { name: 'Returns' }).click();
    await app.getByRole('heading', { name: 'Returns', exact: true }).waitFor();
    await titleBar.getByRole('heading', { name: 'Returns' }).waitFor();
    await expect
      .poll(() => new URL(b.page.url()).pathname)
      .toBe('/store/embedded-menu/apps/roundtrip/admin/returns');
    // The title bar's primary action runs the page's own.
    await titleBar.getByRole('button', { name: 'Create request' }).click();
    await expect.poll(() => new URL(appFrame().url()).pathname).toBe('/admin/returns/new');

    await menu.getByRole('link', { name: 'Settings' }).click();
    const storeName = app.getByLabel('Store name');
    await storeName.waitFor();
    const saveBar = b.page.getByRole('region', { name: 'Unsaved changes' });
    expect(await saveBar.isVisible()).toBe(false);
    await storeName.fill('Embedded Outfitters');
    await saveBar.waitFor();
    // Discard puts the saved value back and hides the bar; Save keeps the new one.
    await saveBar.getByRole('button', { name: 'Discard' }).click();
    await saveBar.waitFor({ state: 'hidden' });
    expect(await storeName.inputValue()).toBe('embedded-menu');
    await storeName.fill('Embedded Outfitters');
    await saveBar.getByRole('button', { name: 'Save' }).click();
    await saveBar.waitFor({ state: 'hidden' });
    await app.getByText('Success!').first().waitFor();

    const calls = await appFrame().evaluate(
      () => (window as unknown as { __appBridgeCalls: Calls }).__appBridgeCalls,
    );
    expect(calls.navigate).toEqual([
      '/admin/returns?status=active&page=1&dateFilter=last_week',
      '/admin/settings/general',
    ]);
    expect(calls.primary).toBe(1);
    expect(calls.saveBar).toEqual(
      expect.arrayContaining([
        ['show', 'general-settings-save-bar'],
        ['discard', 'general-settings-save-bar'],
        ['save', 'general-settings-save-bar'],
        ['hide', 'general-settings-save-bar'],
      ]),
    );
    expect(calls.idToken).toBeGreaterThan(0);

    // The admin keeps the page in its address: a reload opens the same page, signed in again from Shopify.
    expect(new URL(b.page.url()).pathname).toBe('/store/embedded-menu/apps/roundtrip/admin/settings/general');
    await b.page.reload();
    await app.getByLabel('Store name').waitFor();
    expect(await app.getByLabel('Store name').inputValue()).toBe('Embedded Outfitters');
    expect(new URL(appFrame().url()).pathname).toBe('/admin/settings/general');

    // Every API call carried a session token for this shop (App Bridge's, never a stored login).
    expect(bearers.length).toBeGreaterThan(5);
    for (const { path, token } of bearers) {
      expect(decodeJwt(token.replace(/^Bearer /, '')), path).toMatchObject({ dest: `https://${shop}` });
    }
    expect(appUrls.some((u) => new URL(u).pathname.startsWith('/user/'))).toBe(false);
    expect(await app.getByText('Log in to your account').count()).toBe(0);
    expect(shopify.outside).toEqual([]);
  });
});

describe('the portal of a store connected to Shopify', () => {
  const b = useBrowser({ width: 360, height: 780 });

  it('opens the Shopify order and files a return on a phone', async () => {
    const shop = 'portal-e2e.myshopify.com';
    server.fake.addShop(shop, { accessToken: 'not-yet-installed' });
    // Installed as a merchant opening the app in the Shopify admin does (token exchange).
    const installed = await fetch(`${server.baseUrl}/api/shopify/v1/embedded-session`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await sessionTokenFor(shop)}` },
    });
    expect(installed.status).toBe(200);
    const product = server.fake.seedProduct(shop, {
      title: 'Linen shirt',
      variants: [{ title: 'M', price: 150_000, available: 4 }],
    });
    const day = 86_400_000;
    const order = server.fake.seedOrder(shop, {
      // Bought a week ago and delivered three days ago: inside the return window.
      createdAt: new Date(Date.now() - 7 * day).toISOString(),
      deliveredAt: new Date(Date.now() - 3 * day).toISOString(),
      email: 'meera@example.com',
      phone: '+91 98450 12345',
      shippingAddress: {
        firstName: 'Meera',
        lastName: 'Iyer',
        address1: '14 Residency Road',
        address2: null,
        city: 'Bengaluru',
        province: 'Karnataka',
        provinceCode: 'KA',
        country: 'India',
        countryCodeV2: 'IN',
        zip: '560025',
        phone: '+91 98450 12345',
      },
      customer: { firstName: 'Meera', lastName: 'Iyer' },
      lines: [
        {
          title: 'Linen shirt',
          price: 150_000,
          quantity: 1,
          variantId: product.variants[0]?.id,
          productId: product.id,
        },
      ],
    });

    await b.page.goto(`${server.baseUrl}/portal-e2e`);
    await b.page.getByRole('textbox', { name: 'Order number' }).fill(order.name);
    await b.page.getByRole('textbox', { name: 'Email or phone number' }).fill('meera@example.com');
    await b.page.getByRole('button', { name: 'Find my order' }).click();
    await b.page.waitForURL('**/orderlist/**');
    await b.page.getByText(order.name).first().waitFor();
    await b.page.getByRole('link', { name: 'Return Linen shirt' }).first().click();
    await b.page.getByRole('heading', { name: 'Return items' }).waitFor();
    await b.page.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Size too small' });
    await b.page.getByRole('radio', { name: 'Store credit' }).check();
    // The new store has no drop-off place yet: pickup is the one way back offered.
    expect(await b.page.getByRole('radio', { name: "I'll drop it off" }).count()).toBe(0);
    await b.page.getByRole('group', { name: 'Pickup address' }).waitFor();
    // The pickup address and phone come from the Shopify order.
    expect(await b.page.getByRole('textbox', { name: 'Address line 1' }).inputValue()).toBe(
      '14 Residency Road',
    );
    // The order's own price from Shopify, in the summary.
    await b.page.getByText('₹1,500.00').first().waitFor();
    await b.page.getByRole('button', { name: 'Confirm return' }).click();
    await b.page.waitForURL('**/details/**');
    await b.page.getByText('Linen shirt').first().waitFor();
    expect(server.fake.shop(shop).orders.has(order.id)).toBe(true);
  });
});

describe('connecting a Shopify store', () => {
  const b = useBrowser();

  it('installs by OAuth on the fake Shopify, sets the first password, and lands on the dashboard', async () => {
    const shop = 'oauth-e2e.myshopify.com';
    server.fake.addShop(shop, { accessToken: 'not-yet-installed' });
    server.oauth.merchantShop = shop;
    await b.page.goto(`${server.baseUrl}/api/shopify/v1/install?shop=${shop}`);
    // Shopify's authorize page sent the browser back; the install ended on the one-time link.
    await b.page.getByRole('heading', { name: 'Welcome to Roundtrip' }).waitFor();
    expect(new URL(b.page.url()).pathname).toBe('/user/shopify-welcome');
    await b.page.getByLabel('New password').fill('short');
    await b.page.getByRole('button', { name: 'Save password and continue' }).click();
    await b.page.getByText('Use at least 12 characters').waitFor();
    await b.page.getByLabel('New password').fill('a strong shop password');
    await b.page.getByRole('button', { name: 'Save password and continue' }).click();
    await b.page.waitForURL(`${server.baseUrl}/admin/dashboard`);
    await b.page.getByRole('heading', { name: 'Home' }).waitFor();
    // The store was created from Shopify's shop query: its name shows in the top bar.
    await b.page.getByText('oauth-e2e', { exact: true }).first().waitFor();
    expect(await b.page.evaluate(() => window.localStorage.getItem('storeUrl'))).toBe(shop);

    await b.page.goto(`${server.baseUrl}/admin/settings/shopify`);
    await b.page.getByRole('heading', { name: `Connected to ${shop}` }).waitFor();
    await b.page.getByText('Connected through installed with OAuth.').waitFor();
  });

  it('opens inside the Shopify admin with a session token, framed only by that shop, and reaches the dashboard', async () => {
    const shop = 'embedded-e2e.myshopify.com';
    const shopify = await newShopInAdmin(b.context, shop);
    const idToken = await sessionTokenFor(shop);
    const host = Buffer.from(`admin.shopify.com/store/${shop.split('.')[0]}`).toString('base64url');
    const response = await b.page.goto(
      `${server.baseUrl}/admin/dashboard?embedded=1&shop=${shop}&host=${host}&id_token=${idToken}`,
    );
    expect(response?.headers()['content-security-policy']).toContain(
      `frame-ancestors https://${shop} https://admin.shopify.com`,
    );
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    await b.page.waitForURL(
      (url) => url.pathname === '/admin/dashboard' && !url.searchParams.has('id_token'),
    );
    await b.page.getByRole('heading', { name: 'Home' }).waitFor();
    expect(await b.page.evaluate(() => window.localStorage.getItem('storeUrl'))).toBe(shop);
    expect(server.oauth.tokenExchanges).toEqual([shop]);
    // App Bridge came from Shopify's CDN (here its stand-in), and nothing else from outside.
    expect(shopify.outside).toEqual([]);

    // Later requests carry App Bridge's fresh session token as a bearer token: the API accepts it.
    const bearer = await sessionTokenFor(shop);
    const status = await b.page.evaluate(
      (token) =>
        fetch('/api/dashboard/v1', { headers: { Authorization: `Bearer ${token}` } }).then((r) => r.status),
      bearer,
    );
    expect(status).toBe(200);
  });
});
