// Markets: saved with the policy, refused when malformed, and followed by the portal per order.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stores } from '../../../db/schema';
import { bearer, createUser, logInAs } from '../../../test/factories';
import { addUsOrder, orderSession, pickupReturnBody, usePortalTest } from '../../../test/portal-kit';
import { embeddedDb } from '../../../test/test-db';

const MARKETS = [
  { name: 'India', countries: ['IN'], overrides: { return_window_days: 7 } },
  {
    name: 'United States',
    countries: ['US', 'PR'],
    overrides: { return_window_days: 60, return_fee: '50.00', refund_modes: ['store_credit'] },
  },
];

describe.each(embeddedDb)('markets on %s', (kind) => {
  const t = usePortalTest(kind);

  async function merchantToken() {
    const user = await createUser(t.database.db, t.store.id);
    return (await logInAs(t.app, t.store, user)).token;
  }
  const save = async (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/setting/v1/update', headers: bearer(token), payload });
  const storedPolicy = async () =>
    (await t.database.db.select().from(stores).where(eq(stores.id, t.store.id)))[0]?.policySettings;

  it('saves markets with the policy and answers them back', async () => {
    const token = await merchantToken();
    const res = await save(token, { markets: MARKETS });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().setting.markets).toEqual(MARKETS);
    const got = await t.app.inject({ url: '/api/setting/v1', headers: bearer(token) });
    expect(got.json().setting.markets).toEqual(MARKETS);
  });

  it.each([
    [
      'an unknown country',
      [{ name: 'Nowhere', countries: ['ZZ'] }],
      'markets.0.countries.0',
      'Use ISO country codes, like IN or US',
    ],
    [
      'a country in two markets',
      [
        { name: 'A', countries: ['DE'] },
        { name: 'B', countries: ['DE'] },
      ],
      'markets.1.countries.0',
      'DE is already in the market A',
    ],
    ['a market without a name', [{ name: ' ', countries: ['IN'] }], 'markets.0.name', 'Name the market'],
    [
      'a negative window',
      [{ name: 'X', countries: ['IN'], overrides: { return_window_days: -1 } }],
      'markets.0.overrides.return_window_days',
      'The window cannot be negative',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, markets, field, message) => {
    const token = await merchantToken();
    const before = await storedPolicy();
    const res = await save(token, { markets });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await storedPolicy()).toEqual(before);
  });

  it("the portal refuses an order past its market's window and accepts another market's order", async () => {
    // Delivered 24 Oct: 17 days later India's 7 days are over, the United States' 60 are not.
    t.clock.set('2026-11-10T12:00:00.000Z');
    addUsOrder(t);
    expect((await save(await merchantToken(), { markets: MARKETS, return_fee: '10.00' })).statusCode).toBe(
      200,
    );

    const india = await orderSession(t.app, '#1001');
    expect(india.data.order.items[0]?.return).toMatchObject({
      eligible: false,
      reasons: ['The 7-day return window for this order ended on 31 October 2026.'],
    });
    expect(india.data.order.terms).toEqual({
      market: 'India',
      return_window_days: 7,
      return_deadline: '2026-10-31',
      return_fee: '10.00',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'market-in-1' },
      payload: await pickupReturnBody(t, india.id),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The 7-day return window for this order ended on 31 October 2026.');

    const us = await orderSession(t.app, '#1002');
    expect(us.data.order.items[0]?.return.eligible).toBe(true);
    expect(us.data.order.refund_modes).toEqual(['store_credit']);
    expect(us.data.order.terms).toEqual({
      market: 'United States',
      return_window_days: 60,
      return_deadline: '2026-12-23',
      return_fee: '50.00',
    });
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'market-us-1' },
      payload: await pickupReturnBody(t, us.id),
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
    const preview = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/refund-preview',
      payload: {
        session_id: us.id,
        kind: 'return',
        refund_mode: 'bank_transfer',
        items: [{ line_item_id: '9001', quantity: 1 }],
      },
    });
    expect(preview.statusCode).toBe(409);
  });
});
