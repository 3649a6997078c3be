import { randomUUID } from 'node:crypto';
// Every paid feature of core's plan table, walked over every plan (docs/plans.md): with billing on, a
// feature is refused (403 PLAN_REQUIRED naming the plan) or has no effect on a plan without it, over its
// routes and its side effects, and works on the plan that includes it; self-hosted (billing off) has
// every feature. A feature added to core's table without probes here fails the "walks every feature" test.
import { FEATURES, type Feature, isFeatureUnlocked, requiredTier } from '@roundtrip/core/plans';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests, shopifyWebhooks, sideEffects, stores, webhookDeliveries } from '../../db/schema';
import { runWebhookJob } from '../../jobs/webhook-deliveries';
import { collectorOf } from '../../providers/payments/provider-clients';
import { bearer, createUser, logInAs } from '../../test/factories';
import { startKlaviyoFake } from '../../test/klaviyo-fake/klaviyo-fake';
import {
  makeProduct,
  makeVariant,
  openSession,
  type PortalTest,
  pickupReturnBody,
  reasonIdOf,
  usePortalTest,
} from '../../test/portal-kit';
import { startStripeFake } from '../../test/stripe-fake/stripe-fake';
import { startUnicommerceFake } from '../../test/unicommerce-fake/unicommerce-fake';
import { runAutomation } from '../automation/run-automation';
import { processWebhook } from '../shopify-webhooks/process-webhook';
import { runWorkflows } from '../workflows/run-workflows';

const PLANS = [
  { label: 'the free plan', plan: 'FREE_ONBOARD', billing: null },
  { label: 'Grow', plan: 'grow_monthly', billing: null },
  { label: 'Scale', plan: 'scale_monthly', billing: null },
  { label: 'self-hosted (billing off)', plan: 'FREE_ONBOARD', billing: 'off' },
] as const;
type Plan = (typeof PLANS)[number];
const KLAVIYO_KEY = 'pk_0123456789abcdef0123456789abcdef01';

const fakes = {} as {
  stripe: Awaited<ReturnType<typeof startStripeFake>>;
  unicommerce: Awaited<ReturnType<typeof startUnicommerceFake>>;
  klaviyo: Awaited<ReturnType<typeof startKlaviyoFake>>;
};
beforeAll(async () => {
  [fakes.stripe, fakes.unicommerce, fakes.klaviyo] = await Promise.all([
    startStripeFake('sk_test_plan_gates_1234', 'whsec_plan_gates'),
    startUnicommerceFake(),
    startKlaviyoFake(KLAVIYO_KEY),
  ]);
});
afterAll(async () => {
  await Promise.all(Object.values(fakes).map((f) => f.close()));
});

type Call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) => Promise<LightMyRequestResponse>;
type Ctx = {
  t: PortalTest;
  feature: Feature;
  admin: Call;
  /**
   * Runs `act` as if the store were on a plan with every feature (billing off for the moment): what it
   * made stays once the plan is back, as after a downgrade. Throws unless `act` succeeded.
   */
  asIfPaid(act: (admin: Call) => Promise<LightMyRequestResponse>): Promise<void>;
};
/** Whether the feature acted (true) or was refused / had no effect (false); anything else throws. */
type Probe = { kind: 'route' | 'side effect'; name: string; run(c: Ctx): Promise<boolean> };

const TIER_TITLE = { grow: 'Grow', scale: 'Scale' } as const;

/** `ok` is the feature working; 403 PLAN_REQUIRED naming the plan is its refusal. */
function gate(c: Ctx, res: LightMyRequestResponse, ok = 200): boolean {
  if (res.statusCode === ok) return true;
  if (res.statusCode === 403 && res.json().code === 'PLAN_REQUIRED') {
    expect(res.json().message).toContain(`needs the ${TIER_TITLE[requiredTier(c.feature)]} plan`);
    return false;
  }
  throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
}

const route = (name: string, run: (c: Ctx) => Promise<boolean>): Probe => ({ kind: 'route', name, run });
const effect = (name: string, run: (c: Ctx) => Promise<boolean>): Probe => ({
  kind: 'side effect',
  name,
  run,
});
const setting = (patch: object) => (admin: Call) => admin('POST', '/setting/v1/update', patch);
const turnOn = (patch: object) =>
  route(`switch ${Object.keys(patch).join(', ')} on`, async (c) => gate(c, await setting(patch)(c.admin)));

