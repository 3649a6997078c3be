import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerAccountSessions, customerSessions, requests } from '../../db/schema';
import { approveSignIn, handleOf, signIn, useCustomerAccountTest } from '../../test/customer-account-kit';
import { expectStatus } from '../../test/request-setup';
import { dbKinds } from '../../test/test-db';

// The portal's "Sign in with Shopify" over HTTP against the fake customer accounts (discovery, PKCE,
// state, nonce, the id token, the Customer Account API on Shopify's official schema) and the fake
// Admin API, which the chosen order is read from again before anything is planned.
describe.each(dbKinds)('Shopify customer accounts sign-in (%s)', (kind) => {
  const t = useCustomerAccountTest(kind);

  it('a customer signs in, sees their orders and returns one without typing an order number', async () => {
    const option = await t.shopper('GET', `customer/v1/account/sign-in-option/${handleOf(t)}`);
    expect(option.json()).toEqual({ available: true });

    const start = await t.shopper('GET', `customer/v1/account/sign-in?store=${handleOf(t)}`);
    expectStatus(start, 302);
    const authorize = new URL(String(start.headers.location));
    expect(authorize.pathname).toMatch(/^\/authentication\/\d+\/oauth\/authorize$/);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      client_id: 'roundtrip-test-client-id',
      response_type: 'code',
      redirect_uri: 'https://roundtrip.test/api/customer/v1/account/callback',
      scope: 'openid email customer-account-api:full',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      state: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });

    const session = await signIn(t);
    expect(session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing readable at rest: the tokens are sealed, the session id hashed.
    const [row] = await t.database.db.select().from(customerAccountSessions);
    expect(row?.accessToken).toMatch(/^v1\./);
    expect(row?.refreshToken).toMatch(/^v1\./);
    expect(row?.tokenHash).not.toContain(session);
    expect(row?.customerId).toBe(`gid://shopify/Customer/${t.orders[0].customerId}`);

    const orders = await t.shopper('GET', `customer/v1/account/orders?session=${session}`);
    expectStatus(orders, 200);
    expect(orders.json()).toEqual({
      customer: { name: 'Asha Rao', email: 'asha@example.com' },
      orders: t.orders.map((o) => ({
        order_id: String(o.id),
        name: o.name,
        processed_at: o.createdAt,
        total: '2500.00',
        currency: 'INR',
      })),
    });

    const opened = await t.shopper('POST', 'customer/v1/account/order-session', {
      session,
      order_id: String(t.orders[0].id),
    });
    expectStatus(opened, 201);
    const { session_id } = opened.json();
    const data = (await t.shopper('GET', `customer/v1/session-data/${session_id}`)).json();
    expect(data.order.name).toBe(t.orders[0].name);
    const reasons = (
      await t.shopper('GET', `return-exchange-reason/v1?page=1&limit=100&session=${session_id}&kind=return`)
    ).json();
    const reason = reasons.docs.find((r: { name: string }) => r.name === 'Size too small');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'account-return-1' },
      payload: {
        session_id,
        kind: 'return',
        refund_mode: 'pay_to_source',
        method: 'pickup',
        address: {
          first_name: 'Asha',
          last_name: 'Rao',
          address_line_1: '12 MG Road',
          address_line_2: '',
          city: 'Bengaluru',
          province: '',
          country: 'India',
          postal_code: '560001',
        },
        phone: { dial_code: '+91', number: '9876543210' },
        email: 'asha@example.com',
        items: [
          {
            line_item_id: data.order.items[0].line_item_id,
            quantity: 1,
            reason_id: reason.id,
            media_ids: [],
          },
        ],
      },
    });
    expectStatus(created, 201);
    const [request] = await t.database.db.select().from(requests).where(eq(requests.id, created.json().id));
    expect(request).toMatchObject({ orderId: String(t.orders[0].id), status: 'requested' });
  });

  it('renews an expired access token with the refresh token, once', async () => {
    const session = await signIn(t);
    t.clock.advance(2 * 60 * 60 * 1000);
    expectStatus(await t.shopper('GET', `customer/v1/account/orders?session=${session}`), 200);
    expectStatus(await t.shopper('GET', `customer/v1/account/orders?session=${session}`), 200);
    expect(t.accounts.refreshes).toHaveLength(1);
  });

  it('refuses a state it did not issue, or one already spent, with 400', async () => {
    const back = await approveSignIn(t);
    const forged = new URLSearchParams(back);
    forged.set('state', 'a'.repeat(43));
    const res = await t.shopper('GET', `customer/v1/account/callback?${forged}`);
    expectStatus(res, 400);
    expect(res.json().fields).toEqual({ state: 'Unknown, expired or already used' });
    expectStatus(await t.shopper('GET', `customer/v1/account/callback?${back}`), 302);
    expectStatus(await t.shopper('GET', `customer/v1/account/callback?${back}`), 400);
  });

  it.each(['tampered', 'wrong-nonce'] as const)(
    'refuses an id token %s with 401 and keeps no session',
    async (how) => {
      t.accounts.nextIdToken = how;
      const back = await approveSignIn(t);
      const res = await t.shopper('GET', `customer/v1/account/callback?${back}`);
      expectStatus(res, 401);
      expect(res.json().reason).toEqual({ code: 'ACCOUNT_SIGN_IN_FAILED' });
      expect(await t.database.db.select().from(customerAccountSessions)).toEqual([]);
    },
  );

  it("answers another customer's order with the lookup's 404 and opens no session", async () => {
    const session = await signIn(t);
    const res = await t.shopper('POST', 'customer/v1/account/order-session', {
      session,
      order_id: String(t.otherOrder.id),
    });
    expectStatus(res, 404);
    expect(res.json().reason).toEqual({ code: 'ORDER_NOT_FOUND' });
    expect(await t.database.db.select().from(customerSessions)).toEqual([]);
  });

  it("signs out: the session is gone and Shopify's end-session page is next", async () => {
    const session = await signIn(t);
    const res = await t.shopper('POST', 'customer/v1/account/sign-out', { session });
    expectStatus(res, 200);
    const logout = new URL(res.json().logout_url);
    expect(logout.pathname).toMatch(/^\/authentication\/\d+\/logout$/);
    expect(logout.searchParams.get('post_logout_redirect_uri')).toBe(`https://roundtrip.test/${handleOf(t)}`);
    expect(logout.searchParams.get('id_token_hint')).toMatch(/^eyJ/);
    expect(await t.database.db.select().from(customerAccountSessions)).toEqual([]);
    const after = await t.shopper('GET', `customer/v1/account/orders?session=${session}`);
    expectStatus(after, 401);
    expect(after.json().reason).toEqual({ code: 'ACCOUNT_SIGN_IN_ENDED' });
  });

  it('a store still on classic customer accounts keeps the order lookup alone', async () => {
    t.accounts.classic.add(t.shop);
    expect((await t.shopper('GET', `customer/v1/account/sign-in-option/${handleOf(t)}`)).json()).toEqual({
      available: false,
    });
    expectStatus(await t.shopper('GET', `customer/v1/account/sign-in?store=${handleOf(t)}`), 409);
  });
});
