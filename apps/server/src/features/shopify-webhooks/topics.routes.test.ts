import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderDeliveries, refunds, requestEvents, requests, shopifyWebhooks, stores } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Order } from '../../platform/platform';
import { useTestApp } from '../../test/build-test-app';
import { requestRow } from '../../test/request-factories';
import { merchant } from '../../test/request-setup';
import {
  buildWebhookApp,
  deliver,
  deliverAndProcess,
  processPendingWebhooks,
} from '../../test/shopify-webhooks-kit';
import { embeddedDb } from '../../test/test-db';

describe.each(embeddedDb)('Shopify webhook topics (%s)', (kind) => {
  // Self-hosted: every topic is followed (the plan gates: billing/plan-gates.routes.test.ts).
  const t = useTestApp(kind, { billing: 'off' });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWebhookApp(t.deps);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** A return the customer requested in Shopify's customer accounts (the platform's returnRequest). */
  async function customerReturn(storeId: string, order: Order) {
    const line = order.line_items[0];
    if (!line) throw new Error('order without lines');
    return t.deps.platform.createReturn(storeId, {
      idempotencyKey: randomUUID(),
      orderId: order.id,
      status: 'requested',
      lineItems: [{ lineItemId: line.id, quantity: 1, reason: 'SIZE_TOO_SMALL', customerNote: 'Too tight' }],
    });
  }
  const requestOfReturn = async (storeId: string, returnId: string) => {
    const [row] = await t.database.db
      .select()
      .from(requests)
      .where(and(eq(requests.storeId, storeId), eq(requests.platformReturnId, returnId)));
    return row;
  };
  const eventTypes = async (requestId: string) =>
    (await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, requestId))).map(
      (e) => e.type,
    );

  it('returns/request: the customer’s Shopify return appears in the list as a shopify request, once', async () => {
    const m = await merchant(t);
    const ret = await customerReturn(m.store.id, await m.order());
    const d = {
      topic: 'returns/request',
      shop: m.store.domain,
      payload: { id: Number(ret.id), order: { id: 1 } },
    };
    await deliverAndProcess(app, t.deps, d);
    await deliverAndProcess(app, t.deps, d);
    const list = await m.call('POST', 'return-exchange/v1/filter-list', { status: 'all' });
    expect(list.statusCode).toBe(200);
    const rows = await t.database.db.select().from(requests).where(eq(requests.storeId, m.store.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      source: 'shopify',
      status: 'requested',
      platformReturnId: ret.id,
      kind: 'return',
    });
    expect(list.body).toContain(rows[0]?.id);
    const page = await m.call('GET', `return-exchange/v1/${rows[0]?.id}/common`);
    expect(page.json()).toMatchObject({
      source: 'shopify',
      items: [expect.objectContaining({ reason: 'Size was too small', comment: 'Too tight' })],
    });
  });

  it('returns/approve and returns/decline made in Shopify move the request; repeats change nothing', async () => {
    const m = await merchant(t);
    const approved = await customerReturn(m.store.id, await m.order());
    const declined = await customerReturn(m.store.id, await m.order(undefined, 1));
    for (const r of [approved, declined])
      await deliverAndProcess(app, t.deps, {
        topic: 'returns/request',
        shop: m.store.domain,
        payload: { id: r.id },
      });
    await t.deps.platform.approveReturn(m.store.id, { idempotencyKey: randomUUID(), returnId: approved.id });
    await t.deps.platform.declineReturn(m.store.id, {
      idempotencyKey: randomUUID(),
      returnId: declined.id,
      reason: 'FINAL_SALE',
      note: 'Final sale item',
    });
    for (let i = 0; i < 2; i++) {
      await deliverAndProcess(app, t.deps, {
        topic: 'returns/approve',
        shop: m.store.domain,
        payload: { id: approved.id },
      });
      await deliverAndProcess(app, t.deps, {
        topic: 'returns/decline',
        shop: m.store.domain,
        payload: { id: declined.id },
      });
    }
    const a = await requestOfReturn(m.store.id, approved.id);
    const d = await requestOfReturn(m.store.id, declined.id);
    expect(a?.status).toBe('approved');
    expect(d?.status).toBe('rejected');
    expect((await eventTypes(a?.id ?? '')).filter((e) => e === 'approved')).toHaveLength(1);
    expect((await eventTypes(d?.id ?? '')).filter((e) => e === 'rejected')).toHaveLength(1);
  });

  it('our own approval coming back as returns/approve is recognised, not applied twice', async () => {
    const m = await merchant(t);
    const ret = await customerReturn(m.store.id, await m.order());
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/request',
      shop: m.store.domain,
      payload: { id: ret.id },
    });
    const request = await requestOfReturn(m.store.id, ret.id);
    expect((await m.call('POST', `return-exchange/v1/${request?.id}/approve`, {})).statusCode).toBe(200);
    // Delivered before our approval reached Shopify: it waits for it and stays pending for a retry.
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/approve',
      shop: m.store.domain,
      payload: { id: ret.id },
    });
    const [waiting] = await t.database.db
      .select()
      .from(shopifyWebhooks)
      .where(eq(shopifyWebhooks.topic, 'returns/approve'));
    expect(waiting?.status).toBe('pending');
    await runPendingSideEffects(t.deps);
    expect((await t.deps.platform.getReturn(m.store.id, ret.id))?.status).toBe('OPEN');
    await processPendingWebhooks(t.deps);
    const after = await requestRow(t.database.db, request?.id ?? '');
    expect(after.status).toBe('approved');
    expect(after.needsAttention).toBe(false);
    expect((await eventTypes(after.id)).filter((e) => e === 'approved')).toHaveLength(1);
  });

  /** A request made the Shopify way: the customer's return, delivered as returns/request. */
  async function shopifyRequest(m: Awaited<ReturnType<typeof merchant>>, skip = 0) {
    const ret = await customerReturn(m.store.id, await m.order(undefined, skip));
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/request',
      shop: m.store.domain,
      payload: { id: ret.id },
    });
    const request = await requestOfReturn(m.store.id, ret.id);
    if (!request) throw new Error('no request for the return');
    return { ret, request };
  }

  it('refunds/create: a refund made in Shopify shows on the request as a Shopify refund, once', async () => {
    const m = await merchant(t);
    const { ret, request } = await shopifyRequest(m);
    const line = ret.return_line_items[0];
    const refund = await t.deps.platform.refund(m.store.id, {
      idempotencyKey: randomUUID(),
      orderId: request.orderId,
      returnId: ret.id,
      amount: '10.00',
      lineItems: line ? [{ lineItemId: line.line_item_id, quantity: 1 }] : [],
      note: 'Refunded at the till',
    });
    const d = {
      topic: 'refunds/create',
      shop: m.store.domain,
      payload: { id: refund.id, order_id: request.orderId },
    };
    await deliverAndProcess(app, t.deps, d);
    await deliverAndProcess(app, t.deps, { ...d, eventId: randomUUID() });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.requestId, request.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ origin: 'shopify', status: 'succeeded', platformRefundId: refund.id });
    expect(Number(rows[0]?.amount)).toBe(10);
    expect(await eventTypes(request.id)).toContain('refunded_in_shopify');
  });

  it('refunds/create after our refund failed: the Shopify refund replaces ours, which is never retried', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const made = await m.request({ refundMode: 'pay_to_source', status: 'received' }, order);
    const path = `return-exchange/v1/${made.id}`;
    await runPendingSideEffects(t.deps, { storeId: m.store.id });
    const { platformReturnId } = await requestRow(t.database.db, made.id);
    // The merchant refunded the whole order in Shopify's admin; its webhook is late.
    const platformOrder = await t.deps.platform.getOrder(m.store.id, order.id);
    const outside = await t.deps.platform.refund(m.store.id, {
      idempotencyKey: randomUUID(),
      orderId: order.id,
      ...(platformReturnId ? { returnId: platformReturnId } : {}),
      amount: platformOrder?.refundable_set.shop_money.amount ?? '0',
    });
    expect((await m.call('POST', `${path}/refund`, { mode: 'pay_to_source' })).statusCode).toBe(200);
    await runPendingSideEffects(t.deps, { storeId: m.store.id });
    expect((await m.call('GET', `${path}/common`)).json().shown_status).toBe('refund_failed');

    await deliverAndProcess(app, t.deps, {
      topic: 'refunds/create',
      shop: m.store.domain,
      payload: { id: outside.id, order_id: order.id },
    });
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.requestId, made.id));
    const shopify = rows.find((r) => r.origin === 'shopify');
    expect(rows.find((r) => r.origin === 'roundtrip')).toMatchObject({
      status: 'failed',
      replacedBy: shopify?.id,
    });
    const page = (await m.call('GET', `${path}/common`)).json();
    expect(page.shown_status).toBe('refunded');
    expect(page.allowed_actions).not.toContain('retry');
  });

  it('orders/cancelled flags the open requests of the order as needing attention', async () => {
    const m = await merchant(t);
    const { request: made } = await shopifyRequest(m);
    await deliverAndProcess(app, t.deps, {
      topic: 'orders/cancelled',
      shop: m.store.domain,
      payload: { id: Number(made.orderId), cancelled_at: '2026-11-01T09:00:00Z' },
    });
    const page = await m.call('GET', `return-exchange/v1/${made.id}/common`);
    expect(page.json()).toMatchObject({ needs_attention: true, status: 'requested' });
    expect(page.json().attention_error).toMatch(/cancelled in Shopify/);
  });

  it('fulfillments/update with a delivery date records it for the order’s eligibility', async () => {
    const m = await merchant(t);
    const order = await m.order((o) => o.fulfillments.some((f) => !f.delivered_at && f.status === 'success'));
    const f = order.fulfillments.find((x) => !x.delivered_at);
    const payload = {
      id: Number(f?.id),
      order_id: Number(order.id),
      status: 'success',
      shipment_status: 'delivered',
      updated_at: '2026-10-30T12:00:00Z',
    };
    await deliverAndProcess(app, t.deps, { topic: 'fulfillments/update', shop: m.store.domain, payload });
    const rows = await t.database.db
      .select()
      .from(orderDeliveries)
      .where(eq(orderDeliveries.storeId, m.store.id));
    expect(rows).toEqual([
      expect.objectContaining({
        orderId: order.id,
        fulfillmentId: f?.id,
        deliveredAt: new Date('2026-10-30T12:00:00Z'),
      }),
    ]);
  });

  it('app/uninstalled marks the store uninstalled and keeps its requests; later topics are dropped', async () => {
    const m = await merchant(t);
    const { request: made } = await shopifyRequest(m);
    await deliverAndProcess(app, t.deps, {
      topic: 'app/uninstalled',
      shop: m.store.domain,
      payload: { id: 1 },
    });
    const [store] = await t.database.db.select().from(stores).where(eq(stores.id, m.store.id));
    expect(store?.uninstalledAt).not.toBeNull();
    expect((await requestRow(t.database.db, made.id)).id).toBe(made.id);
    const late = await deliver(app, { topic: 'orders/cancelled', shop: m.store.domain, payload: { id: 1 } });
    expect(late.json()).toEqual({ status: 'ignored' });
  });
});
