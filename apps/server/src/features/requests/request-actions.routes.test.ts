import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrationLogs, refunds, requestEvents, sideEffects } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

describe.each(dbKinds)('request actions on %s', (kind) => {
  const t = useTestApp(kind);

  it('walks a return from approval to refund and archive, once on the platform', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({ qty: 1 }, order);
    // The shopper's "we received it" and the merchant's "new request" (docs/emails.md).
    await runPendingSideEffects(t.deps);
    const approved = await m.call('POST', `return-exchange/v1/${r.id}/approve`, {
      method: 'courier',
      courier: 'sandbox',
    });
    expectStatus(approved, 200);
    expect(approved.json()).toMatchObject({ status: 'approved', tracking: { courier: 'sandbox' } });
    // create_return, create_shipment and the shopper's email
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const afterApprove = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(afterApprove.platform_return_id).toBeTruthy();
    expect(afterApprove.tracking.number).toMatch(/^SAN\d{12}$/);
    const ret = await t.deps.platform.getReturn(m.store.id, afterApprove.platform_return_id);
    expect(ret?.status).toBe('OPEN');

    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/in-transit`, {
        tracking_company: 'Delhivery',
        tracking_number: 'AWB1',
      }),
      200,
    );
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/receive`, {}), 200);
    const [item] = afterApprove.items;
    const inspected = await m.call('POST', `return-exchange/v1/${r.id}/inspect`, {
      items: [{ item_id: item.id, restock: 1 }],
    });
    expectStatus(inspected, 200);
    expect(inspected.json().items[0].counters).toMatchObject({ approved: 1, received: 1, restocked: 1 });
    const ceiling = inspected.json().price.refundable_now;
    expect(Number(ceiling)).toBeGreaterThan(0);
    const refunded = await m.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'pay_to_source',
      idempotency_key: 'refund-click-1',
    });
    expectStatus(refunded, 200);
    expect(refunded.json()).toMatchObject({
      status: 'refunded',
      refunds: [{ status: 'pending', amount: expect.any(String) }],
    });
    expect(Number(refunded.json().refunds[0].amount)).toBe(Number(ceiling));
    await runPendingSideEffects(t.deps);

    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail.refunds[0].status).toBe('succeeded');
    expect(detail.price.refundable_now).toBe('0.00');
    expect((await t.deps.platform.getReturn(m.store.id, detail.platform_return_id))?.status).toBe('CLOSED');
    const platformOrder = await t.deps.platform.getOrder(m.store.id, order.id);
    expect(platformOrder?.refunds).toHaveLength(1);
    expect(detail.timeline.map((e: { type: string }) => e.type)).toEqual([
      'created',
      'approved',
      'in_transit',
      'received',
      'inspected',
      'refunded',
    ]);

    const shopify = (await m.call('GET', `shopify-log/v1/${r.id}`)).json();
    expect(shopify.docs.map((d: { effect: string }) => d.effect).sort()).toEqual([
      'create_return',
      'dispose_items',
    ]);
    expect((await m.call('GET', `refund-log/v1/${r.id}`)).json().docs).toHaveLength(1);
    expect((await m.call('GET', `logistic-log/v1/${r.id}`)).json().docs).toHaveLength(1);
    expect((await m.call('GET', `wms-log/v1/${r.id}`)).json().docs).toHaveLength(0);

    expect((await m.call('POST', `return-exchange/v1/${r.id}/archive`, {})).json()).toMatchObject({
      status: 'archived',
      archived: true,
    });
    expect((await m.call('POST', `return-exchange/v1/${r.id}/unarchive`, {})).json()).toMatchObject({
      status: 'refunded',
      archived: false,
    });
  });

  it('refuses every forbidden transition with 409 and the current status', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const bodies: Record<string, unknown> = {
      refund: { mode: 'others' },
      receive: {},
      inspect: { items: [{ item_id: '00000000-0000-4000-8000-000000000000', restock: 1 }] },
      'in-transit': { tracking_company: 'X', tracking_number: '1' },
      archive: {},
      unarchive: {},
      exchange: {},
    };
    for (const [action, body] of Object.entries(bodies)) {
      const res = await m.call('POST', `return-exchange/v1/${r.id}/${action}`, body);
      expectStatus(res, 409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', fields: { status: 'requested' } });
    }
    expectStatus(
      await m.call('POST', `return-exchange/v1/${r.id}/reject`, { reason: 'Outside the window' }),
      200,
    );
    const again = await m.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    expectStatus(again, 409);
    expect(again.json()).toEqual({
      code: 'CONFLICT',
      message: 'This request is already rejected',
      fields: { status: 'rejected' },
    });
    const events = await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, r.id));
    expect(events.map((e) => e.type)).toEqual(['created', 'rejected']);
    expect(events[1]).toMatchObject({ customerVisible: true, message: 'Outside the window' });
  });

  it('enables a rejected request again, and only a rejected or cancelled one', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const early = await m.call('POST', `return-exchange/v1/${r.id}/enable`, {});
    expectStatus(early, 409);
    expect(early.json().message).toBe(
      'Only a rejected or cancelled request can be enabled (this one is requested)',
    );
    await m.call('POST', `return-exchange/v1/${r.id}/reject`, { reason: 'Photos missing' });
    const rejected = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(rejected.allowed_actions).toContain('enable');
    const enabled = await m.call('POST', `return-exchange/v1/${r.id}/enable`, {});
    expectStatus(enabled, 200);
    expect(enabled.json()).toMatchObject({ status: 'requested' });
    expect(enabled.json().allowed_actions).toContain('approve');
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    const events = await t.database.db.select().from(requestEvents).where(eq(requestEvents.requestId, r.id));
    expect(events.map((e) => e.type)).toEqual(['created', 'rejected', 'enabled', 'approved']);
  });

  it('refuses enable to staff without the approve permission', async () => {
    const m = await merchant(t, { permissions: ['request.all.view', 'request.reject'] });
    const r = await m.request();
    await m.call('POST', `return-exchange/v1/${r.id}/reject`, { reason: 'No' });
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/enable`, {}), 403);
  });

  it('does an action once for a repeated idempotency key, and one of two concurrent approvals wins', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const a = await m.call('POST', `return-exchange/v1/${r.id}/approve`, {
      idempotency_key: 'click-approve-1',
    });
    const b = await m.call('POST', `return-exchange/v1/${r.id}/approve`, {
      idempotency_key: 'click-approve-1',
    });
    expectStatus(a, 200);
    expectStatus(b, 200);
    const effects = await t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id));
    // One approval: one return and one email, beside the two emails of the request's creation.
    expect(effects.map((e) => e.effect).sort()).toEqual([
      'create_return',
      'notify_customer',
      'notify_customer',
      'notify_customer',
    ]);

    const r2 = await m.request({}, await m.order(undefined, 1));
    const results = await Promise.all([
      m.call('POST', `return-exchange/v1/${r2.id}/approve`, {}),
      m.call('POST', `return-exchange/v1/${r2.id}/approve`, {}),
    ]);
    expect(results.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const lost = results.find((x) => x.statusCode === 409);
    expect(lost?.json()).toMatchObject({
      message: 'This request is already approved',
      fields: { status: 'approved' },
    });
    // One approval's return and email, beside the two emails of the request's creation.
    expect(
      await t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, r2.id)),
    ).toHaveLength(4);
  });

  it('never refunds more than core pricing allows, even twice at once', async () => {
    const m = await merchant(t);
    const r = await m.request();
    await m.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    const received = (await m.call('POST', `return-exchange/v1/${r.id}/receive`, {})).json();
    const ceiling = Number(received.price.refundable_now);
    const over = await m.call('POST', `return-exchange/v1/${r.id}/refund`, {
      mode: 'others',
      amount: (ceiling + 0.01).toFixed(2),
    });
    expectStatus(over, 409);
    expect(over.json().message).toMatch(/cannot be more than/);
    const bank = await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'bank_transfer' });
    expectStatus(bank, 400);
    expect(bank.json().fields).toEqual({ reference: 'Please enter the payout reference' });
    const both = await Promise.all([
      m.call('POST', `return-exchange/v1/${r.id}/refund`, {
        mode: 'bank_transfer',
        reference: 'UTR-1',
        amount: ceiling.toFixed(2),
      }),
      m.call('POST', `return-exchange/v1/${r.id}/refund`, {
        mode: 'bank_transfer',
        reference: 'UTR-2',
        amount: ceiling.toFixed(2),
      }),
    ]);
    expect(both.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.requestId, r.id));
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]?.amount)).toBe(ceiling);
    expect(rows[0]).toMatchObject({ status: 'succeeded', mode: 'bank_transfer' });
  });

  it('answers 403 to a staff user without the permission and changes nothing', async () => {
    const m = await merchant(t, { permissions: ['request.all.view'] });
    const r = await m.request();
    for (const [action, body] of [
      ['approve', {}],
      ['reject', { reason: 'no' }],
      ['refund', { mode: 'others' }],
      ['archive', {}],
      ['receive', {}],
    ] as const) {
      const res = await m.call('POST', `return-exchange/v1/${r.id}/${action}`, body);
      expectStatus(res, 403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    expectStatus(await m.call('PUT', `return-exchange/v1/${r.id}/notes`, { notes: 'x' }), 403);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/comments`, { message: 'x' }), 403);
    expectStatus(await m.call('GET', `return-exchange/v1/${r.id}/common`), 200);
    const page = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(page).toMatchObject({ status: 'requested', allowed_actions: [] });
    // The page shows what the request allows but the member may not do, with the permission it needs.
    expect(page.blocked_actions).toEqual(
      expect.arrayContaining([
        { action: 'approve', permission: 'request.approve' },
        { action: 'reject', permission: 'request.reject' },
      ]),
    );
  });

  it('leaves a request needing attention when a job keeps failing, and retries it from the page', async () => {
    const m = await merchant(t);
    const r = await m.request();
    // The shopper's "we received it" and the merchant's "new request" (docs/emails.md).
    await runPendingSideEffects(t.deps);
    await m.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    const down = {
      ...t.deps.platform,
      createReturn: async () => {
        throw new Error('Platform unavailable (503)');
      },
    };
    // The approval email goes out; the platform call does not.
    expect((await runPendingSideEffects({ ...t.deps, platform: down })).sort()).toEqual([
      'retry',
      'succeeded',
    ]);
    expect(await runPendingSideEffects({ ...t.deps, platform: down }, { final: true })).toEqual(['failed']);
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(detail).toMatchObject({ needs_attention: true, attention_error: 'Platform unavailable (503)' });
    expect(detail.allowed_actions).toContain('retry');
    const logs = await t.database.db
      .select()
      .from(integrationLogs)
      .where(and(eq(integrationLogs.requestId, r.id), eq(integrationLogs.kind, 'shopify')));
    expect(logs.map((l) => [l.attempt, l.outcome])).toEqual([
      [1, 'failed'],
      [2, 'failed'],
    ]);
    const listed = (
      await m.call('POST', 'return-exchange/v1/filter-list', { status: 'needs_attention' })
    ).json();
    expect(listed.docs.map((d: { id: string }) => d.id)).toEqual([r.id]);

    const retried = await m.call('POST', `return-exchange/v1/${r.id}/retry`, {});
    expectStatus(retried, 200);
    expect(retried.json().needs_attention).toBe(false);
    // The return, and the merchant's "needs attention" email written when it failed.
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded', 'succeeded']);
    expect((await m.call('GET', `return-exchange/v1/${r.id}/common`)).json().platform_return_id).toBeTruthy();
  });

  it('a crash between the platform call and the database write loses nothing and does nothing twice', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const r = await m.request({}, order);
    // The shopper's "we received it" and the merchant's "new request" (docs/emails.md).
    await runPendingSideEffects(t.deps);
    const real = t.deps.platform;
    // The platform call succeeds, then the worker dies before recording it.
    const crashing = {
      ...real,
      createReturn: async (...a: Parameters<typeof real.createReturn>) => {
        await real.createReturn(...a);
        throw new Error('worker killed');
      },
      refund: async (...a: Parameters<typeof real.refund>) => {
        await real.refund(...a);
        throw new Error('worker killed');
      },
    };
    await m.call('POST', `return-exchange/v1/${r.id}/approve`, {});
    expect((await runPendingSideEffects({ ...t.deps, platform: crashing })).sort()).toEqual([
      'retry',
      'succeeded',
    ]);
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded']);
    await m.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    await m.call('POST', `return-exchange/v1/${r.id}/refund`, { mode: 'pay_to_source' });
    // the refund crashes and the "received" email goes out; "refunded" waits for the refund
    expect((await runPendingSideEffects({ ...t.deps, platform: crashing })).sort()).toEqual([
      'retry',
      'succeeded',
    ]);
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded']);
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded']);
    const after = await real.getOrder(m.store.id, order.id);
    expect(after?.refunds).toHaveLength(1);
    const effects = await t.database.db
      .select()
      .from(sideEffects)
      .where(
        and(
          eq(sideEffects.requestId, r.id),
          eq(sideEffects.status, 'succeeded'),
          ne(sideEffects.effect, 'notify_customer'),
        ),
      );
    expect(effects).toHaveLength(2);
    const detail = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    const ret = await real.getReturn(m.store.id, detail.platform_return_id);
    expect(ret?.order_id).toBe(order.id);
    expect(detail.refunds).toMatchObject([{ status: 'succeeded' }]);
  });

  it('holds the exchange order until the return is received, then releases it', async () => {
    // Holding exchange orders is a Grow feature; the order takes the store's prefix and tags.
    const m = await merchant(t, {
      plan: 'grow_monthly',
      policy: { hold_exchange_orders: true, exchange_order_prefix: 'EX-', exchange_order_tags: ['swap'] },
    });
    const r = await m.request({ kind: 'exchange' });
    // The shopper's "we received it" and the merchant's "new request" (docs/emails.md).
    await runPendingSideEffects(t.deps);
    expect((await m.call('POST', `return-exchange/v1/${r.id}/approve`, {})).json().allowed_actions).toContain(
      'release_fulfillment',
    );
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    const held = (await m.call('GET', `return-exchange/v1/${r.id}/common`)).json();
    expect(held.exchange_order).toMatchObject({ held: true });
    const fos = await t.deps.platform.listFulfillmentOrders(m.store.id, held.exchange_order.id);
    expect(fos.every((f) => f.status === 'on_hold')).toBe(true);
    const exchangeOrder = await t.deps.platform.getOrder(m.store.id, held.exchange_order.id);
    expect(exchangeOrder?.name).toBe(`#EX-${r.orderName.replace('#', '')}`);
    expect(exchangeOrder?.tags).toEqual(expect.arrayContaining(['exchange', 'swap']));
    await m.call('POST', `return-exchange/v1/${r.id}/receive`, {});
    expect(await runPendingSideEffects(t.deps)).toEqual(['succeeded', 'succeeded']);
    const released = await t.deps.platform.listFulfillmentOrders(m.store.id, held.exchange_order.id);
    expect(released.some((f) => f.status === 'on_hold')).toBe(false);
    const done = await m.call('POST', `return-exchange/v1/${r.id}/exchange`, {});
    expect(done.json()).toMatchObject({ status: 'exchanged', exchange_order: { held: false } });
    expectStatus(await m.call('POST', 'release-fulfillment', { request_id: r.id }), 409);
  });

  it('edits the address, contact and notes, and posts and deletes comments', async () => {
    const m = await merchant(t);
    const r = await m.request();
    const address = {
      first_name: 'Asha',
      address_line_1: '12 MG Road',
      city: 'Pune',
      country: 'India',
      postal_code: '411001',
    };
    expect(
      (await m.call('PUT', `return-exchange/v1/${r.id}/address`, { address })).json().address,
    ).toMatchObject(address);
    const contact = await m.call('PUT', `return-exchange/v1/${r.id}/contact`, {
      email: 'asha@example.com',
      phone: { dial_code: '+91', number: '987-654-3210' },
    });
    expect(contact.json().customer).toMatchObject({ email: 'asha@example.com', phone_dial_code: '+91' });
    expectStatus(
      await m.call('PUT', `return-exchange/v1/${r.id}/contact`, { email: 'nope', phone: null }),
      400,
    );
    expect(
      (await m.call('PUT', `return-exchange/v1/${r.id}/notes`, { notes: 'Call first' })).json().notes,
    ).toBe('Call first');
    const c = await m.call('POST', `return-exchange/v1/${r.id}/comments`, {
      message: 'We got your parcel',
      customer_visible: true,
    });
    expectStatus(c, 200);
    expect((await m.call('GET', `return-exchange/v1/${r.id}/common`)).json().comments).toHaveLength(1);
    expectStatus(await m.call('DELETE', `return-exchange/v1/${r.id}/comments/${c.json().id}`), 200);
    expectStatus(await m.call('DELETE', `return-exchange/v1/${r.id}/comments/${c.json().id}`), 404);
    expect((await m.call('GET', `return-exchange/v1/${r.id}/common`)).json().comments).toHaveLength(0);
  });
});
