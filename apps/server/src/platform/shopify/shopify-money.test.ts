import { describe, expect, it } from 'vitest';
import { useShopifyPlatform } from '../../test/shopify-platform-setup';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('shopify adapter: refunds, credit, gift cards, exchanges (%s)', (kind) => {
  const t = useShopifyPlatform(kind);
  const shirt = () => String(t.order.lines[0]?.id);
  const refundsOf = () => [...t.fake.shop(t.shop).refunds.values()];

  async function openReturn(quantity = 1) {
    return t.platform.createReturn(t.store.id, {
      idempotencyKey: `ret-${quantity}`,
      orderId: String(t.order.id),
      status: 'open',
      lineItems: [{ lineItemId: shirt(), quantity, reason: 'Too small' }],
    });
  }

  it('refunds an open return through returnProcess, with Shopify’s suggestion beside ours', async () => {
    const ret = await openReturn();
    const refund = await t.platform.refund(t.store.id, {
      idempotencyKey: 'rf-1',
      orderId: String(t.order.id),
      returnId: ret.id,
      amount: '1000.00',
      lineItems: [{ lineItemId: shirt(), quantity: 1 }],
    });
    expect(refund).toMatchObject({
      return_id: ret.id,
      total_refunded_set: { shop_money: { amount: '1000.00' } },
      refund_line_items: [{ line_item_id: shirt(), quantity: 1 }],
      transactions: [{ kind: 'refund', amount: '1000.00', parent_id: String(t.order.transactions[0]?.id) }],
      // Shopify would give back the shirt with its tax (1,050.00): we refund 50.00 less, and say so.
      suggested_refund_check: { ours: '1000.00', shopify: '1050.00', difference: '-50.00', matches: false },
    });
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual(['returnCreate', 'returnProcess']);
    const order = await t.platform.getOrder(t.store.id, String(t.order.id));
    expect(order).toMatchObject({
      financial_status: 'partially_refunded',
      refundable_set: { shop_money: { amount: '1700.00' } },
    });
  });

  it('a refund not tied to a return uses refundCreate with our key as @idempotent; twice is one refund', async () => {
    const input = { idempotencyKey: 'rf-2', orderId: String(t.order.id), amount: '100.00', note: 'Goodwill' };
    const first = await t.platform.refund(t.store.id, input);
    const again = await t.platform.refund(t.store.id, input);
    expect(again.id).toBe(first.id);
    expect(refundsOf()).toHaveLength(1);
    const call = t.fake.shop(t.shop).calls[0];
    expect(call).toMatchObject({ mutation: 'refundCreate', variables: { key: 'rf-2' } });
  });

  it('a timeout after Shopify made the refund does not make a second refund', async () => {
    const ret = await openReturn(2);
    t.fake.failNext({ kind: 'timeout-after-write' });
    const refund = await t.platform.refund(t.store.id, {
      idempotencyKey: 'rf-slow',
      orderId: String(t.order.id),
      returnId: ret.id,
      amount: '2100.00',
      lineItems: [{ lineItemId: shirt(), quantity: 2 }],
    });
    expect(refund.total_refunded_set.shop_money.amount).toBe('2100.00');
    expect(refundsOf()).toHaveLength(1);
    // And a retry of the whole side effect later (same key) still makes none.
    await t.platform.refund(t.store.id, {
      idempotencyKey: 'rf-slow',
      orderId: String(t.order.id),
      returnId: ret.id,
      amount: '2100.00',
      lineItems: [{ lineItemId: shirt(), quantity: 2 }],
    });
    expect(refundsOf()).toHaveLength(1);
    expect(t.fake.shop(t.shop).calls.filter((c) => c.mutation === 'returnProcess')).toHaveLength(1);
  });

  it('a 503 on a write is not sent blindly again: Shopify’s state says it was not applied, so it is sent once more', async () => {
    t.fake.failNext({ kind: 'status', status: 503 });
    const refund = await t.platform.refund(t.store.id, {
      idempotencyKey: 'rf-503',
      orderId: String(t.order.id),
      amount: '10.00',
    });
    expect(refund.total_refunded_set.shop_money.amount).toBe('10.00');
    expect(refundsOf()).toHaveLength(1);
  });

  it('a refund over what is left is refused before anything is sent', async () => {
    await expect(
      t.platform.refund(t.store.id, {
        idempotencyKey: 'rf-big',
        orderId: String(t.order.id),
        amount: '2700.01',
      }),
    ).rejects.toMatchObject({ reason: 'refund_exceeds_refundable' });
    expect(t.fake.shop(t.shop).calls).toEqual([]);
  });

  it('credits store credit to the customer (storeCreditAccountCredit), once per key', async () => {
    const customerId = String(t.order.customerId);
    const input = {
      idempotencyKey: 'sc-1',
      customerId,
      amount: '250.00',
      currency: 'INR',
      orderId: String(t.order.id),
    };
    const account = await t.platform.issueStoreCredit(t.store.id, input);
    expect(account).toMatchObject({
      customer_id: customerId,
      balance: { amount: '250.00', currency_code: 'INR' },
    });
    await t.platform.issueStoreCredit(t.store.id, input);
    expect((await t.platform.listStoreCreditAccounts(t.store.id, customerId))[0]?.balance.amount).toBe(
      '250.00',
    );
    await expect(
      t.platform.issueStoreCredit(t.store.id, { ...input, idempotencyKey: 'sc-2', currency: 'USD' }),
    ).rejects.toMatchObject({
      reason: 'currency_mismatch',
    });
  });

  it('issues a gift card (giftCardCreate) whose full code is answered again for the same key', async () => {
    const input = {
      idempotencyKey: 'gc-1',
      amount: '500.00',
      currency: 'INR',
      customerId: String(t.order.customerId),
      note: 'Return #1001-R1',
    };
    const card = await t.platform.issueGiftCard(t.store.id, input);
    expect(card).toMatchObject({
      initial_value: { amount: '500.00' },
      customer_id: String(t.order.customerId),
    });
    expect(card.code).toMatch(/^[A-Z2-9]{16}$/);
    expect(card.last_characters).toBe(card.code.slice(-4));
    expect(await t.platform.issueGiftCard(t.store.id, input)).toMatchObject({ id: card.id, code: card.code });
    expect(t.fake.shop(t.shop).giftCards.size).toBe(1);
  });

  it('creates the exchange as a new order held until the return arrives, then releases it', async () => {
    const ret = await openReturn();
    const l = t.product.variants[1];
    const result = await t.platform.createExchangeOrder(t.store.id, {
      idempotencyKey: 'ex-1',
      originalOrderId: String(t.order.id),
      returnId: ret.id,
      lineItems: [{ variantId: String(l?.id), quantity: 1 }],
      returnedValue: '1000.00',
    });
    expect(result.order).toMatchObject({
      exchange_for_order_id: String(t.order.id),
      tags: ['roundtrip-exchange'],
      total_price_set: { shop_money: { amount: '200.00' } },
      customer: { email: 'asha@example.com' },
    });
    expect(result.fulfillment_orders).toMatchObject([
      { status: 'on_hold', fulfillment_holds: [{ reason: 'awaiting_return_items' }] },
    ]);
    // The same key again finds the order, and does not hold it twice.
    const again = await t.platform.createExchangeOrder(t.store.id, {
      idempotencyKey: 'ex-1',
      originalOrderId: String(t.order.id),
      returnId: ret.id,
      lineItems: [{ variantId: String(l?.id), quantity: 1 }],
      returnedValue: '1000.00',
    });
    expect(again.order.id).toBe(result.order.id);
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual([
      'returnCreate',
      'orderCreate',
      'fulfillmentOrderHold',
    ]);

    const fo = result.fulfillment_orders[0];
    const released = await t.platform.releaseHold(t.store.id, {
      idempotencyKey: 'rel-1',
      fulfillmentOrderId: fo?.id ?? '',
    });
    expect(released).toMatchObject({ status: 'open', fulfillment_holds: [] });

    const cancelled = await t.platform.cancelOrder(t.store.id, {
      idempotencyKey: 'cn-1',
      orderId: result.order.id,
      reason: 'customer',
      restock: true,
    });
    expect(cancelled.cancelled_at).not.toBeNull();
    expect(
      t.fake
        .shop(t.shop)
        .products.get(t.product.id)
        ?.variants[1]?.inventory.get(t.fake.shop(t.shop).locationId),
    ).toBe(2);
  });

  it('adds the exchange to the original order by order editing, holding only the added items', async () => {
    await openReturn();
    const l = t.product.variants[1];
    const input = {
      idempotencyKey: 'ex-edit',
      originalOrderId: String(t.order.id),
      lineItems: [{ variantId: String(l?.id), quantity: 1 }],
      returnedValue: '1000.00',
      addToOriginal: true,
    };
    const result = await t.platform.createExchangeOrder(t.store.id, input);
    expect(result.order.id).toBe(String(t.order.id));
    expect(result.order.line_items.at(-1)).toMatchObject({ variant_id: String(l?.id), quantity: 1 });
    expect(result.fulfillment_orders).toMatchObject([
      { status: 'on_hold', fulfillment_holds: [{ reason: 'awaiting_return_items' }] },
    ]);
    expect((await t.platform.createExchangeOrder(t.store.id, input)).fulfillment_orders).toEqual(
      result.fulfillment_orders,
    );
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual([
      'returnCreate',
      'orderEditBegin',
      'orderEditAddVariant',
      'orderEditAddLineItemDiscount',
      'orderEditCommit',
      'fulfillmentOrderHold',
    ]);
    expect(t.fake.shop(t.shop).orders.size).toBe(1);
  });
});
