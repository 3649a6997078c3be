import { describe, expect, it } from 'vitest';
import { standInShopify } from './app-bridge-stand-in';
import { useBrowser } from './browser';
import { E2E_SHOPIFY_APP, sessionTokenFor, useShopifyServer } from './shopify-server';

describe('connecting a Shopify store', () => {
  const server = useShopifyServer();
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
    server.fake.addShop(shop, { accessToken: 'not-yet-installed' });
    const shopify = await standInShopify(b.context, {
      ...E2E_SHOPIFY_APP,
      appUrl: server.baseUrl,
      shop,
      sessionToken: () => sessionTokenFor(shop),
    });
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
