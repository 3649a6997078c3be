import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, refunds, requestItems, requests } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import type { Order } from '../../platform/platform';
import type { TestApp } from '../../test/build-test-app';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

/** Paid, not shipped, with a customer: what a shopper may cancel. */
const unshipped = (o: Order) =>
  o.financial_status === 'paid' &&
  o.cancelled_at === null &&
  o.customer !== null &&
  o.fulfillments.length === 0 &&
  !o.payment_gateway_names.some((g) => /cod|cash/i.test(g));
const shipped = (o: Order) =>
  o.line_items.some((l) => l.fulfillable_quantity === 0) && o.cancelled_at === null;

async function sessionOf(t: TestApp, store: { domain: string }, order: Order): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer/v1/session-data',
    payload: { store: store.domain.split('.')[0], order_number: order.name, contact: order.email ?? '' },
  });
  expectStatus(res, 201);
  return res.json().session_id;
}

const cancel = (
  t: TestApp,
  sessionId: string,
  items: { line_item_id: string; quantity: number }[],
  key = randomUUID(),
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer/v1/cancellations',
    headers: { 'idempotency-key': key },
    payload: { session_id: sessionId, items },
  });

describe.each(dbKinds)('cancelling items that have not shipped on the demo store (%s)', (kind) => {
  const t = useTestApp(kind);

  it('cancels one unshipped line: the demo platform refunds what it computed and the request is refunded', async () => {
    const m = await merchant(t, { policy: { cancel_unfulfilled: true }, orders: 80 });
    const order = await m.order((o) => unshipped(o) && o.line_items.length >= 2);
    const session = await sessionOf(t, m.store, order);
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/cancellable-items?session=${session}`,
    });
    expectStatus(offered, 200);
    expect(offered.json().offered).toBe(true);
    const line = order.line_items[0];
    if (!line) throw new Error('no line');

    const made = await cancel(t, session, [{ line_item_id: line.id, quantity: line.quantity }]);
    expectStatus(made, 201);
    expect(made.json()).toMatchObject({ kind: 'cancellation', status: 'requested' });
    await runPendingSideEffects(t.deps);

    const after = await t.deps.platform.getOrder(m.store.id, order.id);
    const platformRefund = after?.refunds.at(-1);
    expect(platformRefund?.refund_line_items).toMatchObject([
      { line_item_id: line.id, quantity: line.quantity, restock_type: 'cancel' },
    ]);
    expect(after?.line_items.find((l) => l.id === line.id)?.fulfillable_quantity).toBe(0);
    expect(after?.cancelled_at).toBeNull();

    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, made.json().id));
    expect(request).toMatchObject({ kind: 'cancellation', status: 'refunded' });
    const [record] = await t.database.db.select().from(refunds).where(eq(refunds.requestId, made.json().id));
    // The refund equals what the platform computed, not a figure of ours.
    expect(record).toMatchObject({
      status: 'succeeded',
      mode: 'pay_to_source',
      amount: Number(platformRefund?.total_refunded_set.shop_money.amount).toFixed(3),
      platformRefundId: platformRefund?.id,
    });
    expect(Number(record?.amount)).toBeGreaterThan(0);
    const [item] = await t.database.db
      .select()
      .from(requestItems)
      .where(eq(requestItems.requestId, made.json().id));
    expect(item).toMatchObject({ requestedQty: line.quantity, refundedQty: line.quantity });
    const [email] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, made.json().id), eq(notifications.kind, 'items_cancelled')));
    expect(email?.recipient).toBe(order.email);

    // The shopper's page: refunded, with the refund done.
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/requests/${made.json().id}?session=${session}`,
    });
    expect(view.json()).toMatchObject({
      status: 'refunded',
      refunds: [{ state: 'done', mode: 'pay_to_source' }],
    });

    // The cancelled units are no longer offered, and asking again is refused.
    const again = await cancel(t, session, [{ line_item_id: line.id, quantity: 1 }]);
    expectStatus(again, 409);
    expect(again.json().reason).toEqual({ code: 'CANCEL_ITEM_SHIPPED' });
  });

  it('cancels the whole order when every unit is cancelled: the order is cancelled and everything paid comes back', async () => {
    const m = await merchant(t, { policy: { cancel_unfulfilled: true }, orders: 80 });
    const order = await m.order(unshipped);
    const session = await sessionOf(t, m.store, order);
    const made = await cancel(
      t,
      session,
      order.line_items.map((l) => ({ line_item_id: l.id, quantity: l.quantity })),
    );
    expectStatus(made, 201);
    await runPendingSideEffects(t.deps);
    const after = await t.deps.platform.getOrder(m.store.id, order.id);
    expect(after?.cancelled_at).not.toBeNull();
    expect(after?.financial_status).toBe('refunded');
    const [record] = await t.database.db.select().from(refunds).where(eq(refunds.requestId, made.json().id));
    expect(Number(record?.amount)).toBe(Number(order.refundable_set.shop_money.amount));
  });

  it('refuses a fulfilled item with a shopper message, and answers a repeated key with the first request', async () => {
    const m = await merchant(t, { policy: { cancel_unfulfilled: true }, orders: 80 });
    const order = await m.order(shipped);
    const line = order.line_items.find((l) => l.fulfillable_quantity === 0);
    if (!line) throw new Error('no shipped line');
    const session = await sessionOf(t, m.store, order);
    const refused = await cancel(t, session, [{ line_item_id: line.id, quantity: 1 }]);
    expectStatus(refused, 409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      reason: { code: 'CANCEL_ITEM_SHIPPED' },
      message:
        'This item has already shipped, so it can no longer be cancelled. You can return it once it arrives.',
    });
    const rows = await t.database.db.select().from(requests).where(eq(requests.storeId, m.store.id));
    expect(rows).toHaveLength(0);

    const other = await m.order((o) => unshipped(o) && o.id !== order.id);
    const otherSession = await sessionOf(t, m.store, other);
    const first = other.line_items[0];
    if (!first) throw new Error('no line');
    const key = randomUUID();
    const a = await cancel(t, otherSession, [{ line_item_id: first.id, quantity: 1 }], key);
    const b = await cancel(t, otherSession, [{ line_item_id: first.id, quantity: 1 }], key);
    expectStatus(b, 201);
    expect(b.json().id).toBe(a.json().id);
  });

  it('is refused when the store has not turned it on', async () => {
    const m = await merchant(t, { orders: 80 });
    const order = await m.order(unshipped);
    const session = await sessionOf(t, m.store, order);
    const offered = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/cancellable-items?session=${session}`,
    });
    expect(offered.json()).toEqual({ offered: false, items: [] });
    const line = order.line_items[0];
    const refused = await cancel(t, session, [{ line_item_id: line?.id ?? '', quantity: 1 }]);
    expectStatus(refused, 409);
    expect(refused.json().reason).toEqual({ code: 'CANCEL_OFF' });
  });
});
