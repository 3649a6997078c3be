// Every provider connection is "connected" only once the provider accepted the credentials in a
// verification call (docs/couriers.md, payments.md, wms.md): a refusal answers 400 in the provider's own
// words under the field it is about, and nothing is saved. Tested against the local fakes.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courierConnections, paymentProviders, wmsConnections } from '../db/schema';
import { useTestApp } from '../test/build-test-app';
import { startCashfreeFake } from '../test/cashfree-fake/cashfree-fake';
import { type DelhiveryFake, startDelhiveryFake } from '../test/delhivery-fake/delhivery-fake';
import { startEasyecomFake } from '../test/easyecom-fake/easyecom-fake';
import { startRazorpayFake } from '../test/razorpay-fake/razorpay-fake';
import { expectStatus, merchant } from '../test/request-setup';
import { type ShippoFake, startShippoFake } from '../test/shippo-fake/shippo-fake';
import { type ShiprocketFake, startShiprocketFake } from '../test/shiprocket-fake/shiprocket-fake';
import { type ShipStationFake, startShipStationFake } from '../test/shipstation-fake/shipstation-fake';
import { startStripeFake } from '../test/stripe-fake/stripe-fake';
import { dbKinds } from '../test/test-db';
import { startUnicommerceFake } from '../test/unicommerce-fake/unicommerce-fake';

type Fakes = {
  shippo: ShippoFake;
  shipstation: ShipStationFake;
  shiprocket: ShiprocketFake;
  stripe: Awaited<ReturnType<typeof startStripeFake>>;
  razorpay: Awaited<ReturnType<typeof startRazorpayFake>>;
  unicommerce: Awaited<ReturnType<typeof startUnicommerceFake>>;
  easyecom: Awaited<ReturnType<typeof startEasyecomFake>>;
  delhivery: DelhiveryFake;
  cashfree: Awaited<ReturnType<typeof startCashfreeFake>>;
};
const f = {} as Fakes;
/** A port nothing listens on: the provider cannot be reached. */
let down = false;
const origin = (url: () => string) => (down ? 'http://127.0.0.1:9' : url());

beforeAll(async () => {
  [f.shippo, f.shipstation, f.shiprocket, f.stripe, f.razorpay, f.unicommerce, f.easyecom] =
    await Promise.all([
      startShippoFake(),
      startShipStationFake(),
      startShiprocketFake(),
      startStripeFake('sk_test_right_key_1234', 'whsec_right'),
      startRazorpayFake(),
      startUnicommerceFake(),
      startEasyecomFake(),
    ]);
  [f.delhivery, f.cashfree] = await Promise.all([startDelhiveryFake(), startCashfreeFake()]);
});
afterAll(async () => {
  await Promise.all(Object.values(f).map((fake) => fake.close()));
});

type Case = {
  provider: string;
  /** The route and body of a save; `good` sends what the fake accepts. */
  save(good: boolean): { url: string; body: object };
  /** The fake's refusal, and the fields it is shown under. */
  words: string;
  fields: string[];
  /** The saved row of this kind, if any. */
  table: typeof courierConnections | typeof paymentProviders | typeof wmsConnections;
};

const courier = (name: string, credentials: Record<string, string>) => ({
  url: 'settings/courier-partners',
  body: { courier: name, credentials },
});

