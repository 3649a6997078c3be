import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refunds, requests } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { dbKinds } from '../../test/test-db';

// Through the real routes and the outbox, on the shopify adapter and the fake Admin API (Shopify's own
// schema): the refund recorded is the one Shopify computed.
describe.each(dbKinds)('cancelling unshipped items on Shopify (%s)', (kind) => {
  const t = useShopifyTestApp(kind, { cancel_unfulfilled: true });
  const shopOf = () => t.fake.shop(t.shop);

  /** Paid and not shipped yet: two shirts with GST and a cap, with shipping. */
  const unshippedOrder = () =>
    t.fake.seedOrder(t.shop, {
      email: 'meera@example.com',
      customer: { firstName: 'Meera', lastName: 'Iyer' },
      deliveredAt: null,
      shipping: 10_000,
      lines: [
        {
          title: 'Linen shirt',
          price: 100_000,
          quantity: 2,
          taxRate: 0.05,
          variantId: t.product.variants[0]?.id,
          productId: t.product.id,
        },
        { title: 'Cap', price: 50_000, quantity: 1 },
      ],
    });

  async function session(order: { name: string }, email: string) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: t.shop.split('.')[0], order_number: order.name, contact: email },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().session_id as string;
  }
  const cancel = (sessionId: string, items: { line_item_id: string; quantity: number }[]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/cancellations',
      headers: { 'idempotency-key': randomUUID() },
      payload: { session_id: sessionId, items },
    });

  it('cancels one line with refundCreate (CANCEL) for the amount of Shopify’s suggested refund', async () => {
    const order = unshippedOrder();
    const shirt = order.lines[0];
    if (!shirt) throw new Error('no shirt');
    const s = await session(order, 'meera@example.com');
    const made = await cancel(s, [{ line_item_id: String(shirt.id), quantity: 1 }]);
    expect(made.statusCode, made.body).toBe(201);
    await runPendingSideEffects(t.deps);

    const [refund] = [...shopOf().refunds.values()].filter((r) => r.orderId === order.id);
    expect(refund?.lines).toMatchObject([{ lineItemId: shirt.id, quantity: 1, restockType: 'CANCEL' }]);
    expect(shopOf().calls.map((c) => c.mutation)).toEqual(['refundCreate']);
    const shopifyAmount = refund?.transactions.reduce((s2, x) => s2 + x.amount, 0) ?? 0;
    // One shirt and its share of the GST: 1,000.00 + 50.00.
    expect(shopifyAmount).toBe(105_000);
    const [record] = await t.database.db.select().from(refunds).where(eq(refunds.requestId, made.json().id));
    expect(record).toMatchObject({ status: 'succeeded', amount: '1050.000', mode: 'pay_to_source' });
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, made.json().id));
    expect(request).toMatchObject({ kind: 'cancellation', status: 'refunded', refundAmount: '1050.000' });
    const after = await t.deps.platform.getOrder(t.store.id, String(order.id));
    expect(after?.line_items.find((l) => l.id === String(shirt.id))?.fulfillable_quantity).toBe(1);
    expect(after?.cancelled_at).toBeNull();
  });

  it('cancels the whole order with orderCancel, refunding everything paid', async () => {
    const order = unshippedOrder();
    const s = await session(order, 'meera@example.com');
    const made = await cancel(
      s,
      order.lines.map((l) => ({ line_item_id: String(l.id), quantity: l.quantity })),
    );
    expect(made.statusCode, made.body).toBe(201);
    await runPendingSideEffects(t.deps);
    expect(shopOf().calls.map((c) => c.mutation)).toEqual(['orderCancel']);
    expect(shopOf().orders.get(order.id)?.cancelledAt).not.toBeNull();
    const [record] = await t.database.db.select().from(refunds).where(eq(refunds.requestId, made.json().id));
    // Shirts with GST (2,100.00), the cap (500.00) and shipping (100.00).
    expect(record).toMatchObject({ status: 'succeeded', amount: '2700.000' });
  });

  it('refuses a fulfilled item with a shopper message before anything reaches Shopify', async () => {
    const s = await session({ name: t.order.name }, 'asha@example.com');
    const refused = await cancel(s, [{ line_item_id: String(t.order.lines[0]?.id), quantity: 1 }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toEqual({ code: 'CANCEL_ITEM_SHIPPED' });
    expect(shopOf().calls).toEqual([]);
  });
});
