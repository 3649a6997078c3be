import type { WebhookAttemptView, WebhookView } from '@roundtrip/core';
import { RETRY_DELAYS_SECONDS } from '@roundtrip/core/webhooks';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../../db/client';
import { notifications, returnLabels, webhookDeliveries, webhookEndpoints } from '../../db/schema';
import { runPendingSideEffects } from '../../jobs/run-side-effect';
import { runWebhookJob } from '../../jobs/webhook-deliveries';
import { useTestApp } from '../../test/build-test-app';
import { bearer, createUser, logInAs } from '../../test/factories';
import { expectStatus, merchant } from '../../test/request-setup';
import {
  loadDocsSnippet,
  signatureHeaders,
  startWebhookReceiver,
  type Verify,
} from '../../test/webhook-receiver';
import { applyTracking } from '../labels/apply-tracking';
import { runWorkflows } from '../workflows/run-workflows';

// The operator allows loopback (WEBHOOKS_ALLOW_LOOPBACK) so the receivers can be a local server.
const t = useTestApp('pglite', { webhooksAllowLoopback: true, billing: 'off' });
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let snippet: Verify;

/**
 * The docs snippet as a receiver runs it. Receivers refuse a webhook-timestamp more than five minutes
 * from their own clock, so it runs at the test's time (the seeded orders are returnable only near it).
 */
const verify: Verify = (body, headers, secret) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(t.clock.read());
  try {
    return snippet(body, headers, secret);
  } finally {
    vi.useRealTimers();
  }
};

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  snippet = await loadDocsSnippet();
});
afterAll(() => receiver.close());
beforeEach(() => {
  receiver.reset();
});

type Created = WebhookView & { secret: string };