const CASES: Case[] = [
  {
    provider: 'Shippo',
    save: (good) => courier('shippo', { api_token: good ? f.shippo.token : 'shippo_live_made_up' }),
    words: 'Token does not exist',
    fields: ['api_token'],
    table: courierConnections,
  },
  {
    provider: 'ShipStation',
    save: (good) =>
      courier('shipstation', {
        api_key: good ? f.shipstation.apiKey : 'TEST_made_up',
        carrier_id: f.shipstation.carrierId,
        service_code: f.shipstation.serviceCode,
      }),
    words: 'The API key is invalid.',
    fields: ['api_key'],
    table: courierConnections,
  },
  {
    provider: 'Shiprocket',
    save: (good) =>
      courier('shiprocket', { email: f.shiprocket.email, password: good ? f.shiprocket.password : 'guess' }),
    words: 'Invalid email and password combination',
    fields: ['email', 'password'],
    table: courierConnections,
  },
  {
    provider: 'Delhivery',
    save: (good) =>
      courier('delhivery', {
        api_token: good ? f.delhivery.token : 'dlv-made-up',
        pickup_location: f.delhivery.pickupLocation,
        environment: 'staging',
      }),
    words: 'Invalid token.',
    fields: ['api_token'],
    table: courierConnections,
  },
  {
    provider: 'Cashfree',
    save: (good) => ({
      url: 'payments/v1/providers/cashfree',
      body: {
        active: true,
        credentials: { ...f.cashfree.credentials, ...(good ? {} : { client_secret: 'cfsk_ma_wrong' }) },
      },
    }),
    words: 'authentication Failed',
    fields: ['client_id', 'client_secret'],
    table: paymentProviders,
  },
  {
    provider: 'Stripe',
    save: (good) => ({
      url: 'payments/v1/providers/stripe',
      body: {
        active: true,
        credentials: {
          secret_key: good ? 'sk_test_right_key_1234' : 'sk_test_wrong_key_9876',
          webhook_secret: 'whsec_right',
        },
      },
    }),
    words: 'Invalid API Key provided: sk_test_****9876',
    fields: ['secret_key'],
    table: paymentProviders,
  },
  {
    provider: 'Razorpay',
    save: (good) => ({
      url: 'payments/v1/providers/razorpay',
      body: {
        active: true,
        credentials: { ...f.razorpay.credentials, ...(good ? {} : { key_secret: 'not-the-secret' }) },
      },
    }),
    words: 'Authentication failed',
    fields: ['key_id', 'key_secret'],
    table: paymentProviders,
  },
  {
    provider: 'Unicommerce',
    save: (good) => ({
      url: 'wms/v1/connections/unicommerce',
      body: {
        active: true,
        credentials: {
          tenant: 'acme',
          username: f.unicommerce.user.username,
          password: good ? f.unicommerce.user.password : 'nope',
          facility: 'WH1',
        },
      },
    }),
    words: 'Bad credentials',
    fields: ['username', 'password'],
    table: wmsConnections,
  },
  {
    provider: 'EasyEcom',
    save: (good) => ({
      url: 'wms/v1/connections/easyecom',
      body: { active: true, credentials: { ...f.easyecom.account, ...(good ? {} : { password: 'nope' }) } },
    }),
    words: 'Invalid credentials',
    fields: ['email', 'password', 'location_key'],
    table: wmsConnections,
  },
];

