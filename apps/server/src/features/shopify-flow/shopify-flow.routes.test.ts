import { flowTriggerHandle } from '@roundtrip/core/shopify-flow';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requestEvents, sideEffects } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { createStore, createUser } from '../../test/factories';
import { requestRow, submitPortalRequest } from '../../test/request-factories';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { fakeFlowTriggers } from '../../test/shopify-fake/fake-flow';
import { buildWebhookApp, signBody } from '../../test/shopify-webhooks-kit';
import { dbKinds } from '../../test/test-db';

// Shopify Flow against the fake Admin API: triggers as flowTriggerReceive calls the fake checks against
// the app's trigger extensions, and action runs signed as Flow signs them, sent to the real endpoints.
describe.each(dbKinds)('Shopify Flow (%s)', (kind) => {
  const t = useShopifyTestApp(kind);
  let flow: FastifyInstance;
  beforeAll(async () => {
    flow = await buildWebhookApp(t.deps);
  });
  afterAll(async () => {
    await flow?.close();
  });

  const post = (path: string, body: object, secret?: string) => {
    const raw = JSON.stringify(body);
    return flow.inject({
      method: 'POST',
      url: `/api/flow/v1/${path}`,
      headers: { 'content-type': 'application/json', 'x-shopify-hmac-sha256': signBody(raw, secret) },
      payload: raw,
    });
  };
  const lifecycle = (trigger: string, enabled: boolean, timestamp = '2026-11-01T09:00:00.000Z') =>
    post('trigger-lifecycle', {
      flow_trigger_definition_id: trigger,
      has_enabled_flow: enabled,
      shop_id: 690933842,
      shopify_domain: t.shop,
      timestamp,
    });
  let runs = 0;
  const runAction = (handle: string, properties: object, runId = `run-${++runs}`, shop = t.shop) =>
    post('actions', {
      shop_id: '690933842',
      shopify_domain: shop,
      action_run_id: runId,
      action_definition_id: handle,
      handle,
      properties,
    });
  const platformOrder = async () => {
    const order = await t.deps.platform.getOrder(t.store.id, String(t.order.id));
    if (!order) throw new Error('the seeded order is not in the fake');
    return order;
  };
  const sent = () => fakeFlowTriggers(t.fake.shop(t.shop));
  const payloadOf = (event: 'created' | 'approved' | 'refunded' | 'rejected') =>
    sent().find((s) => s.handle === flowTriggerHandle(event))?.payload;
  const eventsOf = async (requestId: string, type: string) =>
    t.database.db
      .select()
      .from(requestEvents)
      .where(and(eq(requestEvents.requestId, requestId), eq(requestEvents.type, type)));

  beforeEach(() => {
    sent().length = 0;
  });

  describe('triggers', () => {
    it('each lifecycle event of a request sends its trigger once, with the documented payload', async () => {
      for (const event of ['created', 'approved', 'received', 'refunded', 'rejected'])
        expect((await lifecycle(flowTriggerHandle(event as 'created'), true)).json()).toEqual({
          status: 'recorded',
        });
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      expect((await t.call('POST', `return-exchange/v1/${r.id}/approve`, {})).statusCode).toBe(200);
      await runPendingSideEffects(t.deps);
      const approved = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
      await t.call('POST', `return-exchange/v1/${r.id}/receive`, {});
      await t.call('POST', `return-exchange/v1/${r.id}/inspect`, {
        items: [{ item_id: approved.items[0].id, restock: 1 }],
      });
      const refunded = await t.call('POST', `return-exchange/v1/${r.id}/refund`, {
        mode: 'pay_to_source',
        amount: '900.00',
        idempotency_key: 'refund-click-1',
      });
      expect(refunded.statusCode).toBe(200);
      await runPendingSideEffects(t.deps);
      await runPendingSideEffects(t.deps);

      // Once each (the outbox sends the effects of one instant in any order).
      expect(
        sent()
          .map((s) => s.handle)
          .sort(),
      ).toEqual([
        'roundtrip-request-approved',
        'roundtrip-request-created',
        'roundtrip-request-received',
        'roundtrip-request-refunded',
      ]);
      const row = await requestRow(t.database.db, r.id);
      expect(payloadOf('created')).toEqual({
        order_id: t.order.id,
        'Request ID': r.id,
        'Request name': row.name,
        'Request kind': 'return',
        'Request status': 'requested',
        'Customer ID': row.customerId ? `gid://shopify/Customer/${row.customerId}` : '',
        'Refund amount': Number(row.refundAmount),
        'Amount due': 0,
        Currency: 'INR',
      });
      expect(payloadOf('approved')).toMatchObject({ 'Request status': 'approved' });
      expect(payloadOf('refunded')).toMatchObject({ 'Request status': 'refunded', 'Refund amount': 900 });

      const other = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      const rejected = await t.call('POST', `return-exchange/v1/${other.id}/reject`, {
        reason: 'Worn and washed',
      });
      expect(rejected.json()).toMatchObject({ status: 'rejected' });
      await runPendingSideEffects(t.deps);
      expect(payloadOf('rejected')).toMatchObject({ 'Request ID': other.id, Reason: 'Worn and washed' });
    });

    it('a trigger no workflow uses is not sent, and a late callback never turns one back on', async () => {
      await lifecycle('roundtrip-request-created', true, '2026-11-01T09:00:00.000Z');
      expect(
        (await lifecycle('roundtrip-request-created', false, '2026-11-01T09:05:00.000Z')).json(),
      ).toEqual({
        status: 'recorded',
      });
      // Delivered late: older than what is recorded.
      expect((await lifecycle('roundtrip-request-created', true, '2026-11-01T09:01:00.000Z')).json()).toEqual(
        {
          status: 'stale',
        },
      );
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      await runPendingSideEffects(t.deps);
      expect(sent()).toEqual([]);
      const queued = await t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, r.id));
      expect(queued.map((e) => e.effect)).not.toContain('flow_trigger');
    });

    it('a lifecycle callback with a wrong signature is refused and records nothing', async () => {
      const raw = await post(
        'trigger-lifecycle',
        {
          flow_trigger_definition_id: 'roundtrip-request-created',
          has_enabled_flow: true,
          shop_id: 1,
          shopify_domain: t.shop,
          timestamp: '2026-11-01T09:00:00.000Z',
        },
        'not-the-app-secret',
      );
      expect(raw.statusCode).toBe(401);
      await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      await runPendingSideEffects(t.deps);
      expect(sent()).toEqual([]);
    });
  });

  describe('actions', () => {
    it('refuses a run with a bad signature (401) and leaves the request as it was', async () => {
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      const raw = JSON.stringify({
        shop_id: '1',
        shopify_domain: t.shop,
        action_run_id: 'forged',
        handle: 'roundtrip-approve-request',
        properties: { request_id: r.id },
      });
      const res = await flow.inject({
        method: 'POST',
        url: '/api/flow/v1/actions',
        headers: {
          'content-type': 'application/json',
          'x-shopify-hmac-sha256': signBody(raw, 'forged-secret'),
        },
        payload: raw,
      });
      expect(res.statusCode).toBe(401);
      expect((await requestRow(t.database.db, r.id)).status).toBe('requested');
    });

    it('approves as the desk does, naming Shopify Flow; the same run twice acts once', async () => {
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      const first = await runAction('roundtrip-approve-request', { request_id: r.id }, 'run-approve-1');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ status: 'done' });
      const again = await runAction('roundtrip-approve-request', { request_id: r.id }, 'run-approve-1');
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ status: 'already_done' });

      const detail = (await t.call('GET', `return-exchange/v1/${r.id}/common`)).json();
      expect(detail.status).toBe('approved');
      expect(detail.timeline.filter((e: { type: string }) => e.type === 'approved')).toEqual([
        expect.objectContaining({ actor_type: 'system', actor_id: 'Shopify Flow' }),
      ]);
      // The desk's approval: the return is created on Shopify by the outbox.
      await runPendingSideEffects(t.deps);
      expect(t.fake.shop(t.shop).calls.map((c) => c.mutation)).toContain('returnCreate');
    });

    it('rejects with the reason the shopper reads, and finds a request by its name', async () => {
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      const res = await runAction('roundtrip-reject-request', {
        request_id: r.name,
        reason: 'Past the window',
      });
      expect(res.statusCode).toBe(200);
      expect((await requestRow(t.database.db, r.id)).status).toBe('rejected');
      expect(await eventsOf(r.id, 'rejected')).toEqual([
        expect.objectContaining({ message: 'Past the window', actorId: 'Shopify Flow' }),
      ]);
      // Rejected already: the state machine refuses a second rejection (a 4xx Flow shows the merchant).
      const twice = await runAction('roundtrip-reject-request', { request_id: r.id, reason: 'Again' });
      expect(twice.statusCode).toBe(409);
    });

    it('tags a request once under Flow retries', async () => {
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      for (let i = 0; i < 2; i++)
        expect(
          (await runAction('roundtrip-tag-request', { request_id: r.id, tag: 'vip' }, 'run-tag-1'))
            .statusCode,
        ).toBe(200);
      expect((await requestRow(t.database.db, r.id)).tags).toEqual(['vip']);
      expect(await eventsOf(r.id, 'tag')).toHaveLength(1);
    });

    it('a request of another shop is not found there (404), nor is an unknown shop', async () => {
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      const otherShop = `other-${t.shop}`;
      const other = await createStore(t.database.db, {
        domain: otherShop,
        platform: 'shopify',
        planName: 'grow_monthly',
      });
      await createUser(t.database.db, other.id);
      const res = await runAction(
        'roundtrip-approve-request',
        { request_id: r.id },
        'run-other-1',
        otherShop,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
      expect((await requestRow(t.database.db, r.id)).status).toBe('requested');
      const unknown = await runAction(
        'roundtrip-approve-request',
        { request_id: r.id },
        'run-x',
        'nobody.myshopify.com',
      );
      expect(unknown.statusCode).toBe(404);
    });

    it('answers 400 naming a missing property, so the merchant reads it in Flow', async () => {
      const r = await submitPortalRequest(t, t.store, await platformOrder(), { qty: 1 });
      const res = await runAction('roundtrip-reject-request', { request_id: r.id });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { reason: expect.any(String) } });
    });
  });
});
