import { decodeJwt } from 'jose';
import type { Frame } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminUrl, standInShopify } from './app-bridge-stand-in';
import { useBrowser } from './browser';
import { E2E_SHOPIFY_APP, sessionTokenFor, useShopifyServer } from './shopify-server';

type Calls = { idToken: number; navigate: string[]; saveBar: string[][]; primary: number };

describe('Roundtrip inside the Shopify admin', () => {
  const server = useShopifyServer();
  const b = useBrowser();

  it('moves by the app menu and the title bar, saves settings through the save bar, and comes back to a deep link on reload, never asking to log in', async () => {
    const shop = 'embedded-menu.myshopify.com';
    server.fake.addShop(shop, { accessToken: 'not-yet-installed' });
    const shopify = await standInShopify(b.context, {
      ...E2E_SHOPIFY_APP,
      appUrl: server.baseUrl,
      shop,
      sessionToken: () => sessionTokenFor(shop),
    });
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
