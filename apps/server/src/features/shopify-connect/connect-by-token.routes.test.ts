import { randomUUID } from 'node:crypto';
import { shopifyConnectMessages } from '@roundtrip/core';
import { defaultPortalHandle } from '@roundtrip/core/policy';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { requests, shopifyConnections, stores } from '../../db/schema';
import { loadAppToml } from '../../platform/shopify/connection/app-toml';
import { registerWebhooks } from '../../platform/shopify/connection/register-webhooks';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { findOrder, returnableOn, seedOrders, submitPortalRequest } from '../../test/request-factories';
import { useShopifyConnectTest } from '../../test/shopify-connect-kit';
import { signBody } from '../../test/shopify-webhooks-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('connecting a store from Settings → Shopify on %s', (kind) => {
  const t = useShopifyConnectTest(kind);

  async function signedIn(permissions?: string[]) {
    const store = await createStore(t.database.db);
    const user = await createUser(
      t.database.db,
      store.id,
      permissions ? { userType: 'staff', permissions } : {},
    );
    const { token } = await logInAs(t.app, store, user);
    return { store, user, token };
  }
  const post = (url: string, token: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

  it('answers 503 in words, not 500, when the shop cannot be reached, and saves nothing', async () => {
    const { store, token } = await signedIn();
    // Nothing listens on port 1: every call to the shop fails to connect.
    const offline = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, shopifyAdminOrigin: 'http://127.0.0.1:1' },
    });
    try {
      const shop = t.newShop();
      for (const [url, payload] of [
        [
          '/api/shopify/v1/connection/admin-token',
          {
            shop,
            access_token: 'shpat_pasted_token_value',
            api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
          },
        ],
        [
          '/api/shopify/v1/connection/client-credentials',
          { shop, client_id: 'client-id', client_secret: 'shpss_secret' },
        ],
      ] as const) {
        const res = await offline.inject({ method: 'POST', url, headers: bearer(token), payload });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(503);
        expect(res.json()).toMatchObject({
          code: 'UNAVAILABLE',
          message: shopifyConnectMessages.unreachable,
        });
      }
      expect(await t.database.db.select().from(shopifyConnections)).toEqual([]);
      const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
      expect(row?.domain).toBe(store.domain);
    } finally {
      await offline.close();
    }
  });

  it('starts on the demo store and says what is not set up, without any token', async () => {
    const { token } = await signedIn();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/shopify/v1/connection',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      connected: false,
      method: null,
      shop: null,
      app: {
        configured: true,
        missing_settings: [],
        redirect_url: 'https://roundtrip.test/api/shopify/v1/callback',
      },
    });
    expect(res.json().required_scopes).toContain('write_returns');
  });

  it('verifies a pasted admin token with one shop query, then serves the store from Shopify', async () => {
    const { store, token } = await signedIn();
    const shop = t.newShop();
    t.fake.rotateToken(shop, 'shpat_pasted_token_value');
    const res = await post('/api/shopify/v1/connection/admin-token', token, {
      shop: shop.split('.')[0],
      access_token: ' shpat_pasted_token_value ',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      store: shop,
      connection: { connected: true, method: 'admin_token', shop, expires_at: null },
    });
    expect(JSON.stringify(body)).not.toContain('shpat_pasted_token_value');
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({
      domain: shop,
      platform: 'shopify',
      name: shop.split('.')[0],
      timezone: 'Asia/Kolkata',
    });
    // The login was issued again under the shop's domain: the merchant stays signed in.
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/shopify/v1/connection',
      headers: bearer(body.token),
    });
    expect(status.json()).toMatchObject({ connected: true, shop });
  });

  it('refuses a wrong admin token with a field message and keeps the store as it was', async () => {
    const { store, token } = await signedIn();
    const shop = t.newShop();
    const res = await post('/api/shopify/v1/connection/admin-token', token, {
      shop,
      access_token: 'shpat_wrong',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      access_token: 'Shopify did not accept this access token for this shop',
    });
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ domain: store.domain, platform: 'demo' });
    expect(await t.database.db.select().from(shopifyConnections)).toHaveLength(0);
  });

  it('refuses a token that lacks scopes, a domain that is not a shop, and a shop another store holds', async () => {
    const { token } = await signedIn();
    const narrow = t.newShop({ scopes: ['read_orders'] });
    t.fake.rotateToken(narrow, 'shpat_narrow');
    const lacking = await post('/api/shopify/v1/connection/admin-token', token, {
      shop: narrow,
      access_token: 'shpat_narrow',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    expect(lacking.statusCode).toBe(400);
    expect(lacking.json().fields.access_token).toMatch(
      /^This app lacks permissions Roundtrip needs: .*write_returns/,
    );

    const notShop = await post('/api/shopify/v1/connection/admin-token', token, {
      shop: 'shop.example.com',
      access_token: 'x',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    expect(notShop.statusCode).toBe(400);
    expect(notShop.json().fields).toEqual({ shop: 'Enter the shop as name.myshopify.com' });

    const shop = t.newShop();
    await createStore(t.database.db, { domain: shop });
    t.fake.rotateToken(shop, 'shpat_taken');
    const taken = await post('/api/shopify/v1/connection/admin-token', token, {
      shop,
      access_token: 'shpat_taken',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({
      shop: 'Another Roundtrip store is already connected to this shop',
    });
  });

  it('connects a Dev Dashboard app by client credentials and keeps the secret sealed', async () => {
    const { store, token } = await signedIn();
    const shop = t.newShop();
    t.oauth.addCustomApp({
      shop,
      clientId: 'dev-app-id',
      clientSecret: 'dev-app-secret-value',
      scope: 'write_orders',
    });
    const res = await post('/api/shopify/v1/connection/client-credentials', token, {
      shop,
      client_id: 'dev-app-id',
      client_secret: 'dev-app-secret-value',
    });
    expect(res.statusCode, res.body).toBe(200);
    // A client credentials token lasts 24 hours.
    expect(res.json().connection).toMatchObject({
      method: 'client_credentials',
      expires_at: '2026-11-02T09:59:59.000Z',
    });
    const [row] = await t.database.db
      .select()
      .from(shopifyConnections)
      .where(eq(shopifyConnections.storeId, store.id));
    expect(row?.clientId).toBe('dev-app-id');
    expect(JSON.stringify(row)).not.toContain('dev-app-secret-value');

    const wrong = await post('/api/shopify/v1/connection/client-credentials', res.json().token, {
      shop,
      client_id: 'dev-app-id',
      client_secret: 'not-the-secret',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toEqual({
      client_secret: 'Shopify did not accept this client ID and secret for this shop',
    });
  });

  it('a pasted token’s app is subscribed to the webhooks and they are checked with its own secret', async () => {
    const { store, token } = await signedIn();
    const shop = t.newShop();
    t.fake.rotateToken(shop, 'shpat_own_app');
    const secret = 'shpss_own_app_secret_0123456789abcd';
    const connected = await post('/api/shopify/v1/connection/admin-token', token, {
      shop,
      access_token: 'shpat_own_app',
      api_secret_key: secret,
    });
    expect(connected.statusCode, connected.body).toBe(200);
    // Every topic of shopify.app.toml but the privacy ones, at Roundtrip's own address.
    const subscribed = t.fake.shop(shop).webhookSubscriptions;
    const topics = loadAppToml()
      .webhooks.flatMap((w) => w.topics)
      .filter((topic) => !topic.startsWith('customers/') && topic !== 'shop/redact');
    expect(subscribed.map((w) => w.topic).sort()).toEqual(
      topics.map((topic) => topic.replace('/', '_').toUpperCase()).sort(),
    );
    expect(new Set(subscribed.map((w) => w.uri))).toEqual(
      new Set(['https://roundtrip.test/api/webhooks/shopify']),
    );
    expect(connected.json().connection.webhooks).toMatchObject({
      registered_at: '2026-11-01T10:00:00.000Z',
      error: null,
      refused_at: null,
    });
    // Connecting again subscribes nothing twice.
    await post('/api/shopify/v1/connection/admin-token', connected.json().token, {
      shop,
      access_token: 'shpat_own_app',
      api_secret_key: secret,
    });
    expect(t.fake.shop(shop).webhookSubscriptions).toHaveLength(subscribed.length);

    // Shopify signs with the app's secret: accepted. Signed with another: refused, and the page says so.
    const send = (key: string) => {
      const body = JSON.stringify({ id: 1, domain: shop });
      return t.app.inject({
        method: 'POST',
        url: '/api/webhooks/shopify',
        payload: body,
        headers: {
          'content-type': 'application/json',
          'x-shopify-topic': 'shop/update',
          'x-shopify-shop-domain': shop,
          'x-shopify-hmac-sha256': signBody(body, key),
          'x-shopify-event-id': randomUUID(),
          'x-shopify-webhook-id': randomUUID(),
        },
      });
    };
    expect((await send(secret)).statusCode).toBe(200);
    expect((await send('shpss_another_secret')).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(shopifyConnections)
      .where(eq(shopifyConnections.storeId, store.id));
    expect(row?.webhookRefusedAt).toEqual(new Date('2026-11-01T10:00:00.000Z'));
  });

  it('a store whose address is not https is told its webhooks cannot be subscribed', async () => {
    const { store, token } = await signedIn();
    const shop = t.newShop();
    t.fake.rotateToken(shop, 'shpat_plain');
    await post('/api/shopify/v1/connection/admin-token', token, {
      shop,
      access_token: 'shpat_plain',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    const before = t.fake.shop(shop).webhookSubscriptions.length;
    // The same store on a deployment reached by plain http (no app settings, PUBLIC_URL http).
    const local = {
      ...t.deps,
      config: { ...t.deps.config, shopify: undefined, publicUrl: 'http://localhost:3000' },
    };
    await registerWebhooks(local, store.id);
    expect(t.fake.shop(shop).webhookSubscriptions).toHaveLength(before);
    const [row] = await t.database.db
      .select()
      .from(shopifyConnections)
      .where(eq(shopifyConnections.storeId, store.id));
    expect(row).toMatchObject({
      webhooksRegisteredAt: null,
      webhookError: expect.stringMatching(
        /^Shopify delivers webhooks to an https address only: set PUBLIC_URL/,
      ),
    });
  });

  it('connecting the demo store removes its sample requests and gives its portal address to the shop', async () => {
    const { store, token } = await signedIn();
    await t.database.db
      .update(stores)
      .set({ portalHandle: defaultPortalHandle(store.domain) })
      .where(eq(stores.id, store.id));
    await seedOrders(t.database.db, store.id);
    const order = await findOrder(t.database.db, store.id, returnableOn(t.clock.read()));
    await submitPortalRequest(t, store, order);
    const shop = t.newShop();
    t.fake.rotateToken(shop, 'shpat_real');
    const res = await post('/api/shopify/v1/connection/admin-token', token, {
      shop,
      access_token: 'shpat_real',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    expect(res.statusCode).toBe(200);
    expect(await t.database.db.select().from(requests).where(eq(requests.storeId, store.id))).toEqual([]);
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ platform: 'shopify', portalHandle: null, domain: shop });
  });

  it('forgets the tokens on disconnect; the store then says it is not connected', async () => {
    const { token } = await signedIn();
    const shop = t.newShop();
    t.fake.rotateToken(shop, 'shpat_to_forget');
    const connected = await post('/api/shopify/v1/connection/admin-token', token, {
      shop,
      access_token: 'shpat_to_forget',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    const fresh = connected.json().token;
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/shopify/v1/connection',
      headers: bearer(fresh),
    });
    expect(res.statusCode).toBe(204);
    expect(await t.database.db.select().from(shopifyConnections)).toHaveLength(0);
    const status = await t.app.inject({
      method: 'GET',
      url: '/api/shopify/v1/connection',
      headers: bearer(fresh),
    });
    expect(status.json()).toMatchObject({ connected: false });
  });

  it('lets only users allowed to manage integrations connect or disconnect', async () => {
    const { token } = await signedIn(['request.all.view']);
    const shop = t.newShop();
    const res = await post('/api/shopify/v1/connection/admin-token', token, {
      shop,
      access_token: 'shpat_x',
      api_secret_key: 'shpss_0123456789abcdef0123456789abcdef',
    });
    expect(res.statusCode).toBe(403);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/shopify/v1/connection',
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(403);
  });
});
