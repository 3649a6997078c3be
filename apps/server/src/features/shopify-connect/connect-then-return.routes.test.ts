import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { submitPortalRequest } from '../../test/request-factories';
import {
  approveInstall,
  type ShopifyConnectTest,
  sessionToken,
  useShopifyConnectTest,
} from '../../test/shopify-connect-kit';
import { embeddedDb } from '../../test/test-db';

type Way = 'oauth' | 'token_exchange' | 'admin_token' | 'client_credentials';

/** Connects a new shop the given way; answers the store and a merchant login for it. */
async function connect(
  t: ShopifyConnectTest,
  way: Way,
  shop: string,
): Promise<{ storeId: string; token: string }> {
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, payload, ...(token ? { headers: bearer(token) } : {}) });
  let token: string;
  if (way === 'oauth') {
    const back = await t.app.inject({
      method: 'GET',
      url: `/api/shopify/v1/callback?${new URLSearchParams(await approveInstall(t, shop))}`,
    });
    const ticket = new URL(String(back.headers.location), 'http://x').hash.replace('#ticket=', '');
    token = (await post('/api/shopify/v1/login-ticket', { ticket, password: 'a new shop password' })).json()
      .token;
  } else if (way === 'token_exchange') {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/shopify/v1/embedded-session',
      headers: bearer(await sessionToken(shop, t.clock.read())),
    });
    token = session.json().token;
  } else {
    const store = await createStore(t.database.db);
    const { token: login } = await logInAs(t.app, store, await createUser(t.database.db, store.id));
    // Each shop its own token: the fake knows a shop by its token.
    const pasted = `shpat_${shop.split('.')[0]}`;
    if (way === 'admin_token') t.fake.rotateToken(shop, pasted);
    else t.oauth.addCustomApp({ shop, clientId: 'journey-app', clientSecret: 'journey-secret', scope: 'x' });
    const res =
      way === 'admin_token'
        ? await post(
            '/api/shopify/v1/connection/admin-token',
            { shop, access_token: pasted, api_secret_key: 'shpss_0123456789abcdef0123456789abcdef' },
            login,
          )
        : await post(
            '/api/shopify/v1/connection/client-credentials',
            { shop, client_id: 'journey-app', client_secret: 'journey-secret' },
            login,
          );
    expect(res.statusCode, res.body).toBe(200);
    token = res.json().token;
  }
  const [store] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.domain, shop));
  if (!store || !token) throw new Error(`connecting by ${way} made no store or login`);
  return { storeId: store.id, token };
}

/**
 * Each of the four ways to connect a Shopify store (docs/shopify.md "Connecting a store") ends in a
 * store whose shoppers find their Shopify order in the portal and whose merchant's approval makes the
 * return in Shopify: the connection is not only saved, it serves the lifecycle.
 */
describe.each(embeddedDb)('connected, then a return, on %s', (kind) => {
  const t = useShopifyConnectTest(kind);

  it.each<Way>(['oauth', 'token_exchange', 'admin_token', 'client_credentials'])(
    'connected by %s: the portal finds the Shopify order and the approval makes the return in Shopify',
    async (way) => {
      const shop = t.newShop();
      const { storeId, token } = await connect(t, way, shop);
      const product = t.fake.seedProduct(shop, {
        title: 'Linen shirt',
        variants: [{ title: 'M', price: 100_000, available: 3 }],
      });
      const seeded = t.fake.seedOrder(shop, {
        email: 'asha@example.com',
        customer: { firstName: 'Asha', lastName: 'Rao' },
        lines: [
          {
            title: 'Linen shirt',
            price: 100_000,
            quantity: 1,
            variantId: product.variants[0]?.id,
            productId: product.id,
          },
        ],
      });
      const [store] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
      const order = await t.deps.platform.getOrder(storeId, String(seeded.id));
      if (!store || !order) throw new Error('the connected store cannot read its order');

      const r = await submitPortalRequest(t, store, order, { qty: 1 });
      const approved = await t.app.inject({
        method: 'POST',
        url: `/api/return-exchange/v1/${r.id}/approve`,
        headers: bearer(token),
        payload: {},
      });
      expect(approved.statusCode, approved.body).toBe(200);
      await runPendingSideEffects(t.deps, { storeId });
      const returns = [...t.fake.shop(shop).returns.values()];
      expect(returns).toMatchObject([{ orderId: seeded.id, status: 'OPEN', lines: [{ quantity: 1 }] }]);
    },
  );
  it('a token the merchant revoked: the shopper is asked to try later, the merchant to connect again', async () => {
    const shop = t.newShop();
    const { storeId, token } = await connect(t, 'admin_token', shop);
    const seeded = t.fake.seedOrder(shop, {
      email: 'asha@example.com',
      lines: [{ title: 'Linen shirt', price: 100_000, quantity: 1 }],
    });
    // The app was uninstalled from the shop's admin: Shopify no longer takes the token.
    t.fake.rotateToken(shop, 'shpat_after_revocation');
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, storeId));
    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: {
        store: store?.portalHandle ?? shop.split('.')[0],
        order_number: seeded.name,
        contact: 'asha@example.com',
      },
    });
    expect(lookup.statusCode, lookup.body).toBe(503);
    expect(lookup.json()).toMatchObject({ code: 'UNAVAILABLE' });
    expect(lookup.body).not.toMatch(/token|401|unauthori[sz]ed/i);
    const dashboard = await t.app.inject({ method: 'GET', url: '/api/dashboard/v1', headers: bearer(token) });
    expect(dashboard.json().shopify_access_refused_at).toEqual(expect.any(String));
  });
});
