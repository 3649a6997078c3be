import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { shopifyConnections, stores, users } from '../../db/schema';
import { bearer } from '../../test/factories';
import { approveInstall, SHOPIFY_APP, useShopifyConnectTest } from '../../test/shopify-connect-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('OAuth install on %s', (kind) => {
  const t = useShopifyConnectTest(kind);
  const callback = (query: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: `/api/shopify/v1/callback?${new URLSearchParams(query)}` });
  const ticketOf = (location: string) => new URL(location, 'http://x').hash.replace('#ticket=', '');

  it('sends the merchant to Shopify with the scopes of shopify.app.toml and a state nonce', async () => {
    const shop = t.newShop();
    const res = await t.app.inject({ method: 'GET', url: `/api/shopify/v1/install?shop=${shop}` });
    expect(res.statusCode).toBe(302);
    const to = new URL(String(res.headers.location));
    expect(to.origin + to.pathname).toBe(`${t.fake.origin}/admin/oauth/authorize`);
    expect(to.searchParams.get('client_id')).toBe(SHOPIFY_APP.apiKey);
    expect(to.searchParams.get('scope')).toContain('write_returns');
    expect(to.searchParams.get('redirect_uri')).toBe('https://roundtrip.test/api/shopify/v1/callback');
    expect(to.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('installs the store from the shop query, with its first admin setting a password, then logs in', async () => {
    const shop = t.newShop();
    const res = await callback(await approveInstall(t, shop));
    expect(res.statusCode, res.body).toBe(302);
    expect(res.headers.location).toMatch(/^\/user\/shopify-welcome#ticket=[A-Za-z0-9_-]{43}$/);

    const [store] = await t.database.db.select().from(stores).where(eq(stores.domain, shop));
    expect(store).toMatchObject({
      platform: 'shopify',
      name: shop.split('.')[0],
      currency: 'INR',
      country: 'IN',
      timezone: 'Asia/Kolkata',
      shopifyPlan: 'Basic',
      uninstalledAt: null,
    });
    const [connection] = await t.database.db.select().from(shopifyConnections);
    expect(connection).toMatchObject({ shop, method: 'oauth' });
    // An expiring offline token: one hour, with a refresh token.
    expect(connection?.accessTokenExpiresAt?.toISOString()).toBe('2026-11-01T11:00:00.000Z');
    expect(connection?.refreshToken).not.toBeNull();

    const ticket = ticketOf(String(res.headers.location));
    const noPassword = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/login-ticket',
      payload: { ticket },
    });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json().fields).toEqual({ password: 'Choose a password for your Roundtrip login' });
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/login-ticket',
      payload: { ticket, password: '1qaz2wsx3edc' },
    });
    expect(common.json().fields.password).toMatch(/most common passwords/);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/login-ticket',
      payload: { ticket, password: 'a new shop password' },
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json()).toMatchObject({ store: shop, email: `owner@${shop}` });
    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/dashboard/v1',
      headers: bearer(login.json().token),
    });
    expect(dashboard.statusCode).toBe(200);
    // The ticket is spent; the password now logs in on the login page.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/login-ticket',
      payload: { ticket, password: 'x'.repeat(12) },
    });
    expect(again.statusCode).toBe(401);
    const byPassword = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: `owner@${shop}`, password: 'a new shop password', store: shop },
    });
    expect(byPassword.statusCode).toBe(200);
  });

  it('picks up an uninstalled store on reinstall, keeping its admin', async () => {
    const shop = t.newShop();
    await callback(await approveInstall(t, shop));
    await t.database.db.update(stores).set({ uninstalledAt: new Date('2026-10-01T00:00:00Z') });
    const res = await callback(await approveInstall(t, shop));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/user\/shopify-login#ticket=/);
    const rows = await t.database.db.select().from(stores);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.uninstalledAt).toBeNull();
    expect(await t.database.db.select().from(users)).toHaveLength(1);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/login-ticket',
      payload: { ticket: ticketOf(String(res.headers.location)) },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses a callback whose HMAC does not match, whatever its shape, with 401 and no store', async () => {
    const shop = t.newShop();
    const query = await approveInstall(t, shop);
    const hmac = query.hmac ?? '';
    for (const bad of [
      `${hmac.slice(0, -1)}${hmac.endsWith('0') ? '1' : '0'}`,
      hmac.slice(0, 10),
      'zz',
      '',
      `${hmac}00`,
    ]) {
      const res = await callback({ ...query, hmac: bad });
      expect(res.statusCode, bad).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    const { hmac: _dropped, ...unsigned } = query;
    expect((await callback(unsigned)).statusCode).toBe(401);
    // A parameter changed after signing.
    expect((await callback({ ...query, timestamp: '1' })).statusCode).toBe(401);
    expect(await t.database.db.select().from(stores)).toHaveLength(0);
  });

  it("checks the HMAC exactly as Shopify's documented example signs it", async () => {
    // shopify.dev: with the secret `hush`, this query carries this hmac. Our check must accept it.
    const app = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, shopify: { ...SHOPIFY_APP, apiSecret: 'hush' } },
    });
    const res = await app.inject({
      method: 'GET',
      url: '/api/shopify/v1/callback?code=0907a61c0c8d55e99db179b68161bc00&hmac=700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf&shop=some-shop.myshopify.com&state=0.6784241404160823&timestamp=1337178173',
    });
    await app.close();
    // Past the HMAC: refused only because we never issued that state.
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ state: 'Unknown, expired or already used' });
  });

  it('refuses a shop that is not a myshopify.com domain', async () => {
    const install = await t.app.inject({ method: 'GET', url: '/api/shopify/v1/install?shop=evil.com' });
    expect(install.statusCode).toBe(400);
    expect(install.json().fields).toEqual({ shop: 'Enter the shop as name.myshopify.com' });
    const shop = t.newShop();
    const query = await approveInstall(t, shop);
    const params = { ...query, shop: 'shop.evil.com' };
    const res = await callback({ ...params, hmac: t.oauth.sign(params) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ shop: 'Not a myshopify.com domain' });
  });

  it('spends a state once, and refuses one that expired or belongs to another shop', async () => {
    const shop = t.newShop();
    const query = await approveInstall(t, shop);
    expect((await callback(query)).statusCode).toBe(302);
    const reused = await callback(query);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().fields).toEqual({ state: 'Unknown, expired or already used' });

    const late = await approveInstall(t, shop);
    t.clock.advance(11 * 60 * 1000);
    expect((await callback(late)).statusCode).toBe(400);

    const other = t.newShop();
    const forShop = await approveInstall(t, shop);
    const swapped = { ...forShop, shop: other };
    expect((await callback({ ...swapped, hmac: t.oauth.sign(swapped) })).statusCode).toBe(400);
  });

  it('refuses an install granted fewer scopes than shopify.app.toml asks, and saves no token', async () => {
    const shop = t.newShop();
    t.oauth.grantedScopes = 'read_orders,write_orders';
    const res = await callback(await approveInstall(t, shop));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.scope).toMatch(
      /^Shopify granted fewer permissions than Roundtrip needs \(missing .*\bwrite_returns\b/,
    );
    expect(await t.database.db.select().from(shopifyConnections)).toHaveLength(0);
  });

  it('says what to set when the Shopify app is not configured', async () => {
    const app = await buildApp({ ...t.deps, config: { ...t.deps.config, shopify: undefined } });
    const res = await app.inject({ method: 'GET', url: '/api/shopify/v1/install?shop=acme.myshopify.com' });
    await app.close();
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/set SHOPIFY_API_KEY, SHOPIFY_API_SECRET, SHOPIFY_APP_URL/);
  });
});
