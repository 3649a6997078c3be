// Test support for the portal's sign-in with Shopify customer accounts: the real app on the shopify
// adapter, the fake Admin API with the fake customer accounts mounted on it, and a shop whose customer
// has two orders (another customer has a third).
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { buildApp } from '../app';
import type { DbKind } from '../db/client';
import type { StoreRow } from '../db/schema';
import { senderOf } from '../outbox/queue';
import { createShopifyPlatform } from '../platform/shopify/create-shopify-platform';
import { type TestApp, TestClock, testConfig } from './build-test-app';
import { createStore } from './factories';
import { SHOPIFY_APP } from './shopify-connect-kit';
import { FakeCustomerAccounts } from './shopify-fake/customer-accounts';
import type { FakeOrder } from './shopify-fake/fake-state';
import { type ShopifyFake, startShopifyFake } from './shopify-fake/shopify-fake';
import { TestAccess } from './shopify-platform-setup';
import { openTestDatabase } from './test-db';

export type CustomerAccountTest = TestApp & {
  fake: ShopifyFake;
  accounts: FakeCustomerAccounts;
  store: StoreRow;
  shop: string;
  /** The signed-in customer's two orders (delivered and paid: a shirt and a cap), newest first. */
  orders: [FakeOrder, FakeOrder];
  /** Another customer's order in the same shop. */
  otherOrder: FakeOrder;
  /** A request to `/api/{url}` with no merchant token, as the shopper's browser sends it. */
  shopper(method: 'GET' | 'POST', url: string, payload?: object): Promise<LightMyRequestResponse>;
};

let shops = 0;

export function useCustomerAccountTest(kind: DbKind): CustomerAccountTest {
  const ctx = { clock: new TestClock() } as CustomerAccountTest;
  const access = new TestAccess();
  ctx.shopper = (method, url, payload) =>
    ctx.app.inject({ method, url: `/api/${url}`, ...(payload ? { payload } : {}) });
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.accounts = await FakeCustomerAccounts.create({
      clientId: SHOPIFY_APP.apiKey,
      clientSecret: SHOPIFY_APP.apiSecret,
      shop: (domain) => ctx.fake.shop(domain),
      now: ctx.clock.read,
    });
    ctx.fake = await startShopifyFake({ routes: [ctx.accounts.route] });
    const db = ctx.database.db;
    ctx.deps = {
      db,
      sender: senderOf(db),
      config: { ...testConfig, shopify: SHOPIFY_APP, shopifyAdminOrigin: ctx.fake.origin },
      clock: ctx.clock.read,
      platform: createShopifyPlatform({
        access,
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
    ctx.accounts.reset();
    ctx.shop = `accounts-${++shops}-${process.pid}.myshopify.com`;
    ctx.store = await createStore(ctx.database.db, {
      domain: ctx.shop,
      platform: 'shopify',
      currency: 'INR',
      planName: 'grow_monthly',
    });
    ctx.fake.addShop(ctx.shop, { accessToken: `shpat_accounts_${shops}` });
    access.tokens.set(ctx.store.id, { shop: ctx.shop, accessToken: `shpat_accounts_${shops}` });
    ctx.accounts.storefrontShop = ctx.shop;
    const lines = [
      { title: 'Linen shirt', price: 100_000, quantity: 2 },
      { title: 'Cap', price: 50_000, quantity: 1 },
    ];
    const first = ctx.fake.seedOrder(ctx.shop, {
      email: 'asha@example.com',
      customer: { firstName: 'Asha', lastName: 'Rao' },
      lines,
    });
    const customerId = first.customerId ?? 0;
    const second = ctx.fake.seedOrder(ctx.shop, {
      email: 'asha@example.com',
      customerId,
      lines,
      createdAt: '2026-10-25T10:00:00.000Z',
      deliveredAt: '2026-10-28T10:00:00.000Z',
    });
    ctx.orders = [second, first];
    ctx.otherOrder = ctx.fake.seedOrder(ctx.shop, {
      email: 'ravi@example.com',
      customer: { firstName: 'Ravi', lastName: 'Iyer' },
      lines,
    });
    ctx.accounts.customerId = customerId;
  });
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

/** The store's portal handle (its shop name). */
export const handleOf = (t: CustomerAccountTest) => t.shop.split('.')[0] ?? '';

/** "Sign in with Shopify" up to Shopify's redirect back: the callback's query, as Shopify sends it. */
export async function approveSignIn(t: CustomerAccountTest): Promise<URLSearchParams> {
  const start = await t.shopper('GET', `customer/v1/account/sign-in?store=${handleOf(t)}`);
  if (start.statusCode !== 302) throw new Error(`sign-in answered ${start.statusCode} ${start.body}`);
  const authorize = await fetch(String(start.headers.location), { redirect: 'manual' });
  if (authorize.status !== 302) throw new Error(`authorize answered ${authorize.status}`);
  return new URL(String(authorize.headers.get('location'))).searchParams;
}

/** The whole sign-in; answers the account session id the portal page receives in its fragment. */
export async function signIn(t: CustomerAccountTest): Promise<string> {
  const back = await approveSignIn(t);
  const res = await t.shopper('GET', `customer/v1/account/callback?${back}`);
  if (res.statusCode !== 302) throw new Error(`callback answered ${res.statusCode} ${res.body}`);
  return String(res.headers.location).split('#session=')[1] ?? '';
}
