// Test support for the portal's API tests: a local fake of the commerce platform holding orders and
// products the test writes by hand, and an app built on a real database with a temporary data folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CreateRequestBody, SessionDataResponse } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import type { DbKind } from '../db/client';
import { reasons, type StoreRow } from '../db/schema';
import type { Deps } from '../deps';
import { seedDefaultReasons } from '../features/reasons/default-reasons';
import { senderOf } from '../outbox/queue';
import type { LineItem, Order, Platform, Product, Variant } from '../platform/platform';
import { TestClock, testConfig } from './build-test-app';
import { createStore } from './factories';
import { openTestDatabase, type TestDatabase } from './test-db';

const money = (amount: string, currency = 'INR') => ({
  shop_money: { amount, currency_code: currency },
  presentment_money: { amount, currency_code: currency },
});

/** Orders and products belong to one store (`storeId`); other stores see an empty shop. */
type FakePlatform = Platform & {
  storeId: string;
  orders: Map<string, Order>;
  products: Map<string, Product>;
};

function notUsed(): never {
  throw new Error('not used by the portal');
}

/** Reads answer from the maps; the portal never writes to the platform when a request is made. */
function createFakePlatform(): FakePlatform {
  const orders = new Map<string, Order>();
  const products = new Map<string, Product>();
  const variants = () => [...products.values()].flatMap((p) => p.variants);
  const fake: FakePlatform = {
    name: 'demo',
    storeId: '',
    orders,
    products,
    async getOrder(storeId, orderId) {
      if (storeId !== fake.storeId) return null;
      return structuredClone(orders.get(orderId) ?? null);
    },
    async findOrder(storeId, input) {
      if (storeId !== fake.storeId) return null;
      const name = `#${input.name.trim().replace(/^#/, '')}`;
      const order = [...orders.values()].find((o) => o.name === name);
      if (!order) return null;
      const digits = (s: string | null | undefined) => (s ?? '').replace(/\D/g, '').slice(-10);
      const ok = input.email
        ? order.email?.toLowerCase() === input.email.toLowerCase()
        : digits(order.phone) !== '' && digits(order.phone) === digits(input.phone);
      return ok ? structuredClone(order) : null;
    },
    async listProducts(storeId, query) {
      if (storeId !== fake.storeId) return [];
      return [...products.values()]
        .filter((p) => !query?.ids || query.ids.includes(p.id))
        .map((p) => structuredClone(p));
    },
    async getVariants(storeId, ids) {
      if (storeId !== fake.storeId) return [];
      return variants()
        .filter((v) => ids.includes(v.id))
        .map((v) => structuredClone(v));
    },
    async listCustomerOrders(storeId, customerId) {
      if (storeId !== fake.storeId) return [];
      return [...orders.values()].filter((o) => o.customer?.id === customerId).map((o) => structuredClone(o));
    },
    async countCustomerOrders(storeId, customerId, { limit }) {
      if (storeId !== fake.storeId) return 0;
      return Math.min([...orders.values()].filter((o) => o.customer?.id === customerId).length, limit);
    },
    getCustomer: notUsed,
    listCollections: notUsed,
    listProductTags: notUsed,
    listLocations: notUsed,
    getReturn: notUsed,
    listFulfillmentOrders: notUsed,
    listStoreCreditAccounts: notUsed,
    getGiftCard: notUsed,
    createReturn: notUsed,
    approveReturn: notUsed,
    declineReturn: notUsed,
    disposeItems: notUsed,
    closeReturn: notUsed,
    cancelReturn: notUsed,
    createReverseDelivery: notUsed,
    refund: notUsed,
    issueStoreCredit: notUsed,
    issueGiftCard: notUsed,
    createPaymentInvoice: notUsed,
    createExchangeOrder: notUsed,
    releaseHold: notUsed,
    cancelOrder: notUsed,
    cancelItems: notUsed,
    markOrderPaid: notUsed,
    sendFlowTrigger: notUsed,
  };
  return fake;
}

export function makeVariant(productId: string, id: string, over: Partial<Variant> = {}): Variant {
  return {
    id,
    admin_graphql_api_id: `gid://shopify/ProductVariant/${id}`,
    product_id: productId,
    title: over.option1 ?? 'M',
    sku: `SKU-${id}`,
    option1: 'M',
    option2: null,
    option3: null,
    price: '1000.00',
    compare_at_price: null,
    currency: 'INR',
    taxable: true,
    blocked: false,
    inventory_quantity: 10,
    inventory_levels: [],
    position: 1,
    ...over,
  };
}

