import { describe, expect, it } from 'vitest';
import { delivered, usePlatform } from '../../test/demo-platform-setup';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('demo platform exchanges and credit on %s', (kind) => {
  const t = usePlatform(kind);

  async function inStockVariant() {
    const products = await t.platform.listProducts(t.store.id, { limit: 250 });
    const variant = products
      .flatMap((p) => p.variants)
      .find((v) => !v.blocked && (v.inventory_levels[0]?.available ?? 0) >= 2);
    if (!variant) throw new Error('no variant in stock');
    return variant;
  }

  it('creates an exchange order discounted by the returned value, held until released', async () => {
    const original = await t.order(delivered);
    const variant = await inStockVariant();
    const location = variant.inventory_levels[0];
    const input = {
      idempotencyKey: 'ex-1',
      originalOrderId: original.id,
      lineItems: [{ variantId: variant.id, quantity: 1 }],
      returnedValue: variant.price,
    };
    const { order, fulfillment_orders } = await t.platform.createExchangeOrder(t.store.id, input);
    expect(order).toMatchObject({
      exchange_for_order_id: original.id,
      financial_status: 'paid',
      email: original.email,
      tags: ['exchange'],
    });
    expect(order.total_discounts_set.shop_money.amount).toBe(variant.price);
    expect(order.line_items[0]?.discount_allocations[0]?.amount).toBe(variant.price);
    expect(fulfillment_orders[0]).toMatchObject({
      status: 'on_hold',
      assigned_location_id: location?.location_id,
    });
    expect(fulfillment_orders[0]?.fulfillment_holds[0]?.reason).toBe('OTHER');
    const [after] = await t.platform.getVariants(t.store.id, [variant.id]);
    expect(after?.inventory_levels[0]?.available).toBe((location?.available ?? 0) - 1);

    const repeat = await t.platform.createExchangeOrder(t.store.id, input);
    expect(repeat.order.id).toBe(order.id);
    const [unchanged] = await t.platform.getVariants(t.store.id, [variant.id]);
    expect(unchanged?.inventory_levels[0]?.available).toBe((location?.available ?? 0) - 1);

    const foId = fulfillment_orders[0]?.id ?? '';
    const released = await t.platform.releaseHold(t.store.id, {
      idempotencyKey: 'rel-1',
      fulfillmentOrderId: foId,
    });
    expect(released).toMatchObject({ status: 'open', fulfillment_holds: [] });
    expect(
      await t.platform.releaseHold(t.store.id, { idempotencyKey: 'rel-1', fulfillmentOrderId: foId }),
    ).toEqual(released);
    await expect(
      t.platform.releaseHold(t.store.id, { idempotencyKey: 'rel-2', fulfillmentOrderId: foId }),
    ).rejects.toMatchObject({
      reason: 'invalid_state',
    });
    expect((await t.platform.listFulfillmentOrders(t.store.id, order.id))[0]?.status).toBe('open');

    const cancelled = await t.platform.cancelOrder(t.store.id, {
      idempotencyKey: 'can-1',
      orderId: order.id,
      reason: 'customer',
      restock: true,
    });
    expect(cancelled.cancelled_at).toBe('2026-11-01T10:00:00.000Z');
    const [restocked] = await t.platform.getVariants(t.store.id, [variant.id]);
    expect(restocked?.inventory_levels[0]?.available).toBe(location?.available);
    expect((await t.platform.listFulfillmentOrders(t.store.id, order.id))[0]?.status).toBe('cancelled');
  });

  it('charges the difference when the new items cost more, and refuses blocked variants', async () => {
    const original = await t.order(delivered);
    const variant = await inStockVariant();
    const { order, fulfillment_orders } = await t.platform.createExchangeOrder(t.store.id, {
      idempotencyKey: 'ex-2',
      originalOrderId: original.id,
      lineItems: [{ variantId: variant.id, quantity: 2 }],
      returnedValue: variant.price,
      hold: false,
    });
    expect(order.financial_status).toBe('pending');
    expect(Number(order.subtotal_price_set.shop_money.amount)).toBeCloseTo(Number(variant.price), 2);
    expect(fulfillment_orders[0]?.status).toBe('open');
    const products = await t.platform.listProducts(t.store.id, { limit: 250 });
    const blocked = products.flatMap((p) => p.variants).find((v) => v.blocked);
    if (blocked) {
      await expect(
        t.platform.createExchangeOrder(t.store.id, {
          idempotencyKey: 'ex-3',
          originalOrderId: original.id,
          lineItems: [{ variantId: blocked.id, quantity: 1 }],
          returnedValue: '0',
        }),
      ).rejects.toMatchObject({ reason: 'invalid_state' });
    }
  });

  it('takes an upsell offer off its line, ships where asked, and backorders a sold-out variant', async () => {
    const original = await t.order(delivered);
    const variant = await inStockVariant();
    const products = await t.platform.listProducts(t.store.id, { limit: 250 });
    const soldOut = products
      .flatMap((p) => p.variants)
      .find((v) => !v.blocked && v.inventory_levels.every((l) => l.available <= 0));
    if (!soldOut) throw new Error('no sold-out variant');
    const input = {
      idempotencyKey: 'ex-up',
      originalOrderId: original.id,
      lineItems: [
        { variantId: variant.id, quantity: 1 },
        { variantId: soldOut.id, quantity: 1, unitDiscount: '100.00' },
      ],
      returnedValue: variant.price,
      shippingAddress: {
        first_name: 'Asha',
        last_name: 'Rao',
        address1: '42 Exchange Street',
        address2: '',
        city: 'Pune',
        province: 'Maharashtra',
        country: original.shipping_address?.country ?? 'India',
        zip: '411001',
      },
    };
    // Without the store's out-of-stock setting the platform refuses an order it cannot fill.
    await expect(t.platform.createExchangeOrder(t.store.id, input)).rejects.toMatchObject({
      reason: 'invalid_state',
    });
    const { order } = await t.platform.createExchangeOrder(t.store.id, {
      ...input,
      idempotencyKey: 'ex-up-2',
      backorder: true,
    });
    const [kept, added] = order.line_items;
    // The returned value is spread over both lines; the offer's discount is the added line's own.
    const allocated = [...(kept?.discount_allocations ?? []), ...(added?.discount_allocations ?? [])];
    expect(allocated.reduce((n, a) => n + Math.round(Number(a.amount) * 100), 0)).toBe(
      Math.round(Number(variant.price) * 100) + 10000,
    );
    expect(added?.discount_allocations.some((a) => a.amount === '100.00')).toBe(true);
    expect(Number(order.total_price_set.shop_money.amount)).toBeCloseTo(Number(soldOut.price) - 100, 2);
    expect(order.shipping_address).toMatchObject({
      address1: '42 Exchange Street',
      zip: '411001',
      country_code: original.shipping_address?.country_code,
      phone: original.shipping_address?.phone,
    });
    const [after] = await t.platform.getVariants(t.store.id, [soldOut.id]);
    expect(Math.min(...(after?.inventory_levels.map((l) => l.available) ?? [0]))).toBeLessThan(0);
  });

  it('issues store credit in the order currency, once per key', async () => {
    const order = await t.order(
      (o) => delivered(o) && o.customer !== null && o.presentment_currency === 'INR',
    );
    const customerId = order.customer?.id ?? '';
    expect(await t.platform.listStoreCreditAccounts(t.store.id, customerId)).toEqual([]);
    const input = {
      idempotencyKey: 'sc-1',
      customerId,
      orderId: order.id,
      amount: '250.50',
      currency: 'INR',
    };
    const account = await t.platform.issueStoreCredit(t.store.id, input);
    expect(account.balance).toEqual({ amount: '250.50', currency_code: 'INR' });
    expect(await t.platform.issueStoreCredit(t.store.id, input)).toEqual(account);
    const more = await t.platform.issueStoreCredit(t.store.id, {
      ...input,
      idempotencyKey: 'sc-2',
      amount: '49.50',
    });
    expect(more.balance.amount).toBe('300.00');
    expect(more.transactions).toHaveLength(2);
    await expect(
      t.platform.issueStoreCredit(t.store.id, { ...input, idempotencyKey: 'sc-3', currency: 'USD' }),
    ).rejects.toMatchObject({
      reason: 'currency_mismatch',
    });
  });

  it('issues a gift card whose code is shown once', async () => {
    const order = await t.order(delivered);
    const card = await t.platform.issueGiftCard(t.store.id, {
      idempotencyKey: 'gc-1',
      amount: '500',
      currency: 'INR',
      customerId: order.customer?.id,
      orderId: order.id,
    });
    expect(card.code).toMatch(/^[A-Z2-9]{16}$/);
    expect(card.balance).toEqual({ amount: '500.00', currency_code: 'INR' });
    const again = await t.platform.issueGiftCard(t.store.id, {
      idempotencyKey: 'gc-1',
      amount: '500',
      currency: 'INR',
      customerId: order.customer?.id,
      orderId: order.id,
    });
    expect(again.id).toBe(card.id);
    const read = await t.platform.getGiftCard(t.store.id, card.id);
    expect(read?.code).toBe(`•••• •••• •••• ${card.code.slice(-4)}`);
  });
});
