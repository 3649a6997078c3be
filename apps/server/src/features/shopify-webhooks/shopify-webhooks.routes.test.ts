import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shopifyWebhooks, stores } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { createStore } from '../../test/factories';
import { buildWebhookApp, deliver, processPendingWebhooks, signBody } from '../../test/shopify-webhooks-kit';
import { dbKinds } from '../../test/test-db';

const shopUpdate = {
  name: 'Renamed shop',
  currency: 'EUR',
  iana_timezone: 'Europe/Paris',
  country_code: 'FR',
};

describe.each(dbKinds)('POST /api/webhooks/shopify (%s)', (kind) => {
  const t = useTestApp(kind);
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWebhookApp(t.deps);
  });
  afterAll(async () => {
    await app?.close();
  });

  const raw = (body: string | Buffer, headers: Record<string, string>) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/shopify',
      payload: body,
      headers: {
        'content-type': 'application/json',
        'x-shopify-topic': 'shop/update',
        'x-shopify-shop-domain': 'signed.myshopify.com',
        'x-shopify-event-id': randomUUID(),
        'x-shopify-webhook-id': randomUUID(),
        ...headers,
      },
    });
  const stored = () => t.database.db.select().from(shopifyWebhooks);

  it('refuses a missing or wrong signature with 401, whatever its shape, and stores nothing', async () => {
    await createStore(t.database.db, { domain: 'signed.myshopify.com' });
    const body = JSON.stringify(shopUpdate);
    const good = signBody(body);
    const cases: Record<string, string>[] = [
      {},
      { 'x-shopify-hmac-sha256': '' },
      { 'x-shopify-hmac-sha256': signBody(body, 'another-secret') },
      { 'x-shopify-hmac-sha256': good.slice(0, -4) },
      { 'x-shopify-hmac-sha256': `${good}AAAA` },
      { 'x-shopify-hmac-sha256': '!!!!not base64 at all!!!!' },
      { 'x-shopify-hmac-sha256': good.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')) },
      { 'x-shopify-hmac-sha256': Buffer.from(good).toString('hex') },
    ];
    for (const headers of cases) {
      const res = await raw(body, headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
    }
    // Signed for another body, an empty body, a large body.
    expect((await raw(`${body} `, { 'x-shopify-hmac-sha256': good })).statusCode).toBe(401);
    expect((await raw('', { 'x-shopify-hmac-sha256': good })).statusCode).toBe(401);
    const large = JSON.stringify({ ...shopUpdate, note: 'x'.repeat(2 * 1024 * 1024) });
    expect((await raw(large, { 'x-shopify-hmac-sha256': good })).statusCode).toBe(401);
    // Past the body limit: refused before it is read, still a 4xx.
    const huge = Buffer.alloc(6 * 1024 * 1024, 'x');
    expect((await raw(huge, { 'x-shopify-hmac-sha256': good })).statusCode).toBe(413);
    expect(await stored()).toHaveLength(0);
  });

  it('accepts a signed event once: a second delivery of the same event id is answered and not stored again', async () => {
    const store = await createStore(t.database.db, { domain: 'signed.myshopify.com' });
    const eventId = randomUUID();
    const d = { topic: 'shop/update', shop: 'signed.myshopify.com', payload: shopUpdate, eventId };
    const first = await deliver(app, d);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'accepted' });
    const again = await deliver(app, d);
    expect(again.json()).toEqual({ status: 'duplicate' });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', topic: 'shop/update', eventId });
    await processPendingWebhooks(t.deps);
    const [done] = await stored();
    expect(done).toMatchObject({ status: 'processed', payload: null, attempts: 1 });
    const [updated] = await t.database.db.select().from(stores).where(eq(stores.id, store.id));
    expect(updated).toMatchObject({
      name: 'Renamed shop',
      currency: 'EUR',
      timezone: 'Europe/Paris',
      country: 'FR',
    });
  });

  it('answers 200 and drops events of shops it does not know, and of uninstalled shops but for privacy', async () => {
    expect(
      (
        await deliver(app, { topic: 'shop/update', shop: 'nobody.myshopify.com', payload: shopUpdate })
      ).json(),
    ).toEqual({ status: 'ignored' });
    await createStore(t.database.db, { domain: 'gone.myshopify.com', uninstalledAt: new Date() });
    const gone = { shop: 'gone.myshopify.com' };
    expect((await deliver(app, { ...gone, topic: 'shop/update', payload: shopUpdate })).json()).toEqual({
      status: 'ignored',
    });
    expect(
      (await deliver(app, { ...gone, topic: 'shop/redact', payload: { shop_domain: gone.shop } })).json(),
    ).toEqual({
      status: 'accepted',
    });
    expect((await deliver(app, { ...gone, topic: 'carts/create', payload: {} })).json()).toEqual({
      status: 'ignored',
    });
  });

  it('refuses a signed body that is not a JSON object, or lacks the topic headers, with 400', async () => {
    await createStore(t.database.db, { domain: 'signed.myshopify.com' });
    for (const body of ['not json', '[1,2]', '{"a":"\\u0000"}']) {
      const res = await raw(body, { 'x-shopify-hmac-sha256': signBody(body) });
      expect(res.statusCode, body).toBe(400);
    }
    const body = '{}';
    const res = await raw(body, { 'x-shopify-hmac-sha256': signBody(body), 'x-shopify-topic': '' });
    expect(res.statusCode).toBe(400);
    expect(await stored()).toHaveLength(0);
  });

  // On PostgreSQL the ten race for real; PGlite serialises them.
  it('ten parallel deliveries of one event store it once, queued once', async () => {
    await createStore(t.database.db, { domain: 'signed.myshopify.com' });
    const eventId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliver(app, { topic: 'shop/update', shop: 'signed.myshopify.com', payload: shopUpdate, eventId }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.json().status === 'accepted')).toHaveLength(1);
    expect(await stored()).toHaveLength(1);
    await processPendingWebhooks(t.deps);
    const [row] = await stored();
    expect(row).toMatchObject({ status: 'processed', attempts: 1 });
  });
});
