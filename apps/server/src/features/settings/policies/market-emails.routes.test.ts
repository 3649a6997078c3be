// The emails of a request state the terms it was judged under: its market's, else the store's.
import type { EmailKind } from '@roundtrip/core/emails';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema';
import { runPendingSideEffects } from '../../../jobs/run-side-effect';
import { useTestApp } from '../../../test/build-test-app';
import { bearer, createUser, logInAs } from '../../../test/factories';
import { addUsOrder, pickupReturnBody, usePortalTest } from '../../../test/portal-kit';
import { expectStatus, merchant } from '../../../test/request-setup';
import { embeddedDb } from '../../../test/test-db';

const US = {
  name: 'United States',
  countries: ['US'],
  overrides: {
    return_window_days: 60,
    return_fee: '50.00',
    refund_modes: ['store_credit'],
    final_sale: { product_tags: ['outlet'] },
  },
};

describe.each(embeddedDb)('return terms in emails on %s', (kind) => {
  const t = usePortalTest(kind);

  async function merchantToken() {
    const user = await createUser(t.database.db, t.store.id);
    return (await logInAs(t.app, t.store, user)).token;
  }
  async function save(token: string, payload: Record<string, unknown>) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setting/v1/update',
      headers: bearer(token),
      payload,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  /** A return of one unit of the order, in the shopper's language; its emails sent. */
  async function requestOn(orderNumber: string, language: 'en' | 'hi' = 'en') {
    const session = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: orderNumber, contact: 'asha@example.com' },
    });
    expect(session.statusCode, session.body).toBe(201);
    const body = await pickupReturnBody(t, session.json<{ session_id: string }>().session_id, { language });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': `terms-${orderNumber.slice(1)}-${language}` },
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(201);
    await runPendingSideEffects(t.deps);
    return res.json<{ id: string }>().id;
  }
  async function shopperEmail(requestId: string, kind: EmailKind) {
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.kind, kind)))
      .orderBy(asc(notifications.createdAt));
    const email = rows[0];
    if (!email) throw new Error(`no ${kind} email`);
    expect(email.status).toBe('sent');
    return email.body;
  }

  it("states the market's terms: its window and last day, fee, refund modes and final sale", async () => {
    t.clock.set('2026-11-10T12:00:00.000Z');
    addUsOrder(t);
    await save(await merchantToken(), { markets: [US], return_fee: '10.00' });
    const id = await requestOn('#1002');
    expect(await shopperEmail(id, 'request_received')).toContain(
      [
        'Return terms',
        'Terms for orders shipped to United States.',
        'Returns can be asked for until 23 December 2026 (60-day window).',
        'Return fee: ₹50.00.',
        'Refunds go to store credit.',
        "Some items are final sale for orders shipped there: they can't be returned or exchanged.",
      ].join('\n'),
    );
  });

  it('a store without markets states its own terms', async () => {
    await save(await merchantToken(), { return_fee: '10.00' });
    const id = await requestOn('#1001');
    expect(await shopperEmail(id, 'request_received')).toContain(
      [
        'Return terms',
        'Returns can be asked for until 23 November 2026 (30-day window).',
        'Return fee: ₹10.00.',
        'Refunds go to your original payment method, store credit or your bank account.',
      ].join('\n'),
    );
  });

  it('speaks Hindi to a Hindi shopper', async () => {
    t.clock.set('2026-11-10T12:00:00.000Z');
    addUsOrder(t);
    await save(await merchantToken(), { markets: [US] });
    const id = await requestOn('#1002', 'hi');
    expect(await shopperEmail(id, 'request_received')).toContain(
      [
        'रिटर्न की शर्तें',
        'United States भेजे गए ऑर्डर की शर्तें।',
        'रिटर्न का अनुरोध 23 दिसंबर 2026 तक किया जा सकता है (60 दिन की अवधि)।',
        'रिटर्न शुल्क: ₹50.00।',
        'रिफ़ंड स्टोर क्रेडिट में मिल सकता है।',
        'वहाँ भेजे गए ऑर्डर के कुछ सामान फ़ाइनल सेल हैं: उन्हें वापस या एक्सचेंज नहीं किया जा सकता।',
      ].join('\n'),
    );
  });
});

describe.each(embeddedDb)('the approval email on %s', (kind) => {
  const t = useTestApp(kind);
  /** The "Return terms" paragraph of an email. */
  const termsIn = (body: string) => /Return terms\n[\s\S]*?(?=\n\n|$)/.exec(body)?.[0] ?? '';

  it('repeats the terms the request was made under after the policy changed', async () => {
    const m = await merchant(t);
    const order = await m.order();
    const country = order.shipping_address?.country_code ?? '';
    const market = (fee: string) => ({
      markets: [
        { name: 'Home', countries: [country], overrides: { return_window_days: 60, return_fee: fee } },
      ],
    });
    expectStatus(await m.call('POST', 'setting/v1/update', market('50.00')), 200);
    const r = await m.request({}, order);
    await runPendingSideEffects(t.deps);
    const emailOf = async (kind: EmailKind) => {
      const [row] = await t.database.db
        .select({ body: notifications.body })
        .from(notifications)
        .where(and(eq(notifications.requestId, r.id), eq(notifications.kind, kind)));
      return row?.body ?? '';
    };
    const received = termsIn(await emailOf('request_received'));
    expect(received).toContain('Terms for orders shipped to Home.');
    expect(received).toContain('(60-day window).');
    expect(received).toContain('Return fee: ₹50.00.');

    expectStatus(await m.call('POST', 'setting/v1/update', market('80.00')), 200);
    expectStatus(await m.call('POST', `return-exchange/v1/${r.id}/approve`, {}), 200);
    await runPendingSideEffects(t.deps);
    await runPendingSideEffects(t.deps);
    expect(termsIn(await emailOf('request_approved'))).toBe(received);
  });
});
