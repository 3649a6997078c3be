import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { planCharges, type StoreRow, stores } from '../../db/schema';
import { saveConnection } from '../../platform/shopify/connection/connections';
import { useTestApp } from '../../test/build-test-app';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { answerSubscription, fakeSubscriptions } from '../../test/shopify-fake/fake-billing';
import { startShopifyFake } from '../../test/shopify-fake/shopify-fake';

const fake = await startShopifyFake();
afterAll(() => fake.close());

// The operator leaves BILLING off; a store's own mode (the billing demo store) turns plans on for it alone.
describe('plans and billing (pglite)', () => {
  const t = useTestApp('pglite', { billing: 'off', shopifyAdminOrigin: fake.origin });
  let shops = 0;

  async function merchant(values: Partial<typeof stores.$inferInsert> = {}) {
    const store = await createStore(t.database.db, { country: 'US', ...values });
    const user = await createUser(t.database.db, store.id);
    const { token } = await logInAs(t.app, store, user);
    const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    return { store, call };
  }
  const storeRow = async (id: string): Promise<StoreRow | undefined> =>
    (await t.database.db.select().from(stores).where(eq(stores.id, id)))[0];
  const smartExchange = { smart_exchange: true };

  it('self-hosted: nothing is sold or refused', async () => {
    const m = await merchant();
    const services = await m.call('GET', 'store/v1/services');
    expect(services.json()).toMatchObject({
      billing: 'off',
      checkout: null,
      plan: { tier: 'self_hosted', label: 'Self-hosted: all features' },
      services: [],
      banners: { trial: false, top_up: false },
    });
    expect((await m.call('POST', 'setting/v1/update', smartExchange)).statusCode).toBe(200);
    const link = await m.call('POST', 'billing/v1/request-link', { plan: 'grow' });
    expect(link.statusCode).toBe(409);
    expect(link.json().message).toBe('Billing is off on this server: every feature is already included');
  });

  it('billing demo store: gated until the demo charge is approved, gated again after the downgrade', async () => {
    const m = await merchant({ billing: 'shopify' });
    const services = await m.call('GET', 'store/v1/services');
    expect(services.json()).toMatchObject({
      billing: 'shopify',
      checkout: 'demo',
      plan: { tier: 'free', label: 'Free plan' },
      usage: { requests_this_month: 0, requests_limit: 5 },
      banners: { trial: true, top_up: false },
    });
    expect(services.json().services.map((s: { price: string }) => s.price)).toEqual([
      '0.00',
      '19.99',
      '149.99',
    ]);
    expect((await m.call('GET', 'common/v1/service-pricing')).json()).toEqual({
      country: 'US',
      currency: 'USD',
      prices: { free: '0.00', grow: '19.99', scale: '149.99' },
    });
    expect((await m.call('POST', 'billing/v1/request-price', { plan: 'grow' })).json()).toMatchObject({
      plan: 'grow',
      price: '19.99',
      interval: 'EVERY_30_DAYS',
    });

    const refused = await m.call('POST', 'setting/v1/update', smartExchange);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Smart exchange needs the Grow plan',
    });

    const link = await m.call('POST', 'billing/v1/request-link', { plan: 'grow' });
    const { charge_id, confirmation_url } = link.json();
    expect(link.json().checkout).toBe('demo');
    expect(confirmation_url).toBe(`/admin/billing/demo?charge=${charge_id}`);
    // Asking for the link changes nothing yet.
    expect((await m.call('POST', 'setting/v1/update', smartExchange)).statusCode).toBe(403);

    const approved = await m.call('POST', 'billing/v1/demo-confirm', { charge_id, decision: 'approve' });
    expect(approved.json().plan).toMatchObject({ tier: 'grow', label: 'Grow plan', price: '19.99' });
    expect((await m.call('POST', 'setting/v1/update', smartExchange)).statusCode).toBe(200);
    expect((await m.call('POST', 'billing/v1/request-link', { plan: 'grow' })).statusCode).toBe(409);

    const left = await m.call('POST', 'billing/v1/unsubscribe-reason', { reason: 'Too few returns yet' });
    expect(left.json().plan).toMatchObject({ tier: 'free', label: 'Free plan' });
    const [charge] = await t.database.db.select().from(planCharges).where(eq(planCharges.id, charge_id));
    expect(charge).toMatchObject({ status: 'cancelled', cancelReason: 'Too few returns yet' });
    // Data stays; the feature is off on the next request.
    expect((await storeRow(m.store.id))?.policySettings).toMatchObject({ smart_exchange: true });
    const other = await m.call('POST', 'setting/v1/update', { hold_exchange_orders: true });
    expect(other.json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Hold exchange orders needs the Grow plan',
    });
    expect((await m.call('GET', 'setting/v1')).json().blocks).toContainEqual(
      expect.objectContaining({ id: 'smart_exchange', locked: true, required_plan: 'grow' }),
    );
  });

  it('a declined demo charge leaves the plan alone', async () => {
    const m = await merchant({ billing: 'shopify' });
    const { charge_id } = (await m.call('POST', 'billing/v1/request-link', { plan: 'scale' })).json();
    const declined = await m.call('POST', 'billing/v1/demo-confirm', { charge_id, decision: 'decline' });
    expect(declined.json().plan.tier).toBe('free');
    const again = await m.call('POST', 'billing/v1/demo-confirm', { charge_id, decision: 'approve' });
    expect(again.statusCode).toBe(409);
  });

  it('a Shopify store pays by a recurring app charge, active only once Shopify says so', async () => {
    const shop = `billing-${++shops}.myshopify.com`;
    const m = await merchant({ billing: 'shopify', platform: 'shopify', domain: shop, country: 'IN' });
    fake.addShop(shop, { accessToken: `shpat_billing_${shops}` });
    await saveConnection(
      t.database.db,
      t.deps.config.encryptionKey,
      m.store.id,
      {
        shop,
        method: 'admin_token',
        scopes: [],
        accessToken: `shpat_billing_${shops}`,
        accessTokenExpiresAt: null,
        refreshToken: null,
        refreshTokenExpiresAt: null,
        clientId: null,
        clientSecret: null,
      },
      t.clock.read(),
    );

    const link = await m.call('POST', 'billing/v1/request-link', { plan: 'grow' });
    expect(link.statusCode).toBe(200);
    const { charge_id, confirmation_url } = link.json();
    expect(confirmation_url).toMatch(new RegExp(`^${fake.origin}/admin/charges/\\d+/`));
    const [sub] = fakeSubscriptions(fake.shop(shop));
    expect(sub).toMatchObject({ status: 'PENDING', price: { amount: '9.99', currencyCode: 'USD' } });
    expect(sub?.returnUrl).toMatch(new RegExp(`/admin/billing/return\\?charge=${charge_id}$`));

    const early = await m.call('POST', 'billing/v1/confirm', { charge_id });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Shopify has not approved this charge yet');

    const [row] = await t.database.db.select().from(planCharges).where(eq(planCharges.id, charge_id));
    answerSubscription(fake.shop(shop), row?.shopifyId ?? '', true);
    const confirmed = await m.call('POST', 'billing/v1/confirm', { charge_id });
    expect(confirmed.json().plan).toMatchObject({ tier: 'grow', price: '9.99' });
    expect((await m.call('POST', 'billing/v1/confirm', { charge_id })).statusCode).toBe(200);

    await m.call('POST', 'billing/v1/unsubscribe-reason', { reason: 'Seasonal store' });
    expect(sub?.status).toBe('CANCELLED');
    expect((await storeRow(m.store.id))?.planName).toBe('FREE_ONBOARD');
  });

  it('refuses a staff member without billing permission and a bad plan', async () => {
    const store = await createStore(t.database.db, { billing: 'shopify' });
    const staff = await createUser(t.database.db, store.id, { userType: 'staff' });
    const { token } = await logInAs(t.app, store, staff);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/v1/request-link',
      headers: bearer(token),
      payload: { plan: 'grow' },
    });
    expect(res.statusCode).toBe(403);
    const admin = await merchant({ billing: 'shopify' });
    const bad = await admin.call('POST', 'billing/v1/request-price', { plan: 'gold' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ plan: 'Choose Grow or Scale' });
  });
});
