import { ORDER_NOT_FOUND_MESSAGE, SESSION_EXPIRED_MESSAGE, type SessionDataResponse } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerSessions, stores } from '../../db/schema';
import { createStore } from '../../test/factories';
import { makeLine, makeOrder, openSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';
import { hashSessionId } from '../auth/portal-session-token';
import { MAX_FAILURES_PER_ORDER, MAX_LOOKUPS_PER_IP } from './lookup-throttle';

describe.each(embeddedDb)('portal store and session on %s', (kind) => {
  const t = usePortalTest(kind);
  const lookup = (payload: Record<string, string>, ip = '10.0.0.1') =>
    t.app.inject({ method: 'POST', url: '/api/customer/v1/session-data', payload, remoteAddress: ip });
  const readBack = async (id: string) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${id}` });
    return { res, body: res.json<SessionDataResponse>() };
  };
  const setPolicy = (policy: Record<string, unknown>) =>
    t.database.db.update(stores).set({ policySettings: policy }).where(eq(stores.id, t.store.id));

  it('shows the store face by its shop name, and by its own handle once set', async () => {
    const res = await t.app.inject({ url: '/api/customer/v1/store/acme' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      handle: 'acme',
      name: 'Acme',
      language: 'en',
      refund_modes: ['pay_to_source', 'store_credit', 'bank_transfer'],
      return_multiple_items: true,
    });
    await t.database.db.update(stores).set({ portalHandle: 'acme-returns' }).where(eq(stores.id, t.store.id));
    expect((await t.app.inject({ url: '/api/customer/v1/store/acme-returns' })).json().handle).toBe(
      'acme-returns',
    );
  });

  it('answers 404 for an unknown store', async () => {
    const res = await t.app.inject({ url: '/api/customer/v1/store/nobody' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Store not found');
  });

  it('opens a 24-hour session by order number and email, or phone, with an unguessable id', async () => {
    const res = await lookup({ store: 'acme', order_number: '1001', contact: 'ASHA@example.com' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires_at).toBe('2026-11-02T10:00:00.000Z');
    expect(body.order_id).toBe('5001');
    const [row] = await t.database.db.select().from(customerSessions);
    expect(row?.tokenHash).toBe(hashSessionId(body.session_id));
    expect(row?.tokenHash).not.toContain(body.session_id);

    const byPhone = await lookup({ store: 'acme', order_number: '#1001', contact: '98765 43210' });
    expect(byPhone.statusCode).toBe(201);
    expect(byPhone.json().session_id).not.toBe(body.session_id);
  });

  it('answers the same message whether the order number or the email or phone was wrong', async () => {
    const wrongEmail = await lookup({ store: 'acme', order_number: '1001', contact: 'someone@example.com' });
    const wrongNumber = await lookup({ store: 'acme', order_number: '1002', contact: 'asha@example.com' });
    const wrongPhone = await lookup({ store: 'acme', order_number: '1001', contact: '9999999999' });
    for (const res of [wrongEmail, wrongNumber, wrongPhone]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(
        JSON.stringify({
          message: ORDER_NOT_FOUND_MESSAGE,
          code: 'NOT_FOUND',
          reason: { code: 'ORDER_NOT_FOUND' },
        }),
      );
    }
  });

  it('limits lookups per IP with 429 and Retry-After', async () => {
    for (let i = 0; i < MAX_LOOKUPS_PER_IP; i++) {
      const res = await lookup(
        { store: 'acme', order_number: `${2000 + i}`, contact: 'x@example.com' },
        '10.0.0.9',
      );
      expect(res.statusCode).toBe(404);
    }
    const blocked = await lookup(
      { store: 'acme', order_number: '1001', contact: 'asha@example.com' },
      '10.0.0.9',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected; after the window the first one may try again.
    expect(
      (await lookup({ store: 'acme', order_number: '1001', contact: 'asha@example.com' })).statusCode,
    ).toBe(201);
    t.clock.advance(16 * 60 * 1000);
    const later = await lookup(
      { store: 'acme', order_number: '1001', contact: 'asha@example.com' },
      '10.0.0.9',
    );
    expect(later.statusCode).toBe(201);
  });

  it('limits wrong guesses per order, from any IP', async () => {
    for (let i = 0; i < MAX_FAILURES_PER_ORDER; i++) {
      expect(
        (await lookup({ store: 'acme', order_number: '#1001', contact: `g${i}@x.com` }, `10.1.0.${i}`))
          .statusCode,
      ).toBe(404);
    }
    const res = await lookup(
      { store: 'acme', order_number: '1001', contact: 'asha@example.com' },
      '10.2.0.1',
    );
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });

  it('reads the session back with items, eligibility and the refund modes of the order', async () => {
    const id = await openSession(t.app);
    const { res, body } = await readBack(id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(body.store.handle).toBe('acme');
    expect(body.order).toMatchObject({
      id: '5001',
      name: '#1001',
      is_cod: false,
      delivered_at: '2026-10-24T10:00:00.000Z',
    });
    expect(body.order.items[0]).toMatchObject({
      line_item_id: '9001',
      image_url: 'https://cdn.example/t-shirt.jpg',
      options: [{ name: 'Size', value: 'M' }],
      unit_price: '1000.00',
      price_paid: '1000.00',
      return: { eligible: true, reasons: [], max_quantity: 2 },
      exchange: { eligible: true, reasons: [], max_quantity: 2 },
    });
    expect(body.requests).toEqual([]);
  });

  it('explains in words why an item cannot be returned: window ended', async () => {
    t.clock.set('2026-11-24T10:00:01.000Z');
    await setPolicy({ exchange_window_days: 45 });
    const { body } = await readBack(await openSession(t.app));
    expect(body.order.items[0]?.return).toEqual({
      eligible: false,
      reasons: ['The 30-day return window for this order ended on 23 November 2026.'],
      reason_codes: [{ code: 'WINDOW_ENDED', params: { kind: 'return', days: 30, date: '2026-11-23' } }],
      max_quantity: 0,
    });
    expect(body.order.items[0]?.exchange.eligible).toBe(true);
  });

  it('explains not-delivered, restricted product and COD restrictions, and hides pay_to_source for COD', async () => {
    t.platform.orders.set('5001', makeOrder({ deliveredAt: null, cod: true }));
    t.platform.products.get('700')?.tags.push('Final Sale');
    await setPolicy({
      restrict_return_if_not_delivered: true,
      restrict_return_orders: { enabled: true, product_tags: ['final sale'], cod_orders: true },
    });
    const { body } = await readBack(await openSession(t.app));
    expect(body.order.is_cod).toBe(true);
    expect(body.order.refund_modes).toEqual(['store_credit', 'bank_transfer']);
    expect(body.order.items[0]?.return.reasons).toEqual([
      "This order hasn't been delivered yet. Returns open once it arrives.",
      "This product isn't eligible for returns.",
      "Cash-on-delivery orders aren't eligible for returns.",
    ]);
  });

  it('says when nothing has shipped yet', async () => {
    t.platform.orders.set(
      '5001',
      makeOrder({ fulfilledAt: null, deliveredAt: null, lines: [makeLine('9001')] }),
    );
    const { body } = await readBack(await openSession(t.app));
    expect(body.order.items[0]?.return.reasons).toEqual([
      "This item hasn't shipped yet. You can ask once it has been delivered.",
    ]);
  });

  it('refuses an expired or unknown session with one clear message', async () => {
    const id = await openSession(t.app);
    t.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await readBack(id);
    expect(expired.res.statusCode).toBe(401);
    expect(expired.body).toMatchObject({ code: 'TOKEN_EXPIRED', message: SESSION_EXPIRED_MESSAGE });
    const unknown = await readBack('A'.repeat(43));
    expect(unknown.res.statusCode).toBe(401);
    expect((await readBack('short')).res.statusCode).toBe(400);
  });

  it("does not find the order through another store's handle", async () => {
    await createStore(t.database.db, { domain: 'other.myshopify.com' });
    const res = await lookup({ store: 'other', order_number: '1001', contact: 'asha@example.com' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(ORDER_NOT_FOUND_MESSAGE);
  });
});