/** A T-shirt in S / M / L: M and L in stock, S out of stock, XL blocked. */
export function makeProduct(id = '700', over: Partial<Product> = {}): Product {
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Product/${id}`,
    title: 'Cotton T-shirt',
    handle: 'cotton-t-shirt',
    product_type: 'Shirts',
    vendor: 'Demo',
    status: 'active',
    tags: [],
    options: [{ name: 'Size', position: 1, values: ['S', 'M', 'L', 'XL'] }],
    collection_ids: [],
    image_url: 'https://cdn.example/t-shirt.jpg',
    variants: [
      makeVariant(id, `${id}1`, { title: 'S', option1: 'S', inventory_quantity: 0, position: 1 }),
      makeVariant(id, `${id}2`, { title: 'M', option1: 'M', position: 2 }),
      makeVariant(id, `${id}3`, { title: 'L', option1: 'L', price: '1200.00', position: 3 }),
      makeVariant(id, `${id}4`, { title: 'XL', option1: 'XL', blocked: true, position: 4 }),
    ],
    created_at: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}

export function makeLine(id: string, over: Partial<LineItem> = {}): LineItem {
  const price = over.price ?? '1000.00';
  const discount = over.total_discount ?? '0.00';
  return {
    id,
    admin_graphql_api_id: `gid://shopify/LineItem/${id}`,
    product_id: '700',
    variant_id: '7002',
    title: 'Cotton T-shirt',
    variant_title: 'M',
    sku: 'SKU-7002',
    vendor: 'Demo',
    quantity: 2,
    fulfillable_quantity: 0,
    fulfillment_status: 'fulfilled',
    price,
    price_set: money(price),
    total_discount: discount,
    total_discount_set: money(discount),
    discount_allocations: [],
    taxable: true,
    requires_shipping: true,
    tax_lines: [],
    ...over,
  };
}

export type OrderOptions = {
  id?: string;
  name?: string;
  lines?: LineItem[];
  createdAt?: string;
  fulfilledAt?: string | null;
  deliveredAt?: string | null;
  cod?: boolean;
  tags?: string[];
  discountCodes?: string[];
};

/** A prepaid INR order placed 20 Oct 2026, shipped the 21st and delivered the 24th unless told. */
export function makeOrder(o: OrderOptions = {}): Order {
  const id = o.id ?? '5001';
  const lines = o.lines ?? [makeLine('9001')];
  const fulfilledAt = o.fulfilledAt === undefined ? '2026-10-21T10:00:00.000Z' : o.fulfilledAt;
  const deliveredAt = o.deliveredAt === undefined ? '2026-10-24T10:00:00.000Z' : o.deliveredAt;
  const gateway = o.cod ? 'Cash on Delivery (COD)' : 'razorpay';
  const address = {
    first_name: 'Asha',
    last_name: 'Rao',
    address1: '12 MG Road',
    address2: '',
    city: 'Bengaluru',
    province: 'Karnataka',
    province_code: 'KA',
    country: 'India',
    country_code: 'IN',
    zip: '560001',
    phone: '+91 98765 43210',
  };
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    name: o.name ?? '#1001',
    order_number: 1001,
    email: 'asha@example.com',
    phone: '+919876543210',
    created_at: o.createdAt ?? '2026-10-20T10:00:00.000Z',
    updated_at: o.createdAt ?? '2026-10-20T10:00:00.000Z',
    cancelled_at: null,
    cancel_reason: null,
    closed_at: null,
    currency: 'INR',
    presentment_currency: 'INR',
    taxes_included: true,
    financial_status: o.cod ? 'pending' : 'paid',
    fulfillment_status: fulfilledAt ? 'fulfilled' : null,
    tags: o.tags ?? [],
    note: null,
    source_name: 'web',
    payment_gateway_names: [gateway],
    discount_codes: (o.discountCodes ?? []).map((code) => ({ code, amount: '100.00', type: 'fixed_amount' })),
    discount_applications: [],
    total_line_items_price_set: money('2000.00'),
    total_discounts_set: money('0.00'),
    subtotal_price_set: money('2000.00'),
    total_shipping_price_set: money('0.00'),
    total_tax_set: money('0.00'),
    total_price_set: money('2000.00'),
    refundable_set: money(o.cod ? '0.00' : '2000.00'),
    customer: {
      id: '3001',
      admin_graphql_api_id: 'gid://shopify/Customer/3001',
      first_name: 'Asha',
      last_name: 'Rao',
      email: 'asha@example.com',
      phone: '+919876543210',
      tags: [],
      default_address: address,
      addresses: [address],
      created_at: '2026-01-01T00:00:00.000Z',
    },
    shipping_address: address,
    billing_address: address,
    shipping_lines: [],
    line_items: lines,
    fulfillments: fulfilledAt
      ? [
          {
            id: `${id}-f1`,
            admin_graphql_api_id: `gid://shopify/Fulfillment/${id}1`,
            location_id: '1',
            status: 'success',
            shipment_status: deliveredAt ? 'delivered' : 'in_transit',
            tracking_company: 'Delhivery',
            tracking_number: 'DL123',
            created_at: fulfilledAt,
            in_transit_at: fulfilledAt,
            delivered_at: deliveredAt,
            line_items: lines.map((l) => ({ id: l.id, quantity: l.quantity })),
          },
        ]
      : [],
    transactions: [
      {
        id: `${id}-t1`,
        admin_graphql_api_id: `gid://shopify/OrderTransaction/${id}1`,
        parent_id: null,
        kind: 'sale',
        status: o.cod ? 'pending' : 'success',
        gateway,
        amount: '2000.00',
        currency: 'INR',
        amount_set: money('2000.00'),
        authorization: o.cod ? null : 'pay_123',
        receipt: o.cod ? {} : { id: 'pay_123' },
        created_at: o.createdAt ?? '2026-10-20T10:00:00.000Z',
      },
    ],
    refunds: [],
    exchange_for_order_id: null,
  };
}

