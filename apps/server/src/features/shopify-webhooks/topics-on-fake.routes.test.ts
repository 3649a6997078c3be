import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, refunds, requests } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { withKnownDeliveries } from '../../platform/known-deliveries';
import { submitPortalRequest } from '../../test/request-factories';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { buildWebhookApp, deliverAndProcess } from '../../test/shopify-webhooks-kit';
import { dearerExchange } from '../../test/stripe-fake/dearer-exchange';

// The webhook topics against the fake Admin API's state: each handler reads Shopify back through the
// shopify adapter, as it does in production.
describe('Shopify webhook topics on the fake Admin API', () => {
  const t = useShopifyTestApp('pglite');
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWebhookApp(t.deps);
  });
  afterAll(async () => {
    await app?.close();
  });
  const shirtLine = () => String(t.order.lines[0]?.id);

  it('returns/request and refunds/create: a customer’s Shopify return becomes a request, an admin refund shows on it', async () => {
    // The customer asks in Shopify's customer accounts (returnRequest on the fake).
    const ret = await t.deps.platform.createReturn(t.store.id, {
      idempotencyKey: randomUUID(),
      orderId: String(t.order.id),
      status: 'requested',
      lineItems: [{ lineItemId: shirtLine(), quantity: 1, reason: 'SIZE_TOO_SMALL', customerNote: 'Tight' }],
    });
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/request',
      shop: t.shop,
      payload: { id: Number(ret.id), order: { id: t.order.id } },
    });
    const list = await t.call('POST', 'return-exchange/v1/filter-list', { status: 'all' });
    const [row] = await t.database.db.select().from(requests).where(eq(requests.storeId, t.store.id));
    expect(row).toMatchObject({ source: 'shopify', status: 'requested', platformReturnId: ret.id });
    expect(list.body).toContain(row?.id);

    // Approving it here approves the same return in Shopify.
    expect((await t.call('POST', `return-exchange/v1/${row?.id}/approve`, {})).statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    expect(t.fake.shop(t.shop).returns.get(Number(ret.id))?.status).toBe('OPEN');

    // The merchant refunds 250.00 in Shopify's admin (refundCreate, not tied to the return).
    const made = await t.deps.platform.refund(t.store.id, {
      idempotencyKey: randomUUID(),
      orderId: String(t.order.id),
      amount: '250.00',
      lineItems: [{ lineItemId: shirtLine(), quantity: 1 }],
    });
    await deliverAndProcess(app, t.deps, {
      topic: 'refunds/create',
      shop: t.shop,
      payload: { id: Number(made.id), order_id: t.order.id },
    });
    const recorded = await t.database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.storeId, t.store.id), eq(refunds.requestId, row?.id ?? '')));
    expect(recorded).toMatchObject([{ origin: 'shopify', status: 'succeeded', platformRefundId: made.id }]);
    expect(Number(recorded[0]?.amount)).toBe(250);
    const page = (await t.call('GET', `return-exchange/v1/${row?.id}/common`)).json();
    expect(page.refunds).toHaveLength(1);
  });

  it('returns/approve for our own returnCreate arriving late flags nothing, whatever the request has reached', async () => {
    const order = await t.deps.platform.getOrder(t.store.id, String(t.order.id));
    if (!order) throw new Error('the seeded order is not in the fake');
    const r = await submitPortalRequest(t, t.store, order, { qty: 1 });
    expect((await t.call('POST', `return-exchange/v1/${r.id}/approve`, {})).statusCode).toBe(200);
    // Shopify makes the return but its answer is lost: the adapter finds the return it made.
    t.fake.failNext({ kind: 'timeout-after-write', mutation: 'returnCreate' });
    await runPendingSideEffects(t.deps);
    const approved = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(approved.platform_return_id).toEqual(expect.any(String));
    // Received and inspected at once; the return stays open for the refund to the original payment.
    await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    await t.call('POST', `return-exchange/v1/${r.id}/inspect`, {
      items: [{ item_id: approved.items[0].id, restock: 1 }],
    });
    await runPendingSideEffects(t.deps);
    const returnsOf = () => [...t.fake.shop(t.shop).returns.values()];
    expect(returnsOf()).toMatchObject([{ status: 'OPEN' }]);
    // The inspection's returnProcess made Shopify's refund of 0.00; its refunds/create is not a refund.
    const [processing] = [...t.fake.shop(t.shop).refunds.values()];
    expect(processing?.transactions).toEqual([]);
    await deliverAndProcess(app, t.deps, {
      topic: 'refunds/create',
      shop: t.shop,
      payload: { id: processing?.id, order_id: t.order.id },
    });
    expect(await t.database.db.select().from(refunds).where(eq(refunds.storeId, t.store.id))).toEqual([]);
    // Shopify's returns/approve for that returnCreate comes only now.
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/approve',
      shop: t.shop,
      payload: { id: Number(approved.platform_return_id), order: { id: t.order.id } },
    });
    const inspected = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(inspected).toMatchObject({ status: 'inspected', needs_attention: false });
    // Refunded by bank transfer instead: the return is closed for it, and a late webhook still flags nothing.
    const refunded = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'bank_transfer',
      reference: 'NEFT-1',
      idempotency_key: 'late-approve-bank',
    });
    expect(refunded.statusCode).toBe(200);
    await runPendingSideEffects(t.deps);
    expect(returnsOf()).toMatchObject([{ status: 'CLOSED' }]);
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/approve',
      shop: t.shop,
      payload: { id: Number(approved.platform_return_id), order: { id: t.order.id } },
    });
    const done = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(done).toMatchObject({ status: 'refunded', needs_attention: false });
  });

  it('fulfillments/update: a delivery date in Shopify starts the order’s return window', async () => {
    const order = t.fake.seedOrder(t.shop, {
      email: 'ravi@example.com',
      lines: [{ title: 'Cap', price: 50_000, quantity: 1 }],
      inTransit: true,
    });
    const fulfillment = order.fulfillments[0];
    const read = async () => {
      const o = await t.deps.platform.getOrder(t.store.id, String(order.id));
      if (!o) throw new Error('order not in the fake');
      return withKnownDeliveries(t.database.db, t.store.id, o);
    };
    expect((await read()).fulfillments[0]?.delivered_at).toBeNull();
    await deliverAndProcess(app, t.deps, {
      topic: 'fulfillments/update',
      shop: t.shop,
      payload: {
        id: fulfillment?.id,
        order_id: order.id,
        status: 'success',
        shipment_status: 'delivered',
        updated_at: '2026-10-30T12:00:00Z',
      },
    });
    expect((await read()).fulfillments[0]?.delivered_at).toBe('2026-10-30T12:00:00.000Z');
  });

  /** A dearer exchange approved (the cap for the shirt: 500.00 owed) and its draft order paid at Shopify's checkout. */
  async function paidDearerExchange() {
    const set = await t.call('POST', 'setting/v1/update', {
      exchange_with_other_products: true,
      capture_payments: true,
    });
    expect(set.statusCode).toBe(200);
    const order = await t.deps.platform.getOrder(t.store.id, String(t.order.id));
    if (!order) throw new Error('order not in the fake');
    const { requestId, sessionId } = await dearerExchange(t, t.store, order);
    expect((await t.call('POST', `return-exchange/v1/${requestId}/approve`, {})).statusCode).toBe(200);
    await runPendingSideEffects(t.deps);

    const [payment] = await t.database.db.select().from(payments).where(eq(payments.requestId, requestId));
    const [draft] = [...t.fake.shop(t.shop).draftOrders.values()];
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(payment).toMatchObject({ provider: 'shopify_checkout', status: 'due', amountMinor: 50_000 });
    expect(draft).toMatchObject({
      amount: 50_000,
      customerId: t.order.customerId,
      title: `Price difference for ${request?.name}`,
    });
    const due = await t.app.inject({
      url: `/api/customer/v1/requests/${requestId}/payment?session=${sessionId}`,
    });
    expect(due.json()).toMatchObject({
      status: 'due',
      payment_url: `https://${t.shop}/invoices/${draft?.id}`,
    });
    const exchangeOrder = t.fake.shop(t.shop).orders.get(Number(request?.exchangeOrderId));
    const held = () =>
      [...t.fake.shop(t.shop).fulfillmentOrders.values()]
        .filter((f) => f.orderId === exchangeOrder?.id)
        .map((f) => f.status);
    expect(held()).toEqual(['ON_HOLD']);
    // Created owing the difference: no payment on it yet.
    expect(exchangeOrder?.transactions).toEqual([]);

    // The shopper pays the invoice at Shopify's checkout; Shopify sends orders/paid.
    const paid = t.fake.payDraftOrder(t.shop, String(draft?.id));
    await deliverAndProcess(app, t.deps, {
      topic: 'orders/paid',
      shop: t.shop,
      payload: {
        id: paid.id,
        note_attributes: paid.customAttributes.map((a) => ({ name: a.key, value: a.value })),
        total_price_set: { shop_money: { amount: '500.00', currency_code: 'INR' } },
      },
    });
    await runPendingSideEffects(t.deps);
    return { requestId, sessionId, paid, exchangeOrder, held };
  }

  it('orders/paid: a price difference owed is a Shopify draft order; paying it releases the held exchange, marked paid', async () => {
    const { requestId, paid, exchangeOrder, held } = await paidDearerExchange();
    const [settled] = await t.database.db.select().from(payments).where(eq(payments.requestId, requestId));
    expect(settled).toMatchObject({ status: 'paid', providerPaymentId: String(paid.id) });
    expect(held()).toEqual(['OPEN']);
    // The exchange order no longer reads "payment pending": a manual payment of the 500.00 it owed.
    expect(exchangeOrder?.transactions).toMatchObject([{ kind: 'SALE', gateway: 'manual', amount: 50_000 }]);
    const read = await t.deps.platform.getOrder(t.store.id, String(exchangeOrder?.id));
    expect(read?.financial_status).toBe('paid');
    const page = (await t.call('GET', `return-exchange/v1/${requestId}/common`)).json();
    expect(page.needs_attention).toBe(false);
  });

  it('returns/cancel after the difference was paid: “auto-refund additional payments” gives it back', async () => {
    const automation = await t.call('PUT', 'automation/v1', { auto_refund_additional_payments: true });
    expect(automation.statusCode).toBe(200);
    const { requestId, sessionId, paid } = await paidDearerExchange();
    // The merchant cancels the return in Shopify's admin.
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    const ret = t.fake.shop(t.shop).returns.get(Number(request?.platformReturnId));
    if (!ret) throw new Error('no return in the fake');
    ret.status = 'CANCELED';
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/cancel',
      shop: t.shop,
      payload: { id: ret.id, order: { id: t.order.id } },
    });
    await runPendingSideEffects(t.deps);
    const [cancelled] = await t.database.db.select().from(requests).where(eq(requests.id, requestId));
    expect(cancelled?.status).toBe('cancelled');
    const portal = await t.app.inject({
      url: `/api/customer/v1/requests/${requestId}/payment?session=${sessionId}`,
    });
    expect(portal.json()).toMatchObject({ status: 'refunded' });
    // Refunded once, on the order the draft became.
    const made = [...t.fake.shop(t.shop).refunds.values()].filter((r) => r.orderId === paid.id);
    expect(made).toHaveLength(1);
    expect(made[0]?.transactions).toMatchObject([{ kind: 'REFUND', amount: 50_000 }]);
    // The same webhook again refunds nothing more.
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/cancel',
      shop: t.shop,
      payload: { id: ret.id, order: { id: t.order.id } },
    });
    await runPendingSideEffects(t.deps);
    expect([...t.fake.shop(t.shop).refunds.values()].filter((r) => r.orderId === paid.id)).toHaveLength(1);
  });
});
