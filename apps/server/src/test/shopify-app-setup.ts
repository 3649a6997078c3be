import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DbKind } from '../db/client';
import type { StoreRow } from '../db/schema';
import { senderOf } from '../outbox/queue';
import { createShopifyPlatform } from '../platform/shopify/create-shopify-platform';
import { type TestApp, TestClock, testConfig } from './build-test-app';
import { bearer, createStore, createUser, logInAs } from './factories';
import type { FakeOrder, FakeProduct, SeedOrder } from './shopify-fake/fake-state';
import { type ShopifyFake, startShopifyFake } from './shopify-fake/shopify-fake';
import { TestAccess } from './shopify-platform-setup';
import { openTestDatabase } from './test-db';

export type ShopifyAppTest = TestApp & {
  fake: ShopifyFake;
  access: TestAccess;
  store: StoreRow;
  shop: string;
  /** Delivered and paid: two shirts (variant M) and a cap. */
  order: FakeOrder;
  product: FakeProduct;
  /** The signed-in merchant's call to `/api/{url}`. */
  call(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<LightMyRequestResponse>;
};

let shops = 0;

/**
 * The real app on the shopify adapter, talking to the fake Admin API: before each test a Grow store
 * connected to a new shop of the fake, seeded with an order, and its admin signed in.
 */
/**
 * `shop`: the shop's currency and, for an order paid in another currency, its presentment currency and
 * rate (shop units per unit of it); the seeded order's prices are then in that currency. `config`: the
 * app's settings over the tests' (a payment provider's fake origin).
 */
export function useShopifyTestApp(
  kind: DbKind,
  policy: Record<string, unknown> = {},
  shop: { currency?: string; presentment?: SeedOrder['presentment'] } = {},
  config: Partial<Config> = {},
): ShopifyAppTest {
  const ctx = { clock: new TestClock(), access: new TestAccess() } as ShopifyAppTest;
  let token = '';
  ctx.call = (method, url, payload) =>
    ctx.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.fake = await startShopifyFake();
    const db = ctx.database.db;
    ctx.deps = {
      db,
      sender: senderOf(db),
      config: { ...testConfig, ...config },
      clock: ctx.clock.read,
      platform: createShopifyPlatform({
        access: ctx.access,
        db,
        clock: ctx.clock.read,
        adminOrigin: ctx.fake.origin,
        timeoutMs: 2_000,
      }),
    };
    ctx.app = await buildApp(ctx.deps);
    await ctx.app.ready();
  });
  beforeEach(async () => {
    ctx.clock.set('2026-11-01T10:00:00.000Z');
    await ctx.database.truncate();
    ctx.shop = `app-${++shops}-${process.pid}.myshopify.com`;
    ctx.store = await createStore(ctx.database.db, {
      domain: ctx.shop,
      platform: 'shopify',
      currency: shop.currency ?? 'INR',
      planName: 'grow_monthly',
      policySettings: policy,
    });
    ctx.fake.addShop(ctx.shop, { accessToken: `shpat_app_${shops}`, currency: shop.currency ?? 'INR' });
    ctx.access.tokens.set(ctx.store.id, { shop: ctx.shop, accessToken: `shpat_app_${shops}` });
    const user = await createUser(ctx.database.db, ctx.store.id);
    token = (await logInAs(ctx.app, ctx.store, user)).token;
    ctx.product = ctx.fake.seedProduct(ctx.shop, {
      title: 'Linen shirt',
      variants: [
        { title: 'M', price: 100_000, available: 5 },
        { title: 'L', price: 100_000, available: 3 },
      ],
    });
    ctx.order = ctx.fake.seedOrder(ctx.shop, {
      ...(shop.presentment ? { presentment: shop.presentment } : {}),
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      customer: { firstName: 'Asha', lastName: 'Rao' },
      lines: [
        {
          title: 'Linen shirt',
          price: 100_000,
          quantity: 2,
          variantId: ctx.product.variants[0]?.id,
          productId: ctx.product.id,
        },
        { title: 'Cap', price: 50_000, quantity: 1 },
      ],
    });
  });
  // A document, argument or variable Shopify's schema refuses fails the test that sent it.
  afterEach(() => {
    expect(ctx.fake.takeSchemaRefusals()).toEqual([]);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.fake?.close();
    await ctx.database?.close();
  });
  return ctx;
}
