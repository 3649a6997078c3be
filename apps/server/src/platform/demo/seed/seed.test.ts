import { isCashOnDelivery } from '@roundtrip/core/orders';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoOrders } from '../../../db/schema';
import { REF_DATE, usePlatform } from '../../../test/demo-platform-setup';
import { createStore } from '../../../test/factories';
import { embeddedDb } from '../../../test/test-db';
import { generateDemoData } from './generate';
import { seedDemoPlatform } from './seed-demo-platform';

const input = {
  seed: 's',
  currency: 'INR',
  refDate: REF_DATE,
  orders: 300,
  firstId: 1001,
  firstOrderNumber: 1001,
};

describe('demo seed generator', () => {
  it('gives the same rows for the same seed and different ones for another seed', () => {
    expect(generateDemoData(input)).toEqual(generateDemoData(input));
    expect(generateDemoData({ ...input, seed: 'other' }).orders).not.toEqual(generateDemoData(input).orders);
  });

  it('covers the cases the product must handle', () => {
    const data = generateDemoData(input);
    expect(data.catalogue?.products.length).toBe(60);
    expect(data.catalogue?.variants.some((v) => v.blocked)).toBe(true);
    expect(data.catalogue?.inventory.some((l) => l.available === 0)).toBe(true);
    const gateways = new Set(data.orders.flatMap((o) => o.paymentGatewayNames ?? []));
    for (const g of ['Cash on Delivery (COD)', 'razorpay', 'shopify_payments', 'shop_cash', 'cashfree'])
      expect(gateways).toContain(g);
    const statuses = new Set(data.orders.map((o) => o.financialStatus));
    for (const s of ['paid', 'pending', 'partially_refunded']) expect(statuses).toContain(s);
    const capture = Date.parse('2025-10-07T00:00:00Z');
    expect(data.orders.some((o) => o.createdAt.getTime() < capture)).toBe(true);
    expect(data.orders.some((o) => o.createdAt.getTime() >= capture)).toBe(true);
    expect(data.orders.some((o) => REF_DATE.getTime() - o.createdAt.getTime() > 365 * 86_400_000)).toBe(true);
    expect(data.orders.some((o) => o.taxesIncluded) && data.orders.some((o) => !o.taxesIncluded)).toBe(true);
    expect(data.orders.some((o) => o.presentmentCurrency === 'USD')).toBe(true);
    expect(data.lineItems.some((l) => l.quantity > 1)).toBe(true);
    expect(data.lineItems.some((l) => l.discountAllocations.length > 1)).toBe(true);
    expect(data.orders.some((o) => (o.discountCodes ?? []).length > 0)).toBe(true);
    expect(new Set(data.fulfillments.map((f) => f.shipmentStatus))).toEqual(
      new Set(['delivered', 'in_transit']),
    );
    expect(data.orders.some((o) => o.fulfillmentStatus === null)).toBe(true);
    expect(data.lineItems.length / data.orders.length).toBeGreaterThan(1.8);
    // Totals add up on every order.
    for (const o of data.orders) {
      const lines = data.lineItems.filter((l) => l.orderId === o.id);
      expect(lines.reduce((s, l) => s + l.priceMinor * l.quantity, 0)).toBe(o.totalLineItemsPriceMinor);
      const tax = lines.flatMap((l) => l.taxLines).reduce((s, t) => s + t.price_minor, 0);
      expect(tax).toBe(o.totalTaxMinor);
      expect(o.totalPriceMinor).toBe(
        (o.subtotalPriceMinor ?? 0) +
          (o.totalShippingMinor ?? 0) +
          (o.taxesIncluded ? 0 : (o.totalTaxMinor ?? 0)),
      );
    }
    // The COD rule of core recognises the seeded COD orders, and no prepaid one.
    const txs = (id: number) => data.transactions.filter((t) => t.orderId === id);
    for (const o of data.orders) {
      const cod = isCashOnDelivery({ payment_gateway_names: o.paymentGatewayNames, transactions: txs(o.id) });
      expect(cod).toBe((o.paymentGatewayNames ?? []).includes('Cash on Delivery (COD)'));
    }
  });
});