export type PortalTest = {
  app: FastifyInstance;
  database: TestDatabase;
  deps: Deps;
  clock: TestClock;
  platform: FakePlatform;
  store: StoreRow;
  dataDir: string;
};

/**
 * One describe block: a real database (PGlite or PostgreSQL), the fake platform, uploads under a
 * temporary folder. Before each test: empty tables, a store `acme` with default reasons, the order
 * #1001 (asha@example.com / +91 98765 43210) and the T-shirt product.
 */
export function usePortalTest(kind: DbKind, overrides: Partial<Config> = {}): PortalTest {
  const ctx = { clock: new TestClock() } as PortalTest;
  beforeAll(async () => {
    ctx.database = await openTestDatabase(kind);
    ctx.dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-portal-'));
    ctx.platform = createFakePlatform();
    ctx.deps = {
      db: ctx.database.db,
      sender: senderOf(ctx.database.db),
      config: { ...testConfig, ...overrides, dataDir: ctx.dataDir },
      clock: ctx.clock.read,
      platform: ctx.platform,
    };
    ctx.app = await buildApp(ctx.deps);
    await ctx.app.ready();
  });
  beforeEach(async () => {
    ctx.clock.set('2026-11-01T10:00:00.000Z');
    await ctx.database.truncate();
    rmSync(join(ctx.dataDir, 'uploads'), { recursive: true, force: true });
    ctx.platform.orders.clear();
    ctx.platform.products.clear();
    ctx.store = await createStore(ctx.database.db, {
      domain: 'acme.myshopify.com',
      name: 'Acme',
      currency: 'INR',
    });
    ctx.platform.storeId = ctx.store.id;
    await seedDefaultReasons(ctx.database.db, ctx.store.id);
    ctx.platform.orders.set('5001', makeOrder());
    ctx.platform.products.set('700', makeProduct());
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.database?.close();
    if (ctx.dataDir) rmSync(ctx.dataDir, { recursive: true, force: true });
  });
  return ctx;
}

/** Adds #1002: #1001 shipped to New York (a market other than the kit store's India). */
export function addUsOrder(t: PortalTest): void {
  const us = makeOrder({ id: '5002', name: '#1002' });
  if (!us.shipping_address) throw new Error('the kit order has an address');
  const address = { ...us.shipping_address, country: 'United States', country_code: 'US' };
  t.platform.orders.set('5002', { ...us, shipping_address: address, billing_address: address });
}

/** Opens a session on one of the kit's orders and answers its id and the page's data. */
export async function orderSession(
  app: FastifyInstance,
  orderNumber: string,
): Promise<{ id: string; data: SessionDataResponse }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/v1/session-data',
    payload: { store: 'acme', order_number: orderNumber, contact: 'asha@example.com' },
  });
  if (res.statusCode !== 201) throw new Error(`session failed: ${res.statusCode} ${res.body}`);
  const id = res.json<{ session_id: string }>().session_id;
  const data = await app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${id}` });
  return { id, data: data.json<SessionDataResponse>() };
}

/** Opens a session for #1001 and answers its id. */
export async function openSession(
  app: FastifyInstance,
  contact = 'asha@example.com',
  store = 'acme',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/customer/v1/session-data',
    payload: { store, order_number: '#1001', contact },
  });
  if (res.statusCode !== 201) throw new Error(`session failed: ${res.statusCode} ${res.body}`);
  return res.json<{ session_id: string }>().session_id;
}

/** The id of one of the store's reasons, by name. */
export async function reasonIdOf(t: PortalTest, name: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(reasons)
    .where(and(eq(reasons.storeId, t.store.id), eq(reasons.name, name)));
  if (!row) throw new Error(`no reason ${name}`);
  return row.id;
}

/** A pickup return of one unit of #1001's line 9001 for "Size too small", refunded as store credit. */
export async function pickupReturnBody(
  t: PortalTest,
  session: string,
  over: Partial<CreateRequestBody> = {},
): Promise<CreateRequestBody> {
  return {
    session_id: session,
    kind: 'return',
    refund_mode: 'store_credit',
    method: 'pickup',
    address: {
      first_name: 'Asha',
      last_name: 'Rao',
      address_line_1: '12 MG Road',
      city: 'Bengaluru',
      province: 'Karnataka',
      country: 'India',
      postal_code: '560001',
    },
    phone: { dial_code: '+91', number: '9876543210' },
    items: [{ line_item_id: '9001', quantity: 1, reason_id: await reasonIdOf(t, 'Size too small') }],
    ...over,
  };
}