const preview = (c: Ctx, session: string, variant: string) =>
  c.t.app.inject({
    method: 'POST',
    url: '/api/customer/v1/refund-preview',
    payload: {
      session_id: session,
      kind: 'exchange',
      items: [{ line_item_id: '9001', quantity: 1, exchange_variant_id: variant }],
    },
  });

/** A portal request of #1001 (a pickup return for store credit unless told), answered by its id. */
async function portalRequest(c: Ctx, over: object = {}): Promise<string> {
  const session = await openSession(c.t.app);
  const body = { ...(await pickupReturnBody(c.t, session)), ...over };
  const res = await c.t.app.inject({
    method: 'POST',
    url: '/api/customer/v1/requests',
    headers: { 'idempotency-key': randomUUID() },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`request not made: ${res.statusCode} ${res.body}`);
  return res.json<{ id: string }>().id;
}

async function act(c: Ctx, id: string, action: string, body: object = {}) {
  const res = await c.admin('POST', `/return-exchange/v1/${id}/${action}`, body);
  if (res.statusCode !== 200) throw new Error(`${action}: ${res.statusCode} ${res.body}`);
}

const effectsOf = (c: Ctx, id: string) =>
  c.t.database.db.select().from(sideEffects).where(eq(sideEffects.requestId, id));

/** A delivery of a Shopify topic, processed: true when its handler ran, false when the plan stopped it. */
async function shopifyTopic(c: Ctx, topic: string): Promise<boolean> {
  const [row] = await c.t.database.db
    .insert(shopifyWebhooks)
    .values({
      storeId: c.t.store.id,
      eventId: `${topic}-1`,
      webhookId: `${topic}-1`,
      topic,
      // Nothing the handler reads: reaching it answers "the payload does not have the fields we read".
      payload: {},
    })
    .returning();
  if (!row) throw new Error('webhook not stored');
  await processWebhook(c.t.deps, row.id, { final: true });
  const [after] = await c.t.database.db.select().from(shopifyWebhooks).where(eq(shopifyWebhooks.id, row.id));
  if (after?.outcome.startsWith('The payload does not have the fields we read')) return true;
  expect(after).toMatchObject({ status: 'ignored' });
  expect(after?.outcome).toContain(`needs the ${TIER_TITLE[requiredTier(c.feature)]} plan`);
  return false;
}

const unicommerceBody = () => ({
  active: true,
  credentials: {
    tenant: 'acme',
    username: fakes.unicommerce.user.username,
    password: fakes.unicommerce.user.password,
    facility: 'WH1',
  },
});
const stripeBody = () => ({
  active: true,
  credentials: { secret_key: 'sk_test_plan_gates_1234', webhook_secret: 'whsec_plan_gates' },
});
/** The demo store's sandbox courier books the pickup: no platform call before the outbox runs. */
const APPROVE = { method: 'courier', courier: 'sandbox' };
const workflow = { name: 'Tag all', trigger: 'request_created', actions: [{ type: 'add_tag', tag: 'seen' }] };
const upsellRule = {
  name: 'Socks with shirts',
  conditions: [{ type: 'product', operator: 'in', values: ['700'] }],
  outcome: { product_ids: ['800'], headline: 'Socks', discount_type: 'percent', discount_value: '10' },
};

/** The feature's routes and side effects. Services with no software (a person, early access) have none. */
const PROBES: Readonly<Record<Feature, readonly Probe[]>> = {
  exchange_with_other_products: [
    turnOn({ exchange_with_other_products: true }),
    route('an active exchange rule offering other products', async (c) =>
      gate(
        c,
        await c.admin('POST', '/exchange-rule/v1', {
          name: 'Any',
          outcome: { exchange_with: 'other_products' },
        }),
      ),
    ),
    effect('the shopper exchanges for another product', async (c) => {
      await c.asIfPaid(setting({ exchange_with_other_products: true }));
      c.t.platform.products.set('701', makeProduct('701', { title: 'Linen shirt' }));
      const res = await preview(c, await openSession(c.t.app), '7012');
      if (res.statusCode === 200) return true;
      expect(res.statusCode).toBe(400);
      return false;
    }),
  ],
  smart_exchange: [
    turnOn({ smart_exchange: true }),
    effect('the variant the reason points to is suggested', async (c) => {
      await c.asIfPaid(setting({ smart_exchange: true, exchange_out_of_stock: true }));
      const session = await openSession(c.t.app);
      const reason = await reasonIdOf(c.t, 'Size too large');
      const res = await c.t.app.inject({
        url: `/api/customer/v1/products/700/variants?session=${session}&line_item_id=9001&reason_id=${reason}`,
      });
      expect(res.statusCode).toBe(200);
      return res.json<{ variants: { suggested?: boolean }[] }>().variants.some((v) => v.suggested);
    }),
  ],
  third_party_refunds: [
    route('refund the original payment through a provider', async (c) => {
      const id = await portalRequest(c);
      await act(c, id, 'approve', APPROVE);
      await act(c, id, 'receive');
      const res = await c.admin('POST', `/return-exchange/v1/${id}/refund`, {
        mode: 'pay_to_source',
        provider: 'stripe',
      });
      // Allowed, the provider's own check comes next: Stripe is not connected on this store.
      if (res.statusCode === 400) {
        expect(res.json().message).toBe('Connect stripe on the Payments page to refund through it');
        return true;
      }
      return gate(c, res);
    }),
  ],
  payment_capture: [
    turnOn({ capture_payments: true }),
    effect('the shopper picks a dearer replacement and owes the difference', async (c) => {
      await c.asIfPaid(setting({ capture_payments: true }));
      const res = await preview(c, await openSession(c.t.app), '7003');
      if (res.statusCode === 200) {
        expect(res.json().totals).toMatchObject({ amount_due: '200.00' });
        return true;
      }
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      return false;
    }),
  ],
  payment_integrations: [
    route('connect Stripe', async (c) =>
      gate(c, await c.admin('PUT', '/payments/v1/providers/stripe', stripeBody())),
    ),
    effect('a price difference is collected through the connected provider', async (c) => {
      await c.asIfPaid((admin) => admin('PUT', '/payments/v1/providers/stripe', stripeBody()));
      const active = await collectorOf(c.t.deps, c.t.store.id);
      // Without the feature the demo store's own sandbox collects.
      if (active?.provider === 'sandbox') return false;
      expect(active?.provider).toBe('stripe');
      return true;
    }),
  ],
  hold_exchange_orders: [
    turnOn({ hold_exchange_orders: true }),
    effect('the exchange order is made on approval and held until the return arrives', async (c) => {
      await c.asIfPaid(setting({ hold_exchange_orders: true }));
      // L at the same price as the M bought: an even exchange.
      const product = makeProduct();
      product.variants[2] = makeVariant('700', '7003', { title: 'L', option1: 'L', position: 3 });
      c.t.platform.products.set('700', product);
      const id = await portalRequest(c, {
        kind: 'exchange',
        refund_mode: undefined,
        items: [
          {
            line_item_id: '9001',
            quantity: 1,
            reason_id: await reasonIdOf(c.t, 'Size too small'),
            exchange_variant_id: '7003',
          },
        ],
      });
      await act(c, id, 'approve', APPROVE);
      const [row] = await c.t.database.db.select().from(requests).where(eq(requests.id, id));
      const held = (await effectsOf(c, id)).some((e) => e.effect === 'create_exchange_order');
      expect(row?.exchangeHeld).toBe(held);
      return held;
    }),
  ],
  upsell_booster: [
    route('an active upsell rule', async (c) => {
      c.t.platform.products.set('800', makeProduct('800', { title: 'Socks' }));
      return gate(c, await c.admin('POST', '/upsell-rule/v1', upsellRule));
    }),
    effect('the exchange page shows the upsell', async (c) => {
      c.t.platform.products.set('800', makeProduct('800', { title: 'Socks' }));
      await c.asIfPaid((admin) => admin('POST', '/upsell-rule/v1', upsellRule));
      const session = await openSession(c.t.app);
      const res = await c.t.app.inject({ url: `/api/customer/v1/upsells?session=${session}` });
      expect(res.statusCode).toBe(200);
      return res.json<{ upsells: unknown[] }>().upsells.length > 0;
    }),
  ],
  shopify_sync: [
    effect('a return requested in Shopify is synced', (c) => shopifyTopic(c, 'returns/request')),
    effect('a return declined in Shopify is followed', (c) => shopifyTopic(c, 'returns/decline')),
  ],
  automations: [
    route('create a workflow', async (c) => gate(c, await c.admin('POST', '/workflow/v1', workflow))),
    route('switch an automation setting on', async (c) =>
      gate(c, await c.admin('PUT', '/automation/v1', { auto_archive_days: 3 })),
    ),
    effect('an active workflow runs on a new request', async (c) => {
      await c.asIfPaid((admin) => admin('POST', '/workflow/v1', workflow));
      c.t.clock.advance(60_000);
      const id = await portalRequest(c);
      await runWorkflows(c.t.deps, { storeId: c.t.store.id });
      const [row] = await c.t.database.db.select().from(requests).where(eq(requests.id, id));
      return row?.tags.includes('seen') ?? false;
    }),
    effect('auto-archive archives a closed request', async (c) => {
      await c.asIfPaid((admin) => admin('PUT', '/automation/v1', { auto_archive_days: 1 }));
      const id = await portalRequest(c);
      await act(c, id, 'reject', { reason: 'Outside the window' });
      c.t.clock.advance(2 * 86_400_000);
      await runAutomation(c.t.deps, { storeId: c.t.store.id });
      const [row] = await c.t.database.db.select().from(requests).where(eq(requests.id, id));
      return row?.status === 'archived';
    }),
  ],
  gift_card_refunds: [
    turnOn({ store_credit_as_gift_card: true }),
    effect('store credit is issued as a gift card', async (c) => {
      await c.asIfPaid(setting({ store_credit_as_gift_card: true }));
      const id = await portalRequest(c);
      await act(c, id, 'approve', APPROVE);
      await act(c, id, 'receive');
      await act(c, id, 'refund', { mode: 'store_credit' });
      const credit = (await effectsOf(c, id)).find((e) => e.effect === 'store_credit');
      const form = (credit?.payload as { form?: string } | undefined)?.form;
      expect(['gift_card', 'credit_account']).toContain(form);
      return form === 'gift_card';
    }),
  ],
  klaviyo: [
    route('connect Klaviyo', async (c) =>
      gate(c, await c.admin('PUT', '/klaviyo/v1', { api_key: KLAVIYO_KEY })),
    ),
    effect('request events reach Klaviyo', async (c) => {
      await c.asIfPaid((admin) => admin('PUT', '/klaviyo/v1', { api_key: KLAVIYO_KEY }));
      const before = fakes.klaviyo.events.length;
      await portalRequest(c);
      const queued = await c.t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.storeId, c.t.store.id));
      expect(queued.length).toBeGreaterThan(0);
      for (const d of queued) await runWebhookJob(c.t.deps, d.id, () => 0.5);
      return fakes.klaviyo.events.length > before;
    }),
  ],
  language: [
    turnOn({ language: 'hi' }),
    effect('the portal opens in the store language', async (c) => {
      await c.asIfPaid(setting({ language: 'hi' }));
      const face = await c.t.app.inject({ url: '/api/customer/v1/store/acme' });
      expect(face.statusCode).toBe(200);
      return face.json().language === 'hi';
    }),
  ],
  shopify_exchange_fulfillment_hold: [
    effect('a fulfillment hold placed in Shopify is followed', (c) =>
      shopifyTopic(c, 'fulfillment_holds/added'),
    ),
  ],
  warehouse_integrations: [
    route('connect a warehouse system', async (c) =>
      gate(c, await c.admin('PUT', '/wms/v1/connections/unicommerce', unicommerceBody())),
    ),
    route('ask the warehouses about their returns', async (c) =>
      gate(c, await c.admin('POST', '/wms/v1/sync')),
    ),
    effect('an approved return is announced to the warehouse', async (c) => {
      await c.asIfPaid((admin) => admin('PUT', '/wms/v1/connections/unicommerce', unicommerceBody()));
      const id = await portalRequest(c);
      await act(c, id, 'approve', APPROVE);
      return (await effectsOf(c, id)).some((e) => e.effect === 'wms_create_return');
    }),
  ],
  // Services, not software: nothing on the server to enforce.
  merchant_success_manager: [],
  early_beta_access: [],
};

