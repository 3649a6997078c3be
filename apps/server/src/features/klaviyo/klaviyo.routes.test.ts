import type { KlaviyoView } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { startKlaviyoFake } from '../../test/klaviyo-fake/klaviyo-fake';
import { expectStatus, merchant } from '../../test/request-setup';
import { runWebhookJob } from '../../webhooks-out/webhook-jobs';

const API_KEY = 'pk_0123456789abcdef0123456789abcdef01';
const klaviyo = await startKlaviyoFake(API_KEY);

describe('Klaviyo (spec 2): request events as Klaviyo events through the webhook pipeline', () => {
  // The fake listens on loopback, which the operator allows for local testing only.
  const t = useTestApp('pglite', {
    integrationOrigins: { klaviyo: klaviyo.origin },
    webhooksAllowLoopback: true,
  });
  afterAll(() => klaviyo.close());

  it('connects with a private key, sends an approval once across a 503 retry, and disconnects', async () => {
    const m = await merchant(t);
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
    expect(connected.json()).toMatchObject({ connected: true, enabled: true, key_last4: 'ef01' });
    expect(connected.body).not.toContain(API_KEY);
    expect(await listed()).toBe('connected');
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.storeId, m.store.id), eq(webhookEndpoints.kind, 'klaviyo')));
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

    expect(klaviyo.calls).toEqual([
      { status: 503, uniqueId: delivery.id },
      { status: 202, uniqueId: delivery.id },
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
});
