import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { shopifyConnections, stores } from '../../db/schema';
import { bearer, createUser, logInAs } from '../../test/factories';
import { sessionToken, useShopifyConnectTest } from '../../test/shopify-connect-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('the embedded Shopify admin on %s', (kind) => {
  const t = useShopifyConnectTest(kind);
  const embeddedSession = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/shopify/v1/embedded-session', headers: bearer(token) });
  const dashboard = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/dashboard/v1', headers: bearer(token) });

  it('installs the shop by token exchange on the first load, and signs in without a password after', async () => {
    const shop = t.newShop();
    const first = await embeddedSession(await sessionToken(shop, t.clock.read()));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ store: shop, email: `owner@${shop}` });
    expect((await dashboard(first.json().token)).statusCode).toBe(200);
    // Every merchant call inside the admin carries a session token, the public reasons list's too.
    const reasons = await t.app.inject({
      method: 'GET',
      url: '/api/return-exchange-reason/v1?page=1&limit=100',
      headers: bearer(await sessionToken(shop, t.clock.read())),
    });
    expect(reasons.statusCode, reasons.body).toBe(200);
    const [connection] = await t.database.db.select().from(shopifyConnections);
    expect(connection).toMatchObject({ shop, method: 'token_exchange' });
    expect(connection?.refreshToken).not.toBeNull();
    const [store] = await t.database.db.select().from(stores);
    expect(store).toMatchObject({ domain: shop, platform: 'shopify' });

    t.clock.advance(60_000);
    const again = await embeddedSession(await sessionToken(shop, t.clock.read()));
    expect(again.statusCode).toBe(200);
    // The offline token is exchanged once per install, not on every load.
    expect(t.oauth.tokenExchanges).toEqual([shop]);
  });

  it('acts as the Roundtrip user a Shopify staff member linked, else as the first admin', async () => {
    const shop = t.newShop();
    await embeddedSession(await sessionToken(shop, t.clock.read(), { sub: '77' }));
    const [store] = await t.database.db.select().from(stores);
    if (!store) throw new Error('not installed');
    const staff = await createUser(t.database.db, store.id, {
      email: 'meera@example.com',
      userType: 'staff',
    });
    const login = (await logInAs(t.app, store, staff)).token;
    const link = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/shopify/v1/staff-link',
        headers: bearer(login),
        payload: { session_token: token },
      });
    const other = await link(await sessionToken('other-shop.myshopify.com', t.clock.read(), { sub: '77' }));
    expect(other.statusCode).toBe(400);
    expect(other.json().fields).toMatchObject({ session_token: 'This session token is for another shop' });
    const linked = await link(await sessionToken(shop, t.clock.read(), { sub: '77' }));
    expect(linked.json()).toEqual({ shopify_user_id: '77', user_id: staff.id });
    const asStaff = await embeddedSession(await sessionToken(shop, t.clock.read(), { sub: '77' }));
    expect(asStaff.json()).toMatchObject({ email: 'meera@example.com' });
    const asOwner = await embeddedSession(await sessionToken(shop, t.clock.read(), { sub: '42' }));
    expect(asOwner.json()).toMatchObject({ email: `owner@${shop}` });
  });

  it('accepts the session token itself on the API, as App Bridge sends it', async () => {
    const shop = t.newShop();
    await embeddedSession(await sessionToken(shop, t.clock.read()));
    expect((await dashboard(await sessionToken(shop, t.clock.read()))).statusCode).toBe(200);
    // Within the leeway of a few seconds, an expired token still passes; past it, it does not.
    const token = await sessionToken(shop, t.clock.read(), { expiresInSeconds: 60 });
    t.clock.advance(63_000);
    expect((await dashboard(token)).statusCode).toBe(200);
    t.clock.advance(5_000);
    expect((await dashboard(token)).statusCode).toBe(401);
  });

  it('refuses a session token signed with another secret, for another app, or naming no shop', async () => {
    const shop = t.newShop();
    await embeddedSession(await sessionToken(shop, t.clock.read()));
    const now = t.clock.read();
    for (const bad of [
      await sessionToken(shop, now, { secret: 'another-apps-secret-0123456789' }),
      await sessionToken(shop, now, { aud: 'another-client-id' }),
      await sessionToken(shop, now, { dest: 'https://evil.example.com' }),
      await sessionToken(shop, new Date(now.getTime() + 60_000)),
    ]) {
      expect((await dashboard(bad)).statusCode).toBe(401);
      expect((await embeddedSession(bad)).statusCode).toBe(401);
    }
    // A shop that never installed Roundtrip has no store to act for.
    expect((await dashboard(await sessionToken(t.newShop(), now))).statusCode).toBe(401);
  });

  it("lets only the session token's shop admin frame the app's pages, and gives only those App Bridge", async () => {
    const dist = mkdtempSync(join(tmpdir(), 'roundtrip-web-'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html><head><meta charset="UTF-8" /><title>Roundtrip</title><script type="module" src="/assets/main.js"></script></head><body></body></html>',
    );
    const app = await buildApp({ ...t.deps, webDist: dist });
    try {
      const shop = t.newShop();
      const token = await sessionToken(shop, t.clock.read());
      const embedded = await app.inject({
        method: 'GET',
        url: `/admin/dashboard?embedded=1&shop=${shop}&id_token=${token}`,
      });
      expect(embedded.statusCode).toBe(200);
      expect(embedded.headers['content-security-policy']).toContain(
        `frame-ancestors https://${shop} https://admin.shopify.com`,
      );
      expect(embedded.headers['x-frame-options']).toBeUndefined();
      // App Bridge first in the head, with the app's client id, and allowed by the CSP by its address.
      expect(embedded.headers['content-type']).toContain('text/html');
      expect(embedded.body).toContain(
        '<head><meta name="shopify-api-key" content="roundtrip-test-client-id" /><script src="https://cdn.shopify.com/shopifycloud/app-bridge.js"></script><meta charset="UTF-8" />',
      );
      expect(embedded.headers['content-security-policy']).toContain(
        "script-src https://cdn.shopify.com/shopifycloud/app-bridge.js 'self'",
      );
      // A deep link inside the admin is the same page with App Bridge.
      const deep = await app.inject({
        method: 'GET',
        url: `/admin/returns/abc?embedded=1&shop=${shop}&host=aG9zdA&id_token=${token}`,
      });
      expect(deep.body).toContain('app-bridge.js');

      for (const url of [
        '/admin/dashboard',
        `/admin/dashboard?id_token=${await sessionToken(shop, t.clock.read(), { secret: 'x'.repeat(32) })}`,
      ]) {
        const plain = await app.inject({ method: 'GET', url });
        expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(plain.headers['x-frame-options']).toBe('DENY');
        // The stand-alone admin never loads App Bridge.
        expect(plain.body).not.toContain('app-bridge.js');
        expect(plain.body).not.toContain('shopify-api-key');
        expect(plain.headers['content-security-policy']).not.toContain('cdn.shopify.com');
      }
    } finally {
      await app.close();
    }
  });
});
