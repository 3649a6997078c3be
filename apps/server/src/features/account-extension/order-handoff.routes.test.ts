import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerSessions, stores } from '../../db/schema';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { customerAccountToken, SHOPIFY_APP } from '../../test/shopify-connect-kit';
import { dbKinds } from '../../test/test-db';

const EXTENSION_ORIGIN = 'https://extensions.shopifycdn.com';

describe.each(dbKinds)('the customer account extension hands an order to the portal on %s', (kind) => {
  const t = useShopifyTestApp(kind, {}, {}, { shopify: SHOPIFY_APP });
  const customer = () => `gid://shopify/Customer/${t.order.customerId}`;
  const orderGid = () => `gid://shopify/Order/${t.order.id}`;
  const token = (overrides: Parameters<typeof customerAccountToken>[3] = {}, sub = customer()) =>
    customerAccountToken(t.shop, sub, t.clock.read(), overrides);
  const handOff = (authorization: string | null, orderId = orderGid()) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account-extension/v1/order-handoff',
      headers: { origin: EXTENSION_ORIGIN, ...(authorization ? { authorization } : {}) },
      payload: { order_id: orderId, language: 'hi' },
    });
  const open = (url: string) => {
    const [, store, , link] = new URL(url).pathname.split('/');
    return t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/request-link',
      payload: { store, token: decodeURIComponent(link ?? '') },
    });
  };

  it("answers a one-time portal link that opens a session on the customer's own order", async () => {
    const res = await handOff(`Bearer ${await token()}`);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-store');
    const { url, expires_at } = res.json();
    expect(url).toMatch(new RegExp(`^${SHOPIFY_APP.appUrl}/app-\\d+-\\d+/open/[^/?]+\\?lang=hi$`));
    expect(expires_at).toBe('2026-11-01T10:05:00.000Z');

    const opened = await open(url);
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json()).toMatchObject({ order_id: String(t.order.id), request_id: null, gift: false });
    const session = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/session-data/${opened.json().session_id}`,
    });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().order).toMatchObject({ name: t.order.name });
    const rows = await t.database.db.select().from(customerSessions);
    expect(rows).toMatchObject([{ contactKind: 'customer_account', orderName: t.order.name }]);

    // Used once: a reload, a copied link or a second click reads as the portal's expired link.
    const again = await open(url);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'TOKEN_EXPIRED', reason: { code: 'REQUEST_LINK_EXPIRED' } });
    expect(await t.database.db.select().from(customerSessions)).toHaveLength(1);
  });

  it('opens once when opened twice at the same moment', async () => {
    const { url } = (await handOff(`Bearer ${await token()}`)).json();
    const answers = await Promise.all([open(url), open(url)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 401]);
    expect(await t.database.db.select().from(customerSessions)).toHaveLength(1);
  });

  it('stops opening after five minutes', async () => {
    const { url } = (await handOff(`Bearer ${await token()}`)).json();
    t.clock.advance(5 * 60_000 + 1_000);
    const late = await open(url);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({ code: 'TOKEN_EXPIRED', reason: { code: 'REQUEST_LINK_EXPIRED' } });
  });

  it('refuses a missing, tampered, expired or foreign session token with 401', async () => {
    const valid = await token();
    const [head, body, signature = ''] = valid.split('.');
    const claims = JSON.parse(Buffer.from(body ?? '', 'base64url').toString());
    const otherCustomer = Buffer.from(
      JSON.stringify({ ...claims, sub: 'gid://shopify/Customer/1' }),
    ).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = {
      missing: null,
      'not a bearer': valid,
      'tampered claims': `Bearer ${head}.${otherCustomer}.${signature}`,
      'tampered signature': `Bearer ${head}.${body}.${flipped}`,
      'other secret': `Bearer ${await token({ secret: 'another-apps-secret-0123456789' })}`,
      'expired past the leeway': `Bearer ${await token({ expiresInSeconds: -10 })}`,
      'wrong audience': `Bearer ${await token({ aud: 'another-client-id' })}`,
      'dest not a shop': `Bearer ${await token({ dest: 'evil.example.com' })}`,
      'dest a shop we do not know': `Bearer ${await token({ dest: 'stranger.myshopify.com' })}`,
      'no customer': `Bearer ${await token({}, 'gid://shopify/StaffMember/1')}`,
    };
    for (const [what, authorization] of Object.entries(refused)) {
      const res = await handOff(authorization);
      expect({ what, status: res.statusCode }).toEqual({ what, status: 401 });
      expect(res.json().code).toBe('UNAUTHENTICATED');
      // The extension reads the refusal, so it carries CORS too.
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    expect(await t.database.db.select().from(customerSessions)).toEqual([]);
  });

  it('accepts a token a few seconds past its expiry (clock leeway)', async () => {
    const res = await handOff(`Bearer ${await token({ expiresInSeconds: -3 })}`);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses a shop that uninstalled Roundtrip', async () => {
    await t.database.db
      .update(stores)
      .set({ uninstalledAt: t.clock.read() })
      .where(eq(stores.id, t.store.id));
    expect((await handOff(`Bearer ${await token()}`)).statusCode).toBe(401);
  });

  it("answers 404 for another customer's order, a guest order or an unknown order, as for a missing one", async () => {
    const stranger = await token({}, 'gid://shopify/Customer/999999');
    expect((await handOff(`Bearer ${stranger}`)).statusCode).toBe(404);
    const guest = t.fake.seedOrder(t.shop, {
      email: 'guest@example.com',
      lines: [{ title: 'Cap', price: 50_000, quantity: 1 }],
    });
    const guestOrder = await handOff(`Bearer ${await token()}`, `gid://shopify/Order/${guest.id}`);
    expect(guestOrder.statusCode).toBe(404);
    const unknown = await handOff(`Bearer ${await token()}`, 'gid://shopify/Order/123456789');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(await t.database.db.select().from(customerSessions)).toEqual([]);
  });

  it('answers the preflight of the extension, without credentials', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/account-extension/v1/order-handoff',
      headers: {
        origin: EXTENSION_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'POST, OPTIONS',
      'access-control-allow-headers': 'Authorization, Content-Type',
    });
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    // Only the extension's routes answer other origins.
    const portal = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { origin: EXTENSION_ORIGIN },
    });
    expect(portal.headers['access-control-allow-origin']).toBeUndefined();
  });
});