/** A merchant whose endpoints (one receiver path each) are all subscribed before one request is approved. */
async function setUp() {
  const m = await merchant(t);
  const add = async (name: string, topics = ['request.approved']) => {
    const res = await m.call('POST', 'webhook/v1/create', { url: receiver.urlFor(name), topics });
    expectStatus(res, 200);
    return res.json<Created>();
  };
  /** The message queued for the endpoint when the request's event was written. */
  const deliveryOf = async (endpoint: Created) => {
    const [row] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    if (!row) throw new Error(`nothing queued for ${endpoint.url}`);
    return row;
  };
  const approveOne = async () => {
    const request = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${request.id}/approve`, {}), 200);
    return request;
  };
  const log = async (endpoint: Created) => {
    const got = await m.call('GET', `webhook-log/v1/get/${endpoint.id}`);
    expectStatus(got, 200);
    return got.json<{ docs: WebhookAttemptView[] }>().docs;
  };
  const view = async (endpoint: Created) =>
    (await m.call('GET', `app-integration/v1/webhook/${endpoint.id}`)).json<WebhookView>();
  return { m, add, deliveryOf, approveOne, log, view };
}

/** Runs the delivery's queued attempt as the worker would, on the test's clock, without jitter. */
const attempt = (deliveryId: string) => runWebhookJob(t.deps, deliveryId, () => 0.5);

/** The first thing the receiver at `name` got. */
function firstAt(name: string) {
  const [got] = receiver.at(name);
  if (!got) throw new Error(`nothing received at ${name}`);
  return got;
}

describe('outgoing webhooks', () => {
  it('signs request events so the docs snippet verifies them; after a rotation both secrets sign for 24 hours', async () => {
    const { m, add, deliveryOf, approveOne } = await setUp();
    const plain = await add('plain');
    const rotating = await add('rotating');
    const created = await add('created', ['request.created']);
    expect(plain.secret).toMatch(/^whsec_/);
    const rotated = await m.call('POST', `app-integration/v1/generate-secret-key/${rotating.id}`);
    expectStatus(rotated, 200);
    const fresh = rotated.json<{ secret: string; previous_secret_expires_at: string }>();
    expect(fresh.secret).not.toBe(rotating.secret);
    expect(fresh.previous_secret_expires_at).toBe(
      new Date(t.clock.read().getTime() + 86_400_000).toISOString(),
    );

    const request = await approveOne();
    const deliveries = await Promise.all([plain, rotating, created].map(deliveryOf));
    // Each job was queued with its event, in the event's transaction.
    const [jobs] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pgboss.job where name = 'webhook-delivery'`,
    );
    expect(jobs?.n).toBe(3);
    for (const d of deliveries) expect(await attempt(d.id)).toEqual({ kind: 'delivered' });

    const got = firstAt('plain');
    expect(verify(got.body, signatureHeaders(got), plain.secret)).toMatchObject({
      type: 'request.approved',
      data: { request_id: request.id, to_status: 'approved' },
    });
    expect(got.headers['webhook-id']).toBe(deliveries[0]?.id);
    const tampered = got.body.replace('"approved"', '"rejected"');
    expect(tampered).not.toBe(got.body);
    expect(() => verify(tampered, signatureHeaders(got), plain.secret)).toThrow();
    expect(
      verify(firstAt('created').body, signatureHeaders(firstAt('created')), created.secret),
    ).toMatchObject({ type: 'request.created' });
    const during = firstAt('rotating');
    expect(verify(during.body, signatureHeaders(during), rotating.secret)).toBeTruthy();
    expect(verify(during.body, signatureHeaders(during), fresh.secret)).toBeTruthy();
    const reveal = await m.call('GET', `app-integration/v1/get-secret-key/${plain.id}`);
    expect(reveal.json()).toEqual({ secret: plain.secret, previous_secret_expires_at: null });

    // A day later only the new secret signs.
    t.clock.advance(86_400_000 + 1000);
    await t.database.db
      .update(webhookDeliveries)
      .set({ status: 'pending' })
      .where(eq(webhookDeliveries.id, during.headers['webhook-id'] as string));
    await attempt(String(during.headers['webhook-id']));
    const after = receiver.at('rotating')[1];
    expect(String(after?.headers['webhook-signature']).split(' ')).toHaveLength(1);
  });

  it("sends events written outside the merchant's actions: a carrier's scan moves the request in transit", async () => {
    const { m, add, deliveryOf } = await setUp();
    const endpoint = await add('tracking', ['request.in_transit']);
    const request = await m.request({ method: 'pickup' });
    const approved = await m.call('POST', `return-exchange/v1/${request.id}/approve`, {
      method: 'courier',
      courier: 'sandbox',
    });
    expectStatus(approved, 200);
    await runPendingSideEffects(t.deps);
    const [label] = await t.database.db
      .select()
      .from(returnLabels)
      .where(eq(returnLabels.requestId, request.id));
    if (!label) throw new Error('no label was bought');
    await applyTracking(t.deps, label, 'in_transit');
    expect(await attempt((await deliveryOf(endpoint)).id)).toEqual({ kind: 'delivered' });
    const got = firstAt('tracking');
    expect(verify(got.body, signatureHeaders(got), endpoint.secret)).toMatchObject({
      type: 'request.in_transit',
      data: { request_id: request.id, from_status: 'approved', to_status: 'in_transit' },
    });
  });

  it('a workflow sends the approval to its chosen endpoint once, through the same log', async () => {
    const { m, add, log } = await setUp();
    const chosen = await add('chosen', ['request.created']);
    const created = await m.call('POST', 'workflow/v1', {
      name: 'Tell the ERP',
      trigger: 'approved',
      actions: [{ type: 'send_webhook', endpoint_id: chosen.id }],
    });
    expectStatus(created, 200);
    const request = await m.request();
    expectStatus(await m.call('POST', `return-exchange/v1/${request.id}/approve`, {}), 200);
    expect(await runWorkflows(t.deps)).toBe(1);
    expect(await runWorkflows(t.deps)).toBe(0);
    const sent = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.endpointId, chosen.id), eq(webhookDeliveries.topic, 'request.approved')),
      );
    expect(sent).toHaveLength(1);
    expect(await attempt(sent[0]?.id ?? '')).toEqual({ kind: 'delivered' });
    const got = receiver.at('chosen').find((r) => r.headers['webhook-id'] === sent[0]?.id);
    if (!got) throw new Error('the workflow sent nothing');
    expect(verify(got.body, signatureHeaders(got), chosen.secret)).toMatchObject({
      type: 'request.approved',
      data: { request_id: request.id },
    });
    expect((await log(chosen)).map((r) => r.delivery_id)).toContain(sent[0]?.id);
  });

  it('retries 500s honouring Retry-After, disables on 410 or an exhausted schedule, refuses the metadata address', async () => {
    const { m, add, deliveryOf, approveOne, log, view } = await setUp();
    const flaky = await add('flaky');
    const gone = await add('gone');
    const dead = await add('dead');
    const moved = await add('moved');
    await approveOne();

    // 500 twice then 200: three attempts, one webhook-id, three log rows.
    const flakyId = (await deliveryOf(flaky)).id;
    receiver.reply('flaky', { status: 500, retryAfter: '900' }, { status: 500 }, { status: 200 });
    expect(await attempt(flakyId)).toEqual({ kind: 'retry', delaySeconds: 900 });
    expect((await log(flaky))[0]?.next_attempt_at).toBe(
      new Date(t.clock.read().getTime() + 900_000).toISOString(),
    );
    expect(await attempt(flakyId)).toEqual({ kind: 'retry', delaySeconds: RETRY_DELAYS_SECONDS[1] });
    expect(await attempt(flakyId)).toEqual({ kind: 'delivered' });
    expect(new Set(receiver.at('flaky').map((r) => r.headers['webhook-id']))).toEqual(new Set([flakyId]));
    const rows = await log(flaky);
    expect(rows.map((r) => [r.delivery_id, r.attempt, r.response_status])).toEqual([
      [flakyId, 3, 200],
      [flakyId, 2, 500],
      [flakyId, 1, 500],
    ]);
    expect(rows[1]).toMatchObject({ response_excerpt: 'receiver error', delivery_status: 'delivered' });

    // 410 turns the endpoint off; a replay needs it on, then sends the same message again.
    const goneId = (await deliveryOf(gone)).id;
    receiver.reply('gone', { status: 410 });
    expect(await attempt(goneId)).toEqual({ kind: 'gone' });
    expect(await view(gone)).toMatchObject({ enabled: false, disabled_reason: 'gone' });
    const refused = await m.call('POST', `webhook-log/v1/replay/${goneId}`);
    expectStatus(refused, 409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    const on = await m.call('PUT', `webhook/v1/update/${gone.id}`, { enabled: true });
    expect(on.json()).toMatchObject({ enabled: true, disabled_reason: null });
    expectStatus(await m.call('POST', `webhook-log/v1/replay/${goneId}`), 200);
    expect(await attempt(goneId)).toEqual({ kind: 'delivered' });
    expect((await log(gone)).map((r) => r.response_status)).toEqual([200, 410]);
    expect(new Set(receiver.at('gone').map((r) => r.headers['webhook-id']))).toEqual(new Set([goneId]));

    // The schedule's last retry fails too: the endpoint is turned off and the merchant emailed.
    const deadId = (await deliveryOf(dead)).id;
    await t.database.db
      .update(webhookDeliveries)
      .set({ attempts: RETRY_DELAYS_SECONDS.length })
      .where(eq(webhookDeliveries.id, deadId));
    receiver.reply('dead', { status: 503 });
    expect(await attempt(deadId)).toEqual({ kind: 'exhausted' });
    expect(await view(dead)).toMatchObject({ enabled: false, disabled_reason: 'exhausted' });
    const emails = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.storeId, m.store.id), eq(notifications.event, 'webhook_disabled')));
    expect(emails.map((e) => [e.recipient, e.subject])).toEqual([
      [m.user.email, 'A webhook endpoint was turned off'],
    ]);

    // An endpoint whose address now points at the metadata service is refused when sent.
    const movedId = (await deliveryOf(moved)).id;
    await t.database.db
      .update(webhookEndpoints)
      .set({ url: 'http://169.254.169.254/latest/meta-data' })
      .where(eq(webhookEndpoints.id, moved.id));
    expect((await attempt(movedId))?.kind).toBe('retry');
    const [row] = await log(moved);
    expect(row).toMatchObject({ response_status: null });
    expect(row?.response_excerpt).toContain('Refusing to send to 169.254.169.254');
    expect(receiver.at('moved')).toHaveLength(0);
  });

  it('refuses the metadata address and bad input with 4xx, and keeps webhooks to who may edit them', async () => {
    const { m, add } = await setUp();
    const endpoint = await add('kept');
    const metadata = await m.call('POST', 'webhook/v1/create', {
      url: 'http://169.254.169.254/latest/meta-data',
      topics: ['request.approved'],
    });
    expectStatus(metadata, 400);
    expect(metadata.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { url: 'Webhooks cannot be sent to private, loopback or link-local addresses' },
    });
    const bad: ['POST' | 'PUT' | 'GET', string, unknown][] = [
      ['PUT', `webhook/v1/update/${endpoint.id}`, { url: 'http://[::ffff:169.254.169.254]/' }],
      ['POST', 'webhook/v1/create', { url: 'ftp://example.com/x', topics: ['request.approved'] }],
      ['POST', 'webhook/v1/create', { url: receiver.urlFor('x'), topics: [] }],
      ['POST', 'webhook/v1/create', { url: receiver.urlFor('x'), topics: ['order.paid'] }],
      ['POST', 'webhook/v1/create', { url: 'not a url', topics: ['request.approved'] }],
      ['POST', 'webhook/v1/create', undefined],
      ['PUT', `webhook/v1/update/${endpoint.id}`, { enabled: 'yes' }],
      ['PUT', 'webhook/v1/update/not-an-id', {}],
      ['GET', `webhook-log/v1/get/${endpoint.id}?page=0`, undefined],
      ['POST', 'webhook-log/v1/replay/msg_nope', undefined],
    ];
    for (const [method, url, body] of bad) {
      const res = await m.call(method, url, body);
      expect([res.statusCode, url]).toEqual([400, url]);
    }
    const missing = '00000000-0000-4000-8000-000000000000';
    expectStatus(await m.call('GET', `app-integration/v1/webhook/${missing}`), 404);
    expectStatus(await m.call('DELETE', `webhook/v1/delete/${missing}`), 404);
    const topics = await m.call('GET', 'webhook-topic/v1/list');
    expect(topics.json<{ topics: string[] }>().topics).toContain('request.approved');

    const staff = await createUser(t.database.db, m.store.id, { userType: 'staff', permissions: [] });
    const { token } = await logInAs(t.app, m.store, staff);
    const secret = await t.app.inject({
      method: 'GET',
      url: `/api/app-integration/v1/get-secret-key/${endpoint.id}`,
      headers: bearer(token),
    });
    expectStatus(secret, 403);

    // Another store's merchant meets the endpoint as a random id: not found, nothing changed or shown.
    const other = await merchant(t, { domain: 'other-store.myshopify.com' });
    for (const [method, url] of [
      ['GET', `app-integration/v1/webhook/${endpoint.id}`],
      ['GET', `app-integration/v1/get-secret-key/${endpoint.id}`],
      ['POST', `app-integration/v1/generate-secret-key/${endpoint.id}`],
      ['GET', `webhook-log/v1/get/${endpoint.id}`],
      ['DELETE', `webhook/v1/delete/${endpoint.id}`],
    ] as const)
      expect([(await other.call(method, url)).statusCode, url]).toEqual([404, url]);
    expect((await other.call('GET', 'webhook/v1/list')).json()).toEqual({ docs: [] });

    expectStatus(await m.call('DELETE', `webhook/v1/delete/${endpoint.id}`), 200);
    expect((await m.call('GET', 'webhook/v1/list')).json()).toEqual({ docs: [] });
  });
});