const expected = (p: Plan, feature: Feature) => p.billing === 'off' || isFeatureUnlocked(p.plan, feature);
const cases = PLANS.flatMap((plan) =>
  FEATURES.flatMap((feature) =>
    PROBES[feature].map((probe) => ({ plan, feature, probe, allowed: expected(plan, feature) })),
  ),
);

describe('plan gates', () => {
  const t = usePortalTest('pglite', {
    // The Klaviyo fake listens on loopback.
    webhooksAllowLoopback: true,
    integrationOrigins: {
      get stripe() {
        return fakes.stripe.origin;
      },
      get unicommerce() {
        return fakes.unicommerce.origin;
      },
      get klaviyo() {
        return fakes.klaviyo.origin;
      },
    },
  });

  it('walks every feature of the plan table', () => {
    expect(Object.keys(PROBES).sort()).toEqual([...FEATURES].sort());
    const services = ['merchant_success_manager', 'early_beta_access'];
    for (const f of FEATURES) if (!services.includes(f)) expect(PROBES[f].length, f).toBeGreaterThan(0);
  });

  it.each(cases)('$plan.label, $feature, $probe.kind "$probe.name": allowed $allowed', async (x) => {
    const { db } = t.database;
    const where = eq(stores.id, t.store.id);
    await db.update(stores).set({ planName: x.plan.plan, billing: x.plan.billing }).where(where);
    const user = await createUser(db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    const admin: Call = (method, url, payload) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    const ctx: Ctx = {
      t,
      feature: x.feature,
      admin,
      async asIfPaid(run) {
        await db.update(stores).set({ billing: 'off' }).where(where);
        const res = await run(admin);
        await db.update(stores).set({ billing: x.plan.billing }).where(where);
        if (res.statusCode !== 200) throw new Error(`set-up refused: ${res.statusCode} ${res.body}`);
      },
    };
    expect(await x.probe.run(ctx)).toBe(x.allowed);
  });

  it('keeps what a downgraded store saved, and lets it switch gated things off', async () => {
    const { db } = t.database;
    const user = await createUser(db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    const admin: Call = (method, url, payload) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
    await db.update(stores).set({ planName: 'grow_monthly' }).where(eq(stores.id, t.store.id));
    const made = await admin('POST', '/workflow/v1', workflow);
    expect(made.statusCode).toBe(200);
    expect((await admin('PUT', '/automation/v1', { auto_archive_days: 3 })).statusCode).toBe(200);
    await db.update(stores).set({ planName: 'FREE_ONBOARD' }).where(eq(stores.id, t.store.id));
    const id = made.json<{ id: string }>().id;
    // Switching on is refused; switching off, and resending what is stored, are not.
    expect((await admin('PATCH', `/workflow/v1/${id}`, { active: true })).statusCode).toBe(200);
    // ...but the workflow no longer runs.
    await portalRequest({ t, feature: 'automations', admin, asIfPaid: async () => {} });
    expect(await runWorkflows(t.deps, { storeId: t.store.id })).toBe(0);
    expect((await admin('PATCH', `/workflow/v1/${id}`, { active: false })).statusCode).toBe(200);
    expect((await admin('PATCH', `/workflow/v1/${id}`, { active: true })).json()).toMatchObject({
      code: 'PLAN_REQUIRED',
      message: 'Automation needs the Grow plan',
    });
    expect((await admin('PUT', '/automation/v1', { auto_archive_days: 3 })).statusCode).toBe(200);
    expect((await admin('PUT', '/automation/v1', { auto_archive_days: null })).statusCode).toBe(200);
    const settings = (await admin('GET', '/automation/v1')).json();
    expect(settings).toMatchObject({
      settings: { auto_archive_days: null },
      workflows: { total: 1, active: 0 },
    });
    const [row] = await db
      .select({ plan: stores.planName })
      .from(stores)
      .where(and(eq(stores.id, t.store.id)));
    expect(row?.plan).toBe('FREE_ONBOARD');
  });
});
