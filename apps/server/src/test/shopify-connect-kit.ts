// Test support for connecting Shopify stores: the fake Admin API with Shopify's OAuth endpoints mounted
// on it, and the app built with the Shopify app settings pointing every Shopify call at that fake.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../app';
import type { ShopifyAppConfig } from '../config';
import type { DbKind } from '../db/client';
import { stores } from '../db/schema';
import type { Deps } from '../deps';
import { senderOf } from '../outbox/queue';
import { createAppPlatform } from '../platform/platform-router';
import { loadAppToml } from '../platform/shopify/connection/app-toml';
import { TestClock, testConfig } from './build-test-app';
import { FakeOAuth } from './shopify-fake/oauth-endpoints';
import { type ShopifyFake, startShopifyFake } from './shopify-fake/shopify-fake';
import { openTestDatabase, type TestDatabase } from './test-db';

export const SHOPIFY_APP: ShopifyAppConfig = {
  apiKey: 'roundtrip-test-client-id',
  apiSecret: 'roundtrip-test-client-secret-0123456789',
  appUrl: 'https://roundtrip.test',
};

export type ShopifyConnectTest = {
  app: FastifyInstance;
  database: TestDatabase;
  deps: Deps;
  clock: TestClock;
  fake: ShopifyFake;
  oauth: FakeOAuth;
  /** A shop of its own for each test (the fake keeps its shops for the whole file). */
  newShop(options?: { scopes?: string[] }): string;
};

let shops = 0;

export function useShopifyConnectTest(kind: DbKind): ShopifyConnectTest {
  const ctx = { clock: new TestClock() } as ShopifyConnectTest;
  beforeAll(async () => {
    ctx.oauth = new FakeOAuth({
      ...SHOPIFY_APP,
      onToken: (shop, token) => ctx.fake.rotateToken(shop, token),
      now: ctx.clock.read,
      appScopes: loadAppToml().scopes.join(','),
    });
    ctx.fake = await startShopifyFake({ routes: [ctx.oauth.route] });
    ctx.database = await openTestDatabase(kind);
    const db = ctx.database.db;
    const config = { ...testConfig, shopify: SHOPIFY_APP, shopifyAdminOrigin: ctx.fake.origin };
    ctx.deps = {
      db,
      sender: senderOf(db),
      config,
      clock: ctx.clock.read,
      platform: createAppPlatform({ db, config, clock: ctx.clock.read }),
    };
    ctx.app = await buildApp(ctx.deps);
    await ctx.app.ready();
  });
  beforeEach(async () => {
    ctx.clock.set('2026-11-01T10:00:00.000Z');
    ctx.oauth.reset();
    await ctx.database.truncate();
  });
  // A document, argument or variable Shopify's schema refuses fails the test that sent it.
  afterEach(() => {
    expect(ctx.fake.takeSchemaRefusals()).toEqual([]);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    await ctx.fake?.close();
  });
  ctx.newShop = (options = {}) => {
    const domain = `shop-${++shops}-${kind}.myshopify.com`;
    ctx.fake.addShop(domain, {
      accessToken: `unused-${domain}`,
      scopes: options.scopes ?? loadAppToml().scopes,
    });
    ctx.oauth.merchantShop = domain;
    return domain;
  };
  return ctx;
}

/** An App Bridge session token as the Shopify admin signs it. */
export function sessionToken(
  shop: string,
  now: Date,
  overrides: { secret?: string; aud?: string; dest?: string; expiresInSeconds?: number; sub?: string } = {},
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ dest: overrides.dest ?? `https://${shop}`, sid: 'session-1' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(`https://${shop}/admin`)
    .setAudience(overrides.aud ?? SHOPIFY_APP.apiKey)
    .setSubject(overrides.sub ?? '42')
    .setJti(`jti-${iat}-${Math.random()}`)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (overrides.expiresInSeconds ?? 60))
    .sign(new TextEncoder().encode(overrides.secret ?? SHOPIFY_APP.apiSecret));
}

/**
 * A customer account UI extension's session token as Shopify signs it (the claims of Shopify's session
 * token API: bare `dest`, the customer's GID as `sub`, no `iss`, five minutes).
 */
export function customerAccountToken(
  shop: string,
  customerGid: string,
  now: Date,
  overrides: { secret?: string; aud?: string; dest?: string; expiresInSeconds?: number } = {},
): Promise<string> {
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ dest: overrides.dest ?? shop })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(overrides.aud ?? SHOPIFY_APP.apiKey)
    .setSubject(customerGid)
    .setJti(`jti-${iat}-${Math.random()}`)
    .setIssuedAt(iat)
    .setNotBefore(iat)
    .setExpirationTime(iat + (overrides.expiresInSeconds ?? 300))
    .sign(new TextEncoder().encode(overrides.secret ?? SHOPIFY_APP.apiSecret));
}

/** The `?code&hmac&host&shop&state&timestamp` Shopify sends back after the merchant approved. */
export async function approveInstall(t: ShopifyConnectTest, shop: string): Promise<Record<string, string>> {
  const start = await t.app.inject({ method: 'GET', url: `/api/shopify/v1/install?shop=${shop}` });
  if (start.statusCode !== 302) throw new Error(`install answered ${start.statusCode} ${start.body}`);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  const back = new URL(String(authorize.headers.get('location')));
  return Object.fromEntries(back.searchParams);
}

/** A shop installed through the whole OAuth flow; answers its store id. */
export async function installByOAuth(t: ShopifyConnectTest, shop: string): Promise<string> {
  const query = await approveInstall(t, shop);
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/shopify/v1/callback?${new URLSearchParams(query)}`,
  });
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode} ${res.body}`);
  const [store] = await t.database.db.select({ id: stores.id }).from(stores).where(eq(stores.domain, shop));
  if (!store) throw new Error('no store installed');
  return store.id;
}
