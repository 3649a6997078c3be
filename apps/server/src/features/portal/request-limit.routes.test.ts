import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, planCharges, requestAllowance, requests, stores } from '../../db/schema';
import { burst, countStatuses } from '../../test/bursts';
import { bearer, createUser, logInAs } from '../../test/factories';
import { makeOrder, openSession, pickupReturnBody, usePortalTest } from '../../test/portal-kit';
import { buildWebhookApp, deliver, processPendingWebhooks } from '../../test/shopify-webhooks-kit';
import { dbKinds } from '../../test/test-db';

const LIMIT_MESSAGE = "This store can't take new return requests online right now. Please contact the store.";

// The free plan's 5 requests a month (docs/plans.md), counted per calendar month in UTC.
describe.each(dbKinds)('the free plan’s request limit on %s', (kind) => {
  const t = usePortalTest(kind);
  let webhookApp: FastifyInstance;
  beforeAll(async () => {
    webhookApp = await buildWebhookApp(t.deps);
  });
  afterAll(async () => {
    await webhookApp?.close();
  });

  // The tests' operator has BILLING=shopify; a store's own mode wins (docs/plans.md).
  const billing = (mode: 'off' | 'shopify') =>
    t.database.db.update(stores).set({ billing: mode }).where(eq(stores.id, t.store.id));
  const billingOn = () => billing('shopify');
  /** Requests of other orders: `thisMonth` on 1 November (UTC), `lastMonth` on 31 October 23:00 UTC. */
  async function earlierRequests(thisMonth: number, lastMonth = 0) {
    const row = (i: number, createdAt: Date) => ({
      storeId: t.store.id,
      name: `90${i}-R1`,
      kind: 'return' as const,
      status: 'requested' as const,
      orderId: `90${i}`,
      orderName: `#90${i}`,
      currency: 'INR',
      presentmentCurrency: 'INR',
      createdAt,
    });
    const rows = [
      ...Array.from({ length: thisMonth }, (_, i) => row(i, new Date('2026-11-01T05:00:00Z'))),
      ...Array.from({ length: lastMonth }, (_, i) => row(50 + i, new Date('2026-10-31T23:00:00Z'))),
    ];
    if (rows.length > 0) await t.database.db.insert(requests).values(rows);
  }
  const submit = async (session?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': randomUUID() },
      payload: await pickupReturnBody(t, session ?? (await openSession(t.app))),
    });
  const requestCount = async () =>
    (await t.database.db.select().from(requests).where(eq(requests.storeId, t.store.id))).length;

  it('takes the 5th request of the month, refuses the 6th to the shopper and the merchant', async () => {
    await billingOn();
    // Last month's requests do not count, though 31 October 23:00 UTC is already November in India.
    await earlierRequests(4, 3);
    expect((await submit()).statusCode).toBe(201);

    const refused = await submit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT',
      message: LIMIT_MESSAGE,
      reason: { code: 'STORE_REQUEST_LIMIT' },
    });

    const user = await createUser(t.database.db, t.store.id);
    const auth = bearer((await logInAs(t.app, t.store, user)).token);
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/return-exchange/v1/shopify-order?order=%231001&contact=asha%40example.com',
      headers: auth,
    });
    expect(found.statusCode).toBe(200);
    const byMerchant = await t.app.inject({
      method: 'POST',
      url: '/api/return-exchange/v1/shopify-order',
      headers: auth,
      payload: {
        ...(await pickupReturnBody(t, found.json<{ session_id: string }>().session_id)),
        idempotency_key: randomUUID(),
      },
    });
    expect(byMerchant.statusCode).toBe(403);
    expect(byMerchant.json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'The free plan takes 5 requests a month; upgrade to Grow to add more',
    });
    const services = await t.app.inject({ method: 'GET', url: '/api/store/v1/services', headers: auth });
    expect(services.json()).toMatchObject({
      usage: { requests_this_month: 5, requests_limit: 5 },
      banners: { top_up: true },
    });
    expect(await requestCount()).toBe(8);
  });

  it('says so at the order lookup and emails the merchant once, however many shoppers are turned away', async () => {
    await billingOn();
    await t.database.db
      .update(stores)
      .set({ supportEmail: 'owner@acme.example' })
      .where(eq(stores.id, t.store.id));
    await earlierRequests(4);
    const lookup = (n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/session-data',
        payload: { store: 'acme', order_number: '#1001', contact: 'asha@example.com' },
        remoteAddress: `10.8.0.${n}`,
      });
    const limitEmails = () =>
      t.database.db.select().from(notifications).where(eq(notifications.event, 'request_limit_reached'));

    // Under the limit: the lookup opens the way to the form, and no one is emailed.
    const open = await lookup(1);
    expect(open.statusCode).toBe(201);
    expect(open.json().new_requests_refused).toBeNull();
    expect((await submit(open.json().session_id)).statusCode).toBe(201);

    // At the limit: the lookup says so with the neutral code, and the order page too.
    const answers = await burst(3, (i) => lookup(10 + i));
    expect(countStatuses(answers)).toEqual({ 201: 3 });
    for (const answer of answers)
      expect(answer.json().new_requests_refused).toEqual({ code: 'STORE_REQUEST_LIMIT' });
    const page = await t.app.inject({
      url: `/api/customer/v1/session-data/${answers[0]?.json().session_id}`,
    });
    expect(page.json().new_requests_refused).toEqual({ code: 'STORE_REQUEST_LIMIT' });
    await lookup(20);

    const emails = await limitEmails();
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      audience: 'merchant',
      recipient: 'owner@acme.example',
      requestId: null,
    });
    expect(emails[0]?.subject).toBe(
      'Shoppers cannot make return requests: this month’s requests are used up',
    );
    expect(emails[0]?.body).toContain('Your plan takes 5 requests a month');
    expect(emails[0]?.body).toContain('the count starts over on 1 December');
    expect(emails[0]?.html).toContain('/admin/billing');

    // A new month takes requests again; used up again, it is a new email.
    t.clock.set('2026-12-02T10:00:00.000Z');
    expect((await lookup(30)).json().new_requests_refused).toBeNull();
    await t.database.db.update(requests).set({ createdAt: new Date('2026-12-01T09:00:00Z') });
    expect((await lookup(31)).json().new_requests_refused).toEqual({ code: 'STORE_REQUEST_LIMIT' });
    expect(await limitEmails()).toHaveLength(2);
  });

  it('lets one of two simultaneous requests at 4 of 5 through, on two different orders', async () => {
    await billingOn();
    await earlierRequests(4);
    t.platform.orders.set('5002', makeOrder({ id: '5002', name: '#1002' }));
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '#1002', contact: 'asha@example.com' },
    });
    const sessions = [await openSession(t.app), other.json<{ session_id: string }>().session_id];
    const answers = await burst(2, (i) => submit(sessions[i]));
    expect(countStatuses(answers)).toEqual({ 201: 1, 409: 1 });
    expect(await requestCount()).toBe(5);
  });

  it('gives the month’s row back when the submission fails after taking it: nothing of it is kept', async () => {
    await billingOn();
    await earlierRequests(4);
    // The submission's writes run in its request's own transaction (no savepoint): an error after the row
    // is taken and the request written must still undo both.
    await t.database.db.execute(
      sql.raw(`create function test_fail_submission() returns trigger language plpgsql as $$
        begin raise exception 'test: the created event cannot be written'; end $$`),
    );
    await t.database.db.execute(
      sql.raw(`create trigger test_fail_submission before insert on request_events
        for each row execute function test_fail_submission()`),
    );
    const failed = await submit();
    await t.database.db.execute(sql.raw('drop trigger test_fail_submission on request_events'));
    await t.database.db.execute(sql.raw('drop function test_fail_submission()'));
    expect(failed.statusCode).toBe(500);
    expect(await requestCount()).toBe(4);
    const taken = await t.database.db
      .select()
      .from(requestAllowance)
      .where(and(eq(requestAllowance.storeId, t.store.id), eq(requestAllowance.taken, true)));
    expect(taken).toHaveLength(4);

    expect((await submit()).statusCode).toBe(201);
    expect((await submit()).statusCode).toBe(409);
    expect(await requestCount()).toBe(5);
  });

  it('never limits a store with billing off', async () => {
    await billing('off');
    await earlierRequests(6);
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '#1001', contact: 'asha@example.com' },
    });
    expect(session.json().new_requests_refused).toBeNull();
    expect((await submit(session.json().session_id)).statusCode).toBe(201);
  });

  it('follows the Shopify subscription: active lifts the limit, cancelled brings it back', async () => {
    await billingOn();
    await earlierRequests(5);
    const shopifyId = 'gid://shopify/AppSubscription/77';
    await t.database.db.insert(planCharges).values({
      storeId: t.store.id,
      tier: 'grow',
      planName: 'grow_monthly',
      price: '19.99',
      currency: 'USD',
      checkout: 'shopify',
      shopifyId,
    });
    const update = (status: string) => ({
      topic: 'app_subscriptions/update',
      shop: t.store.domain,
      payload: { app_subscription: { admin_graphql_api_id: shopifyId, name: 'Grow', status } },
    });
    const plan = async () =>
      (await t.database.db.select().from(stores).where(eq(stores.id, t.store.id)))[0]?.planName;
    const charge = async () => (await t.database.db.select().from(planCharges))[0]?.status;

    // Not signed by Shopify: refused and nothing changes.
    const forged = await deliver(webhookApp, {
      ...update('ACTIVE'),
      headers: { 'x-shopify-hmac-sha256': 'AAAA' },
    });
    expect(forged.statusCode).toBe(401);
    await processPendingWebhooks(t.deps);
    expect(await plan()).toBe('FREE_ONBOARD');

    expect((await deliver(webhookApp, update('ACTIVE'))).statusCode).toBe(200);
    await processPendingWebhooks(t.deps);
    expect([await plan(), await charge()]).toEqual(['grow_monthly', 'active']);
    expect((await submit()).statusCode).toBe(201);

    expect((await deliver(webhookApp, update('CANCELLED'))).statusCode).toBe(200);
    await processPendingWebhooks(t.deps);
    expect([await plan(), await charge()]).toEqual(['FREE_ONBOARD', 'cancelled']);
    expect((await submit()).statusCode).toBe(409);
  });
});