describe.each(embeddedDb)('demo seed and order lookup on %s', (kind) => {
  const t = usePlatform(kind, 200);

  it('finds an order by name and email with prices, taxes, discounts, fulfillment and transactions', async () => {
    const seeded = await t.order(
      (o) => o.fulfillments.some((f) => f.delivered_at) && o.discount_codes.length > 0 && o.email !== null,
    );
    const found = await t.platform.findOrder(t.store.id, {
      name: seeded.name.slice(1),
      email: seeded.email?.toUpperCase(),
    });
    expect(found?.id).toBe(seeded.id);
    const line = found?.line_items[0];
    expect(line?.price).toMatch(/^\d+\.\d{2}$/);
    expect(line?.price_set.shop_money.currency_code).toBe('INR');
    expect(line?.tax_lines.length).toBeGreaterThan(0);
    expect(line?.discount_allocations.length).toBeGreaterThan(0);
    expect(found?.discount_applications.length).toBeGreaterThan(0);
    expect(found?.fulfillments[0]?.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(found?.transactions.length).toBeGreaterThan(0);
    expect(found?.customer?.email).toBe(seeded.email);
    expect(
      await t.platform.findOrder(t.store.id, { name: seeded.name, email: 'someone@else.example' }),
    ).toBeNull();
    if (seeded.phone) {
      const byPhone = await t.platform.findOrder(t.store.id, {
        name: seeded.name,
        phone: seeded.phone.slice(-10),
      });
      expect(byPhone?.id).toBe(seeded.id);
    }
    const other = await createStore(t.database.db);
    expect(await t.platform.findOrder(other.id, { name: seeded.name, email: seeded.email ?? '' })).toBeNull();
  });

  it('reads catalogue, locations, tags, collections and a customer with their orders', async () => {
    const products = await t.platform.listProducts(t.store.id, { limit: 100 });
    expect(products).toHaveLength(60);
    const variant = products[0]?.variants[0];
    expect(variant?.inventory_levels).toHaveLength(2);
    expect(await t.platform.getVariants(t.store.id, [variant?.id ?? ''])).toHaveLength(1);
    const collections = await t.platform.listCollections(t.store.id);
    expect(collections.map((c) => c.title)).toContain('Footwear');
    const footwear = await t.platform.listProducts(t.store.id, {
      collectionId: collections.find((c) => c.title === 'Footwear')?.id,
    });
    expect(footwear.every((p) => p.product_type === 'Footwear')).toBe(true);
    expect(await t.platform.listProductTags(t.store.id)).toContain('apparel');
    expect(await t.platform.listLocations(t.store.id)).toHaveLength(2);
    const order = await t.order((o) => o.customer !== null);
    const customerId = order.customer?.id ?? '';
    expect((await t.platform.getCustomer(t.store.id, customerId))?.id).toBe(customerId);
    const orders = await t.platform.listCustomerOrders(t.store.id, customerId);
    expect(orders.map((o) => o.id)).toContain(order.id);
  });

  it('the same seed gives the same orders in the database, and a second run adds more', async () => {
    const twin = await createStore(t.database.db, { currency: 'INR' });
    await seedDemoPlatform(t.database.db, { storeId: twin.id, orders: 200, seed: 'test', refDate: REF_DATE });
    const sample = await t.order((o) => o.order_number === 1100);
    expect(await t.platform.getOrder(twin.id, sample.id)).toEqual(sample);
    const more = await seedDemoPlatform(t.database.db, {
      storeId: twin.id,
      orders: 50,
      seed: 'test',
      refDate: REF_DATE,
    });
    expect(more).toMatchObject({ orders: 50, products: 0 });
    const added = await t.database.db.select().from(demoOrders).where(eq(demoOrders.storeId, twin.id));
    expect(added).toHaveLength(250);
    expect(added.map((o) => o.name)).toContain('#1250');
  });

  it('seeds a USD store with prices and store credit in dollars', async () => {
    const us = await createStore(t.database.db, { currency: 'USD', country: 'US' });
    await seedDemoPlatform(t.database.db, { storeId: us.id, orders: 20, refDate: REF_DATE });
    const [product] = await t.platform.listProducts(us.id, { limit: 1 });
    expect(product?.variants[0]?.currency).toBe('USD');
    const [order] = await t.database.db
      .select()
      .from(demoOrders)
      .where(eq(demoOrders.storeId, us.id))
      .limit(1);
    const view = await t.platform.getOrder(us.id, String(order?.id));
    expect(view?.total_price_set.shop_money.currency_code).toBe('USD');
    const credit = await t.platform.issueStoreCredit(us.id, {
      idempotencyKey: 'us-1',
      customerId: view?.customer?.id ?? '',
      amount: '12.5',
      currency: view?.presentment_currency ?? 'USD',
      orderId: view?.id,
    });
    expect(credit.balance).toEqual({ amount: '12.50', currency_code: view?.presentment_currency });
  });
});