describe('a provider connection is connected only after the provider accepted it', () => {
  const t = useTestApp('pglite', {
    billing: 'off',
    couriers: {
      origins: {
        get shippo() {
          return origin(() => f.shippo.url);
        },
        get shipstation() {
          return origin(() => f.shipstation.url);
        },
        get shiprocket() {
          return origin(() => f.shiprocket.url);
        },
        get delhivery() {
          return origin(() => f.delhivery.url);
        },
      },
      timeoutMs: 2000,
    },
    integrationOrigins: {
      get stripe() {
        return origin(() => f.stripe.origin);
      },
      get razorpay() {
        return origin(() => f.razorpay.origin);
      },
      get cashfree() {
        return origin(() => f.cashfree.origin);
      },
      get unicommerce() {
        return origin(() => f.unicommerce.origin);
      },
      get easyecom() {
        return origin(() => f.easyecom.origin);
      },
    },
  });

  it.each(CASES)(
    '$provider: a wrong credential answers 400 in its words, a right one connects',
    async (c) => {
      const m = await merchant(t);
      const rows = () => t.deps.db.select().from(c.table).where(eq(c.table.storeId, m.store.id));
      const wrong = c.save(false);
      const refused = await m.call('PUT', wrong.url, wrong.body);
      expectStatus(refused, 400);
      expect(refused.json()).toEqual({
        code: 'VALIDATION_FAILED',
        message: `${c.provider} refused these credentials: ${c.words}`,
        fields: Object.fromEntries(c.fields.map((field) => [`credentials.${field}`, c.words])),
      });
      expect(await rows()).toEqual([]);

      const right = c.save(true);
      const saved = await m.call('PUT', right.url, right.body);
      expectStatus(saved, 200);
      expect(saved.json()).toMatchObject({ verified_at: t.clock.read().toISOString() });
      expect((await rows())[0]?.verifiedAt).toEqual(t.clock.read());
    },
  );

  it('checks the carrier and service of a ShipStation account, and a Stripe webhook secret', async () => {
    const m = await merchant(t);
    const ss = (carrier: string, service: string) =>
      m.call('PUT', 'settings/courier-partners', {
        courier: 'shipstation',
        credentials: { api_key: f.shipstation.apiKey, carrier_id: carrier, service_code: service },
      });
    const noCarrier = await ss('se-999', f.shipstation.serviceCode);
    expectStatus(noCarrier, 400);
    expect(noCarrier.json().fields).toEqual({ 'credentials.carrier_id': 'carrier_id se-999 not found.' });
    const noService = await ss(f.shipstation.carrierId, 'fedex_ground');
    expectStatus(noService, 400);
    expect(noService.json().fields).toEqual({
      'credentials.service_code': `carrier ${f.shipstation.carrierId} has no service fedex_ground; it offers ups_ground`,
    });
    const stripe = await m.call('PUT', 'payments/v1/providers/stripe', {
      active: true,
      credentials: { secret_key: 'sk_test_right_key_1234', webhook_secret: 'signing-secret' },
    });
    expectStatus(stripe, 400);
    expect(stripe.json().fields).toEqual({
      'credentials.webhook_secret': 'a webhook signing secret starts with whsec_',
    });
  });

  it('answers 503 and saves nothing when the provider cannot be reached', async () => {
    const m = await merchant(t);
    down = true;
    try {
      const res = await m.call('PUT', 'settings/courier-partners', {
        courier: 'shippo',
        credentials: { api_token: f.shippo.token },
      });
      expectStatus(res, 503);
      expect(res.json().message).toMatch(
        /^Shippo could not be reached to check the credentials .*nothing was saved/,
      );
    } finally {
      down = false;
    }
    expect(
      await t.deps.db.select().from(courierConnections).where(eq(courierConnections.storeId, m.store.id)),
    ).toEqual([]);
  });

  it('turns a connection off without asking, and asks again when new credentials come', async () => {
    const m = await merchant(t);
    const save = (body: object) => m.call('PUT', 'wms/v1/connections/easyecom', body);
    expectStatus(await save({ active: true, credentials: f.easyecom.account }), 200);
    down = true;
    try {
      // Off: no call (the system is unreachable, and the save still works).
      const off = await save({ active: false, credentials: {} });
      expectStatus(off, 200);
      expect(off.json()).toMatchObject({ active: false, verified_at: t.clock.read().toISOString() });
    } finally {
      down = false;
    }
    // New, wrong credentials on an existing connection: refused, and the saved ones stay.
    const wrong = await save({ active: false, credentials: { password: 'changed-wrong' } });
    expectStatus(wrong, 400);
    const view = (await m.call('GET', 'wms/v1/connections')).json();
    expect(view.docs.find((d: { system: string }) => d.system === 'easyecom')).toMatchObject({
      configured: true,
      verified_at: t.clock.read().toISOString(),
    });
  });
});

// Two first saves of one provider at once (the page's button clicked twice): one connection, both answered.
describe.each(dbKinds.filter((k) => k === 'postgres'))('two first saves at once on %s', (kind) => {
  const p = useTestApp(kind, {
    billing: 'off',
    integrationOrigins: {
      get stripe() {
        return f.stripe.origin;
      },
      get easyecom() {
        return f.easyecom.origin;
      },
    },
  });

  it('keep one connection per provider', async () => {
    const m = await merchant(p);
    const stripe = {
      active: true,
      credentials: { secret_key: 'sk_test_right_key_1234', webhook_secret: 'whsec_right' },
    };
    const wms = { active: true, credentials: f.easyecom.account };
    const answers = await Promise.all([
      m.call('PUT', 'payments/v1/providers/stripe', stripe),
      m.call('PUT', 'payments/v1/providers/stripe', stripe),
      m.call('PUT', 'wms/v1/connections/easyecom', wms),
      m.call('PUT', 'wms/v1/connections/easyecom', wms),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const providers = await p.deps.db
      .select()
      .from(paymentProviders)
      .where(eq(paymentProviders.storeId, m.store.id));
    const systems = await p.deps.db
      .select()
      .from(wmsConnections)
      .where(eq(wmsConnections.storeId, m.store.id));
    expect(providers).toHaveLength(1);
    expect(systems).toHaveLength(1);
  });
});
