import { shopperEnglish } from '@roundtrip/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customerSessions, portalLookups, requests, stores } from '../../db/schema';
import { makeVariant, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';
import { GIFT_RETURNS_OFF } from './gift';

const GIFT_NO_DEARER_EXCHANGE = shopperEnglish({ code: 'GIFT_NO_DEARER_EXCHANGE' });
const GIFT_STORE_CREDIT_ONLY = shopperEnglish({ code: 'GIFT_STORE_CREDIT_ONLY' });

/** Every decimal amount in a JSON answer ("1000.00"): a gift answer must have none. */
function amountsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^-?\d+\.\d+$/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(amountsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(amountsIn);
  return [];
}

describe.each(embeddedDb)('portal gift returns on %s', (kind) => {
  const t = usePortalTest(kind);
  const setPolicy = (policy: Record<string, unknown>) =>
    t.database.db.update(stores).set({ policySettings: policy }).where(eq(stores.id, t.store.id));
  const lookup = (extra: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '#1001', contact: 'asha@example.com', ...extra },
    });
  const giftSession = async () => {
    await setPolicy({ gift_returns: true });
    const res = await lookup({ gift: true, gift_email: 'Ravi@Example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().gift).toBe(true);
    return res.json<{ session_id: string }>().session_id;
  };
  const reasonId = async (session: string) => {
    const res = await t.app.inject({ url: `/api/return-exchange-reason/v1?session=${session}` });
    return res.json<{ docs: { id: string; name: string }[] }>().docs.find((r) => r.name === 'Size too small')
      ?.id;
  };
  const requestBody = async (session: string, over: Record<string, unknown> = {}) => ({
    session_id: session,
    kind: 'return',
    method: 'pickup',
    address: {
      first_name: 'Ravi',
      address_line_1: '3 Park Street',
      city: 'Kolkata',
      country: 'India',
      postal_code: '700016',
    },
    phone: { dial_code: '+91', number: '9876500000' },
    email: 'someone-else@example.com',
    items: [{ line_item_id: '9001', quantity: 1, reason_id: await reasonId(session) }],
    ...over,
  });

  it('refuses a gift lookup when the store has gift returns off, before looking the order up', async () => {
    const store = await t.app.inject({ url: '/api/customer/v1/store/acme' });
    expect(store.json().gift_returns).toBe(false);
    const res = await lookup({ gift: true, gift_email: 'ravi@example.com' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(GIFT_RETURNS_OFF);
    expect(await t.database.db.select().from(customerSessions)).toHaveLength(0);
    expect(await t.database.db.select().from(portalLookups)).toHaveLength(0);
  });

  it('asks the recipient for an email, and marks the session gift', async () => {
    await setPolicy({ gift_returns: true });
    expect((await t.app.inject({ url: '/api/customer/v1/store/acme' })).json().gift_returns).toBe(true);
    expect((await lookup({ gift: true })).statusCode).toBe(400);
    const plain = await lookup({});
    expect(plain.json().gift).toBe(false);
    await giftSession();
    const rows = await t.database.db.select().from(customerSessions);
    expect(rows.map((r) => [r.gift, r.giftEmail]).sort()).toEqual([
      [false, null],
      [true, 'ravi@example.com'],
    ]);
  });

  it('shows no price in the session data, variants, preview or details, and refunds only as store credit', async () => {
    const session = await giftSession();
    const data = (await t.app.inject({ url: `/api/customer/v1/session-data/${session}` })).json();
    expect(data.gift).toBe(true);
    expect(data.order.refund_modes).toEqual(['store_credit']);
    expect(data.order.items[0]).toMatchObject({ unit_price: null, price_paid: null, total_discount: null });
    expect(amountsIn(data)).toEqual([]);

    const variants = await t.app.inject({
      url: `/api/customer/v1/products/700/variants?session=${session}&line_item_id=9001`,
    });
    expect(amountsIn(variants.json())).toEqual([]);
    const large = variants.json().variants.find((v: { id: string }) => v.id === '7003');
    expect(large).toMatchObject({ selectable: false, price: null });

    const preview = (over: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/refund-preview',
        payload: {
          session_id: session,
          kind: 'return',
          items: [{ line_item_id: '9001', quantity: 1 }],
          ...over,
        },
      });
    const shown = await preview({});
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ gift: true, refund_mode: 'store_credit' });
    expect(amountsIn(shown.json())).toEqual([]);
    const toSource = await preview({ refund_mode: 'pay_to_source' });
    expect(toSource.statusCode).toBe(409);
    expect(toSource.json().message).toBe(GIFT_STORE_CREDIT_ONLY);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'gift-key-0001' },
      payload: await requestBody(session, { refund_mode: 'bank_transfer' }),
    });
    expect(refused.statusCode).toBe(409);
    expect(await t.database.db.select().from(requests)).toHaveLength(0);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'gift-key-0002' },
      payload: await requestBody(session),
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ refund_mode: 'store_credit', email: 'ravi@example.com' });
    expect(amountsIn(created.json())).toEqual([]);
    const [row] = await t.database.db.select().from(requests);
    expect(row).toMatchObject({ refundMode: 'store_credit', customerEmail: 'ravi@example.com' });
    expect(Number(row?.refundAmount)).toBeGreaterThan(0);

    const details = await t.app.inject({
      url: `/api/customer/v1/requests/${created.json().id}?session=${session}`,
    });
    expect(details.statusCode).toBe(200);
    expect(amountsIn(details.json())).toEqual([]);
    const after = (await t.app.inject({ url: `/api/customer/v1/session-data/${session}` })).json();
    expect(after.requests[0].refund_amount).toBeNull();
    expect(amountsIn(after)).toEqual([]);
  });

  it('lets a gift be exchanged for the same price or lower, never dearer', async () => {
    await t.database.db.update(stores).set({ planName: 'Grow' }).where(eq(stores.id, t.store.id));
    t.platform.products
      .get('700')
      ?.variants.push(makeVariant('700', '7005', { option1: 'XS', price: '800.00' }));
    const session = await giftSession();
    await setPolicy({ gift_returns: true, capture_payments: true });
    const preview = (variant: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer/v1/refund-preview',
        payload: {
          session_id: session,
          kind: 'exchange',
          items: [{ line_item_id: '9001', quantity: 1, exchange_variant_id: variant }],
        },
      });
    const dearer = await preview('7003');
    expect(dearer.statusCode).toBe(409);
    expect(dearer.json().message).toBe(GIFT_NO_DEARER_EXCHANGE);
    const cheaper = await preview('7005');
    expect(cheaper.statusCode).toBe(200);
    expect(cheaper.json()).toMatchObject({
      refund_mode: 'store_credit',
      items: [{ exchange: { variant_id: '7005' } }],
    });
    expect(amountsIn(cheaper.json())).toEqual([]);
  });
});
