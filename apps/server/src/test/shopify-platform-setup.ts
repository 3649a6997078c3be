import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import type { DbKind } from '../db/client';
import type { StoreRow } from '../db/schema';
import type { Platform } from '../platform/platform';
import type { ShopifyAccess } from '../platform/shopify/access';
import {
  createShopifyPlatform,
  type ShopifyPlatformOptions,
} from '../platform/shopify/create-shopify-platform';
import { TestClock } from './build-test-app';
import { createStore } from './factories';
import type { FakeOrder, FakeProduct } from './shopify-fake/fake-state';
import { type ShopifyFake, startShopifyFake } from './shopify-fake/shopify-fake';
import { openTestDatabase, type TestDatabase } from './test-db';

/**
 * Stands in for the connection feature: tokens per store in memory. `refreshAfterUnauthorized` answers
 * whatever token the test says the shop now takes, and counts the calls.
 */
export class TestAccess implements ShopifyAccess {
  readonly tokens = new Map<string, { shop: string; accessToken: string }>();
  readonly next = new Map<string, string>();
  refreshes = 0;

  async forStore(storeId: string) {
    const t = this.tokens.get(storeId);
    if (!t) throw new Error(`store ${storeId} is not connected`);
    return t;
  }

  /** Stores Shopify refused after a refresh, in order. */
  readonly refused: string[] = [];

  async accessRefused(storeId: string) {
    this.refused.push(storeId);
  }

  async refreshAfterUnauthorized(storeId: string) {
    this.refreshes++;
    const t = await this.forStore(storeId);
    const fresh = { shop: t.shop, accessToken: this.next.get(storeId) ?? t.accessToken };
    this.tokens.set(storeId, fresh);
    return fresh;
  }
}

export type ShopifyPlatformTest = {
  database: TestDatabase;
  fake: ShopifyFake;
  access: TestAccess;
  platform: Platform;
  clock: TestClock;
  store: StoreRow;
  shop: string;
  /** A delivered, paid order: two units of a shirt (1,000.00 with 5% tax) and one cap (500.00). */
  order: FakeOrder;
  /** A product with stock, for exchanges. */
  product: FakeProduct;
  /** Connects another store to a shop of its own in the fake. */
  connect(): Promise<{ store: StoreRow; shop: string }>;
};

let shops = 0;

/** One database and one fake per file; before each test a new store connected to a new seeded shop. */
export function useShopifyPlatform(
  kind: DbKind,
  options: {
    bucket?: { maximumAvailable?: number; restoreRate?: number };
    platform?: Partial<ShopifyPlatformOptions>;
  } = {},
): ShopifyPlatformTest {
  const ctx = { clock: new TestClock(), access: new TestAccess() } as ShopifyPlatformTest;
  ctx.connect = async () => {
    const shop = `fake-${++shops}-${process.pid}.myshopify.com`;
    const store = await createStore(ctx.database.db, { domain: shop, currency: 'INR' });
    ctx.fake.addShop(shop, { accessToken: `shpat_${shops}` });
    ctx.access.tokens.set(store.id, { shop, accessToken: `shpat_${shops}` });
    return { store, shop };
  };
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.fake = await startShopifyFake({ bucket: options.bucket });
    ctx.platform = createShopifyPlatform({
      access: ctx.access,
      db: ctx.database.db,
      clock: ctx.clock.read,
      adminOrigin: ctx.fake.origin,
      timeoutMs: 2_000,
      ...options.platform,
    });
  });
  beforeEach(async () => {
    ctx.clock.set('2026-11-01T10:00:00.000Z');
    await ctx.database.truncate();
    ctx.access.refreshes = 0;
    const { store, shop } = await ctx.connect();
    ctx.store = store;
    ctx.shop = shop;
    ctx.product = ctx.fake.seedProduct(shop, {
      title: 'Linen shirt',
      tags: ['summer'],
      variants: [
        { title: 'M', price: 100_000, available: 5 },
        { title: 'L', price: 120_000, available: 2 },
      ],
    });
    const [m] = ctx.product.variants;
    ctx.order = ctx.fake.seedOrder(shop, {
      email: 'asha@example.com',
      phone: '+91 98765 43210',
      customer: { firstName: 'Asha', lastName: 'Rao' },
      lines: [
        {
          title: 'Linen shirt',
          price: 100_000,
          quantity: 2,
          variantId: m?.id,
          productId: ctx.product.id,
          taxRate: 0.05,
        },
        { title: 'Cap', price: 50_000, quantity: 1 },
      ],
      shipping: 10_000,
    });
  });
  // A document, argument or variable Shopify's schema refuses fails the test that sent it.
  afterEach(() => {
    expect(ctx.fake.takeSchemaRefusals()).toEqual([]);
  });
  afterAll(async () => {
    await ctx.fake?.close();
    await ctx.database?.close();
  });
  return ctx;
}
