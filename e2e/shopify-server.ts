import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { loadAppToml } from '../apps/server/src/platform/shopify/connection/app-toml';
import { FakeOAuth } from '../apps/server/src/test/shopify-fake/oauth-endpoints';
import { type ShopifyFake, startShopifyFake } from '../apps/server/src/test/shopify-fake/shopify-fake';
import { freePort } from './global-setup';
import { type OwnDatabase, type OwnServer, ownDatabase, startBuiltServer } from './own-server';

export const E2E_SHOPIFY_APP = { apiKey: 'e2e-client-id', apiSecret: 'e2e-client-secret-0123456789abcdef' };

// A managed install (token exchange) grants the scopes shopify.app.toml asks for.
const APP_SCOPES = loadAppToml().scopes.join(',');

export type ShopifyServer = { baseUrl: string; fake: ShopifyFake; oauth: FakeOAuth };

/**
 * The built product started as `npm start` runs it, with the Shopify app configured and every Shopify
 * call sent to the local fake (SHOPIFY_ADMIN_ORIGIN): the fake lives in this test process, so the tests
 * add shops to it. The shared server of global-setup stays the plain demo.
 */
export function useShopifyServer(): ShopifyServer {
  const ctx = {} as ShopifyServer;
  let server: OwnServer | undefined;
  let db: OwnDatabase | undefined;
  let dataDir = '';
  beforeAll(async () => {
    ctx.oauth = new FakeOAuth({
      ...E2E_SHOPIFY_APP,
      appScopes: APP_SCOPES,
      onToken: (shop, token) => ctx.fake.rotateToken(shop, token),
    });
    [ctx.fake, db] = await Promise.all([
      startShopifyFake({ routes: [ctx.oauth.route] }),
      ownDatabase('shopify'),
    ]);
    dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-e2e-shopify-'));
    const port = await freePort();
    ctx.baseUrl = `http://127.0.0.1:${port}`;
    server = await startBuiltServer(
      dataDir,
      {
        ...db.env,
        SEED_DEMO: '0',
        SHOPIFY_API_KEY: E2E_SHOPIFY_APP.apiKey,
        SHOPIFY_API_SECRET: E2E_SHOPIFY_APP.apiSecret,
        SHOPIFY_APP_URL: ctx.baseUrl,
        SHOPIFY_ADMIN_ORIGIN: ctx.fake.origin,
      },
      port,
    );
    // A first start without PostgreSQL creates and migrates a new PGlite (~12 s of CPU): on a loaded
    // machine it needs as long as `waitUntilUp` allows, past the 60 s hook default.
  }, 150_000);
  // What the OAuth endpoints counted belongs to one test: every test starts from none.
  beforeEach(() => ctx.oauth.reset());
  // A document, argument or variable Shopify's schema refuses fails the test that sent it.
  afterEach(() => {
    expect(ctx.fake.takeSchemaRefusals()).toEqual([]);
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([ctx.fake?.close(), db?.drop()]);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** An App Bridge session token for the shop, signed with the app's secret as the Shopify admin does. */
export function sessionTokenFor(shop: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ dest: `https://${shop}`, sid: 'e2e-session' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`https://${shop}/admin`)
    .setAudience(E2E_SHOPIFY_APP.apiKey)
    .setSubject('1')
    .setJti(`e2e-${now}-${Math.random()}`)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + 60)
    .sign(new TextEncoder().encode(E2E_SHOPIFY_APP.apiSecret));
}
