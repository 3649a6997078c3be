import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { shopifyWrites } from '../../db/schema';
import { useShopifyPlatform } from '../../test/shopify-platform-setup';
import { embeddedDb } from '../../test/test-db';
import { PlatformError } from '../platform-error';

describe.each(embeddedDb)('shopify adapter: orders and returns (%s)', (kind) => {
  const t = useShopifyPlatform(kind);
  const shirt = () => String(t.order.lines[0]?.id);
  const cap = () => String(t.order.lines[1]?.id);

  it('finds an order by name with the email or the phone, and not with someone else’s', async () => {
    const byEmail = await t.platform.findOrder(t.store.id, { name: '1001', email: 'ASHA@example.com' });
    expect(byEmail?.name).toBe('#1001');
    const byPhone = await t.platform.findOrder(t.store.id, { name: '#1001', phone: '9876543210' });
    expect(byPhone?.id).toBe(String(t.order.id));
    expect(
      await t.platform.findOrder(t.store.id, { name: '#1001', email: 'someone@example.com' }),
    ).toBeNull();
    expect(await t.platform.findOrder(t.store.id, { name: '#9999', email: 'asha@example.com' })).toBeNull();
  });

  it('reads an order with its lines, money, taxes, fulfillments and payments', async () => {
    const order = await t.platform.getOrder(t.store.id, String(t.order.id));
    expect(order).toMatchObject({
      admin_graphql_api_id: `gid://shopify/Order/${t.order.id}`,
      currency: 'INR',
      financial_status: 'paid',
      fulfillment_status: 'fulfilled',
      total_price_set: { shop_money: { amount: '2700.00', currency_code: 'INR' } },
      total_tax_set: { shop_money: { amount: '100.00' } },
      total_shipping_price_set: { shop_money: { amount: '100.00' } },
      refundable_set: { shop_money: { amount: '2700.00' } },
      customer: { first_name: 'Asha', email: 'asha@example.com' },
    });
    expect(order?.line_items[0]).toMatchObject({
      id: shirt(),
      quantity: 2,
      price: '1000.00',
      fulfillment_status: 'fulfilled',
      tax_lines: [{ title: 'GST', rate: 0.05, price: '100.00' }],
    });
    expect(order?.fulfillments[0]).toMatchObject({
      shipment_status: 'delivered',
      delivered_at: '2026-10-24T10:00:00.000Z',
    });
    expect(order?.transactions).toMatchObject([{ kind: 'sale', status: 'success', amount: '2700.00' }]);
  });

  it('reads a 60-line order completely, page after page, and returns any of its lines', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      title: `Sock ${i + 1}`,
      price: 10_000 + i * 100,
      quantity: 1 + (i % 3),
    }));
    const big = t.fake.seedOrder(t.shop, { email: 'asha@example.com', lines });
    const before = t.fake.requestCount();
    const order = await t.platform.getOrder(t.store.id, String(big.id));
    // One page holds 20 lines: the rest came in further pages.
    expect(t.fake.requestCount() - before).toBeGreaterThan(1);
    expect(order?.line_items.map((l) => l.title)).toEqual(lines.map((l) => l.title));
    expect(order?.line_items.map((l) => l.quantity)).toEqual(lines.map((l) => l.quantity));
    expect(order?.line_items.at(-1)).toMatchObject({ price: '159.00', fulfillment_status: 'fulfilled' });
    const fulfilled = (order?.fulfillments ?? []).flatMap((f) => f.line_items);
    expect(new Set(fulfilled.map((l) => l.id))).toEqual(new Set(order?.line_items.map((l) => l.id)));
    const total = lines.reduce((n, l) => n + l.price * l.quantity, 0);
    expect(order?.total_price_set.shop_money.amount).toBe((total / 100).toFixed(2));

    const last = String(big.lines.at(-1)?.id);
    const ret = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'sixtieth-line',
      orderId: String(big.id),
      status: 'open',
      lineItems: [{ lineItemId: last, quantity: 1, reason: 'Too small' }],
    });
    expect(t.fake.shop(t.shop).returns.get(Number(ret.id))?.lines).toMatchObject([{ quantity: 1 }]);
  });

  it('puts the courier’s tracking and label on the return, once even when the answer is lost', async () => {
    const ret = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'r-ship',
      orderId: String(t.order.id),
      status: 'open',
      lineItems: [{ lineItemId: shirt(), quantity: 2, reason: 'Too small' }],
      exchangeLineItems: [{ variantId: String(t.product.variants[1]?.id), quantity: 2 }],
    });
    expect(ret.exchange_line_items).toMatchObject([
      { variant_id: String(t.product.variants[1]?.id), quantity: 2 },
    ]);
    const input = {
      idempotencyKey: 'ship-1',
      returnId: ret.id,
      trackingNumber: 'AWB123',
      carrier: 'Delhivery',
      trackingUrl: 'https://www.delhivery.com/track/package/AWB123',
      labelUrl: 'https://labels.example.com/AWB123.pdf',
    };
    t.fake.failNext({ kind: 'timeout-after-write', mutation: 'reverseDeliveryCreateWithShipping' });
    const made = await t.platform.createReverseDelivery(t.store.id, input);
    expect(made).toMatchObject({
      return_id: ret.id,
      tracking_number: 'AWB123',
      carrier_name: 'delhivery.com',
      label_url: 'https://labels.example.com/AWB123.pdf',
    });
    expect(await t.platform.createReverseDelivery(t.store.id, input)).toEqual(made);
    const stored = t.fake.shop(t.shop).returns.get(Number(ret.id));
    expect(stored?.deliveries).toMatchObject([{ trackingNumber: 'AWB123', lines: [{ quantity: 2 }] }]);
  });

  it('creates an open return with returnCreate, then disposes and closes it', async () => {
    const ret = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'r-1',
      orderId: String(t.order.id),
      status: 'open',
      lineItems: [{ lineItemId: shirt(), quantity: 1, reason: 'Too small' }],
    });
    expect(ret).toMatchObject({ status: 'OPEN', order_id: String(t.order.id), name: '#1001-R1' });
    expect(ret.return_line_items).toMatchObject([
      { line_item_id: shirt(), quantity: 1, return_reason: 'Too small' },
    ]);
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual(['returnCreate']);

    const location = (await t.platform.listLocations(t.store.id))[0];
    const disposed = await t.platform.disposeItems(t.store.id, {
      idempotencyKey: 'd-1',
      returnId: ret.id,
      dispositions: [
        {
          reverseFulfillmentOrderLineItemId:
            ret.return_line_items[0]?.reverse_fulfillment_order_line_item_id ?? '',
          quantity: 1,
          type: 'RESTOCKED',
          locationId: location?.id,
        },
      ],
    });
    expect(disposed.return_line_items[0]).toMatchObject({
      restocked_quantity: 1,
      dispositions: [{ type: 'RESTOCKED', quantity: 1, location_id: location?.id }],
    });
    // Restocking put the shirt back on the shelf.
    expect(
      t.fake
        .shop(t.shop)
        .products.get(t.product.id)
        ?.variants[0]?.inventory.get(t.fake.shop(t.shop).locationId),
    ).toBe(6);

    const closed = await t.platform.closeReturn(t.store.id, { idempotencyKey: 'c-1', returnId: ret.id });
    expect(closed.status).toBe('CLOSED');
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual([
      'returnCreate',
      'returnProcess',
      'returnClose',
    ]);
  });

  it('requests a return (returnRequest), approves it, and declines another', async () => {
    const requested = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'r-1',
      orderId: String(t.order.id),
      status: 'requested',
      lineItems: [{ lineItemId: cap(), quantity: 1, reason: 'Not as pictured' }],
    });
    expect(requested.status).toBe('REQUESTED');
    const approved = await t.platform.approveReturn(t.store.id, {
      idempotencyKey: 'a-1',
      returnId: requested.id,
    });
    expect(approved.status).toBe('OPEN');

    const other = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'r-2',
      orderId: String(t.order.id),
      status: 'requested',
      lineItems: [{ lineItemId: shirt(), quantity: 2, reason: 'Changed my mind' }],
    });
    const declined = await t.platform.declineReturn(t.store.id, {
      idempotencyKey: 'x-1',
      returnId: other.id,
      reason: 'FINAL_SALE',
      note: 'Sale item',
    });
    expect(declined).toMatchObject({
      status: 'DECLINED',
      decline: { reason: 'FINAL_SALE', note: 'Sale item' },
    });
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual([
      'returnRequest',
      'returnApproveRequest',
      'returnRequest',
      'returnDeclineRequest',
    ]);
  });

  it('the same key twice makes one return; the key with another body is refused', async () => {
    const input = {
      idempotencyKey: 'same',
      orderId: String(t.order.id),
      status: 'open' as const,
      lineItems: [{ lineItemId: shirt(), quantity: 1, reason: 'Too big' }],
    };
    const first = await t.platform.createReturn(t.store.id, input);
    const again = await t.platform.createReturn(t.store.id, input);
    expect(again.id).toBe(first.id);
    expect(t.fake.shop(t.shop).returns.size).toBe(1);
    await expect(
      t.platform.createReturn(t.store.id, {
        ...input,
        lineItems: [{ lineItemId: cap(), quantity: 1, reason: 'x' }],
      }),
    ).rejects.toMatchObject({
      reason: 'idempotency_key_reused',
    });
  });

  it('a timeout after Shopify made the return does not make a second one', async () => {
    t.fake.failNext({ kind: 'timeout-after-write' });
    const ret = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'slow',
      orderId: String(t.order.id),
      status: 'open',
      lineItems: [{ lineItemId: shirt(), quantity: 2, reason: 'Too big' }],
    });
    expect(ret.status).toBe('OPEN');
    expect(t.fake.shop(t.shop).returns.size).toBe(1);
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual(['returnCreate']);
  }, 15_000);

  it('after a crash between Shopify’s answer and our record, the retry finds the return instead of making one', async () => {
    const input = {
      idempotencyKey: 'crash',
      orderId: String(t.order.id),
      status: 'open' as const,
      lineItems: [{ lineItemId: cap(), quantity: 1, reason: 'Unwanted' }],
    };
    const first = await t.platform.createReturn(t.store.id, input);
    // As the journal stands when the process died right after Shopify made the return.
    await t.database.db
      .update(shopifyWrites)
      .set({ status: 'pending', resultId: null })
      .where(eq(shopifyWrites.key, 'crash'));
    const again = await t.platform.createReturn(t.store.id, input);
    expect(again.id).toBe(first.id);
    expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toEqual(['returnCreate']);
    const [row] = await t.database.db.select().from(shopifyWrites).where(eq(shopifyWrites.key, 'crash'));
    expect(row).toMatchObject({ status: 'done', resultId: first.admin_graphql_api_id, storeId: t.store.id });
  });

  it('returning more than was fulfilled is Shopify’s userError, as a PlatformError with its words', async () => {
    const error = await t.platform
      .createReturn(t.store.id, {
        idempotencyKey: 'too-many',
        orderId: String(t.order.id),
        status: 'open',
        lineItems: [{ lineItemId: shirt(), quantity: 3, reason: 'Too big' }],
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ reason: 'quantity_exceeded', code: 'CONFLICT' });
    expect((error as Error).message).toBe('Shopify: Quantity is greater than the returnable quantity (2)');
    expect(t.fake.shop(t.shop).returns.size).toBe(0);
  });

  it('cancels a return with returnCancel', async () => {
    const ret = await t.platform.createReturn(t.store.id, {
      idempotencyKey: 'r-1',
      orderId: String(t.order.id),
      status: 'open',
      lineItems: [{ lineItemId: cap(), quantity: 1, reason: 'Unwanted' }],
    });
    const canceled = await t.platform.cancelReturn(t.store.id, { idempotencyKey: 'cx', returnId: ret.id });
    expect(canceled.status).toBe('CANCELED');
    // A repeat after the change is answered from Shopify's state, not refused as a wrong transition.
    expect(
      (await t.platform.cancelReturn(t.store.id, { idempotencyKey: 'cx', returnId: ret.id })).status,
    ).toBe('CANCELED');
  });
});
