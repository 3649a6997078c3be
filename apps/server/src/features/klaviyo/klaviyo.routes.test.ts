import type { KlaviyoView } from '@roundtrip/core';
import { WEBHOOK_TOPICS } from '@roundtrip/core/webhooks';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { runWebhookJob } from '../../jobs/webhook-deliveries';
import { type TestApp, useTestApp } from '../../test/build-test-app';
import { startKlaviyoFake } from '../../test/klaviyo-fake/klaviyo-fake';
import { expectStatus, merchant } from '../../test/request-setup';

const API_KEY = 'pk_0123456789abcdef0123456789abcdef01';
const UNKNOWN_KEY = 'pk_ffffffffffffffffffffffffffffffff99';
const SCOPELESS_KEY = 'pk_eventsonly0123456789abcdef0123456';
const klaviyo = await startKlaviyoFake(API_KEY, [SCOPELESS_KEY]);
const GROW = { plan: 'Grow Monthly' };
afterAll(() => klaviyo.close());

/** The Klaviyo connection row of a store. */
async function connectionRow(t: TestApp, storeId: string) {
  const [row] = await t.database.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.storeId, storeId), eq(webhookEndpoints.kind, 'klaviyo')));
  return row ?? null;
}

describe('Klaviyo: request events as Klaviyo events through the webhook pipeline', () => {
  // The fake listens on loopback, which the operator allows for local testing only.
  const t = useTestApp('pglite', {
    integrationOrigins: { klaviyo: klaviyo.origin },
    webhooksAllowLoopback: true,
  });

  it('connects with a private key, sends an approval once across a 503 retry, and disconnects', async () => {
    const m = await merchant(t, GROW);
    const callsBefore = klaviyo.calls.length;
    const state = async () => (await m.call('GET', 'klaviyo/v1')).json<KlaviyoView>();
    const listed = async () =>
      (await m.call('GET', 'integrations/v1/list'))
        .json<{ docs: { key: string; state: string }[] }>()
        .docs.find((d) => d.key === 'klaviyo')?.state;
    expect(await state()).toMatchObject({ connected: false });
    expect(await listed()).toBe('not_connected');

    const bad = await m.call('PUT', 'klaviyo/v1', { api_key: 'sk_live_nope' });
    expectStatus(bad, 400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { api_key: 'Enter a Klaviyo private API key (it starts with pk_)' },
    });
    const connected = await m.call('PUT', 'klaviyo/v1', { api_key: API_KEY });
    expectStatus(connected, 200);
    expect(connected.json()).toMatchObject({
      connected: true,
      enabled: true,
      key_last4: 'ef01',
      topics: [...WEBHOOK_TOPICS],
    });
    expect(connected.body).not.toContain(API_KEY);
    expect(await listed()).toBe('connected');
    const row = await connectionRow(t, m.store.id);
    if (!row) throw new Error('no Klaviyo connection saved');
    expect(row.secretSealed).not.toContain(API_KEY);
    // The key is not a webhook: the webhook routes neither list nor reveal it.
    expectStatus(await m.call('GET', `app-integration/v1/get-secret-key/${row.id}`), 404);
    expect((await m.call('GET', 'webhook/v1/list')).json()).toEqual({ docs: [] });

    const request = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${request.id}/approve`, {}), 200);
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.endpointId, row.id), eq(webhookDeliveries.topic, 'request.approved')));
    if (!delivery) throw new Error('no Klaviyo event queued');
    klaviyo.fail(503);
    expect((await runWebhookJob(t.deps, delivery.id, () => 0.5))?.kind).toBe('retry');
    expect(await runWebhookJob(t.deps, delivery.id, () => 0.5)).toEqual({ kind: 'delivered' });

    // The key checked once when saved, then only Create Event calls: the profile rides inside the event.
    const event = { method: 'POST', path: '/api/events/', uniqueId: delivery.id };
    expect(klaviyo.calls.slice(callsBefore)).toEqual([
      { method: 'GET', path: '/api/accounts/', status: 200, uniqueId: null },
      { ...event, status: 503 },
      { ...event, status: 202 },
    ]);
    expect(klaviyo.events).toHaveLength(1);
    expect(klaviyo.events[0]).toMatchObject({
      unique_id: delivery.id,
      metric: { data: { attributes: { name: 'Roundtrip request approved' } } },
      profile: { data: { attributes: { email: request.customerEmail } } },
      properties: { request_id: request.id, request_name: request.name, to_status: 'approved' },
    });
    const attempts = await t.database.db
      .select()
      .from(webhookAttempts)
      .where(eq(webhookAttempts.deliveryId, delivery.id));
    expect(attempts.map((a) => a.responseStatus).sort()).toEqual([202, 503]);

    expect((await m.call('DELETE', 'klaviyo/v1')).json()).toMatchObject({ connected: false });
    expect(await state()).toMatchObject({ connected: false, key_last4: null });
    expect(await listed()).toBe('not_connected');
  });

  it('checks the key with Klaviyo before saving: an unknown key or one without the scope is a field error', async () => {
    const m = await merchant(t, GROW);
    const unknown = await m.call('PUT', 'klaviyo/v1', { api_key: UNKNOWN_KEY });
    expectStatus(unknown, 400);
    expect(unknown.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { api_key: 'Klaviyo does not accept this key: copy the private key again' },
    });
    const scopeless = await m.call('PUT', 'klaviyo/v1', { api_key: SCOPELESS_KEY });
    expectStatus(scopeless, 400);
    expect(scopeless.json().fields.api_key).toBe(
      'Klaviyo refused this key: give it the accounts:read and events:write scopes',
    );
    expect(klaviyo.calls.slice(-2).map((c) => [c.path, c.status])).toEqual([
      ['/api/accounts/', 401],
      ['/api/accounts/', 403],
    ]);
    expect(await connectionRow(t, m.store.id)).toBeNull();
    expect((await m.call('GET', 'klaviyo/v1')).json()).toMatchObject({ connected: false });
  });

  it('is a Grow feature with billing on: a free store gets 403 and Klaviyo is not asked', async () => {
    const m = await merchant(t);
    const before = klaviyo.calls.length;
    const refused = await m.call('PUT', 'klaviyo/v1', { api_key: API_KEY });
    expectStatus(refused, 403);
    expect(refused.json()).toMatchObject({ code: 'PLAN_REQUIRED', message: 'Klaviyo needs the Grow plan' });
    expect(klaviyo.calls.length).toBe(before);
    expect(await connectionRow(t, m.store.id)).toBeNull();
  });

  it('sends only the topics the merchant chose, and keeps the choice when the key is replaced', async () => {
    const m = await merchant(t, GROW);
    const chosen = ['request.created', 'request.refunded'];
    const saved = await m.call('PUT', 'klaviyo/v1', { api_key: API_KEY, topics: chosen });
    expectStatus(saved, 200);
    expect(saved.json().topics).toEqual(chosen);
    const wrong = await m.call('PUT', 'klaviyo/v1', { api_key: API_KEY, topics: [] });
    expectStatus(wrong, 400);
    expect(wrong.json().fields).toEqual({ topics: 'Choose at least one event to send' });
    expect((await m.call('PUT', 'klaviyo/v1', { api_key: API_KEY })).json().topics).toEqual(chosen);

    const request = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${request.id}/approve`, {}), 200);
    const row = await connectionRow(t, m.store.id);
    const queued = await t.database.db
      .select({ topic: webhookDeliveries.topic })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, row?.id ?? ''));
    expect(queued.map((d) => d.topic)).toEqual(['request.created']);
  });
});

describe('Klaviyo on a self-hosted server (billing off)', () => {
  const t = useTestApp('pglite', { integrationOrigins: { klaviyo: klaviyo.origin }, billing: 'off' });

  it('connects a store on any plan: every feature is on', async () => {
    const m = await merchant(t);
    const connected = await m.call('PUT', 'klaviyo/v1', { api_key: API_KEY });
    expectStatus(connected, 200);
    expect(connected.json()).toMatchObject({ connected: true, enabled: true });
  });
});
