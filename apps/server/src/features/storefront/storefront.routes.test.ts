import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app';
import { requests } from '../../db/schema';
import { testConfig } from '../../test/build-test-app';
import { useShopifyTestApp } from '../../test/shopify-app-setup';
import { dbKinds } from '../../test/test-db';
import { APP_PROXY_PATH } from './app-proxy';

const SECRET = 'app-proxy-test-secret';
const PREFIX = '/apps/returns';

/**
 * What Shopify forwards for the storefront's `/apps/returns{path}`, signed as shopify.dev's
 * "Authenticate app proxies" says, written here apart from the server's code: every query parameter
 * but `signature` as `key=value` (a repeated key's values joined by commas), sorted, concatenated with
 * no separator, HMAC-SHA256 with the app's secret, in hex.
 */
function forwarded(
  path: string,
  proxy: { shop: string; customer?: string; at: Date; secret?: string },
): string {
  const [pathname = '', own = ''] = path.split('?');
  const params = new URLSearchParams(own);
  params.set('shop', proxy.shop);
  params.set('logged_in_customer_id', proxy.customer ?? '');
  params.set('path_prefix', PREFIX);
  params.set('timestamp', String(Math.floor(proxy.at.getTime() / 1000)));
  const byKey = new Map<string, string[]>();
  for (const [key, value] of params) byKey.set(key, [...(byKey.get(key) ?? []), value]);
  const message = [...byKey]
    .map(([key, values]) => `${key}=${values.join(',')}`)
    .sort()
    .join('');
  params.set(
    'signature',
    createHmac('sha256', proxy.secret ?? SECRET)
      .update(message)
      .digest('hex'),
  );
  return `${APP_PROXY_PATH}${pathname}?${params}`;
}

/** The storefront page's JSON element, as apps/web/src/portal/lib/storefront.ts reads it. */
function storefrontData(html: string) {
  const json = /<script type="application\/json" id="rt-storefront">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

describe.each(dbKinds)('the portal on the store’s domain, through the app proxy, on %s', (kind) => {
  const t = useShopifyTestApp(kind);
  const root = mkdtempSync(join(tmpdir(), 'roundtrip-proxy-'));
  const webDist = join(root, 'dist');
  let web: FastifyInstance;
  /** Every answer through the proxy is checked: Shopify strips Set-Cookie, so none is sent. */
  const send = async (options: InjectOptions): Promise<LightMyRequestResponse> => {
    const res = await web.inject(options);
    expect(res.headers['set-cookie'], String(options.url)).toBeUndefined();
    return res;
  };
  const proxied = (path: string, customer?: string, extra: Omit<InjectOptions, 'url'> = {}) =>
    send({ ...extra, url: forwarded(path, { shop: t.shop, customer, at: t.clock.read() }) });

  beforeAll(async () => {
    mkdirSync(join(webDist, 'assets'), { recursive: true });
    writeFileSync(
      join(webDist, 'index.html'),
      '<!doctype html><html><head><script>window.preload = "/api/x"</script>' +
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>' +
        '<link rel="stylesheet" crossorigin href="/assets/index-abc.css"><link rel="icon" href="/favicon.svg">' +
        '<title>Roundtrip</title></head><body><div id="root"></div></body></html>',
    );
    writeFileSync(join(webDist, 'assets', 'index-abc.js'), 'console.log("app")');
    writeFileSync(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    web = await buildApp({
      ...t.deps,
      config: {
        ...testConfig,
        shopify: { apiKey: 'proxy-client-id', apiSecret: SECRET, appUrl: 'https://roundtrip.example.com' },
      },
      webDist,
    });
    // A route that sets a cookie: through the proxy the header must not go out.
    web.get('/api/customer/v1/cookie-probe', { config: { access: 'public' } }, async (_request, reply) =>
      reply.header('set-cookie', 'probe=1; Path=/').send({ ok: true }),
    );
  });
  afterAll(async () => {
    await web.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('refuses a wrong, missing, stale or another secret’s signature with 401, before anything else', async () => {
    const good = forwarded('', { shop: t.shop, customer: '1', at: t.clock.read() });
    const tampered = good.replace('logged_in_customer_id=1', 'logged_in_customer_id=2');
    const stale = forwarded('', { shop: t.shop, at: new Date(t.clock.read().getTime() - 91_000) });
    const otherSecret = forwarded('', { shop: t.shop, at: t.clock.read(), secret: 'not-ours' });
    const unsigned = `${APP_PROXY_PATH}?shop=${t.shop}&logged_in_customer_id=&path_prefix=%2Fapps%2Freturns&timestamp=1`;
    const shortSignature = good.replace(/signature=[0-9a-f]+/, 'signature=abc');
    const api = forwarded('/api/customer/v1/session-data', { shop: t.shop, at: t.clock.read() }).replace(
      /signature=[0-9a-f]+/,
      `signature=${'0'.repeat(64)}`,
    );
    for (const url of [
      tampered,
      stale,
      otherSecret,
      unsigned,
      shortSignature,
      `${APP_PROXY_PATH}/assets/index-abc.js`,
    ]) {
      const res = await send({ url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHENTICATED');
    }
    const post = await send({
      method: 'POST',
      url: api,
      payload: { store: 'x', order_number: '1', contact: 'a@b.c' },
    });
    expect(post.statusCode).toBe(401);
    // A signature that checks out, within Shopify's 90 seconds of clock difference.
    const late = forwarded('', { shop: t.shop, at: new Date(t.clock.read().getTime() - 89_000) });
    expect((await send({ url: late })).statusCode).toBe(200);
  });

  it('answers a signed request for a shop that is no connected store with 404', async () => {
    const res = await send({ url: forwarded('', { shop: 'elsewhere.myshopify.com', at: t.clock.read() }) });
    expect(res.statusCode).toBe(404);
    expect(res.json().reason).toEqual({ code: 'STORE_NOT_FOUND' });
  });

  it("renders a signed-in customer's portal with their orders and every address under the proxy's path", async () => {
    const customer = String(t.order.customerId);
    const later = t.fake.seedOrder(t.shop, {
      email: 'asha@example.com',
      lines: [{ title: 'Socks', price: 20_000, quantity: 3 }],
      createdAt: '2026-10-25T10:00:00.000Z',
    });
    // The same person's second order is on the same customer in Shopify.
    const shop = t.fake.shop(t.shop);
    const stored = shop.orders.get(later.id);
    if (stored) stored.customerId = t.order.customerId;
    const stranger = t.fake.seedOrder(t.shop, {
      email: 'ravi@example.com',
      customer: { firstName: 'Ravi', lastName: 'Iyer' },
      lines: [{ title: 'Hat', price: 30_000, quantity: 1 }],
    });

    const res = await proxied('', customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    const html = res.body;
    expect(html).toContain(`src="${PREFIX}/assets/index-abc.js"`);
    expect(html).toContain(`href="${PREFIX}/assets/index-abc.css"`);
    expect(html).toContain(`href="${PREFIX}/favicon.svg"`);
    // Nothing points at our own host's paths: the shop's domain proxies only under its prefix.
    expect(html).not.toMatch(/(src|href)="\/(?!apps\/returns\/)/);
    expect(html).not.toContain('window.preload');
    const page = storefrontData(html);
    expect(page).toMatchObject({ base: PREFIX, store: t.shop.split('.')[0] });
    expect(page.orders.map((o: { name: string }) => o.name)).toEqual([later.name, t.order.name]);
    expect(page.orders[1]).toMatchObject({ id: String(t.order.id), item_count: 3, currency: 'INR' });
    expect(html).not.toContain(stranger.name);

    // The files the page names are served through the proxy too.
    const asset = await proxied('/assets/index-abc.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect((await proxied('/favicon.svg')).statusCode).toBe(200);
    // Any portal page under the prefix is the same app (its router, based at the prefix, shows it).
    const deep = await proxied('/orderlist/abc', customer);
    expect(storefrontData(deep.body)).toMatchObject({ base: PREFIX });
  });

  it('gives a guest the lookup: no orders in the page', async () => {
    const res = await proxied('');
    expect(res.statusCode).toBe(200);
    expect(storefrontData(res.body)).toEqual({ base: PREFIX, store: t.shop.split('.')[0], orders: null });
  });

  it("opens a customer's own order with nothing typed, and refuses another customer's with 404", async () => {
    const customer = String(t.order.customerId);
    const stranger = t.fake.seedOrder(t.shop, {
      email: 'ravi@example.com',
      customer: { firstName: 'Ravi', lastName: 'Iyer' },
      lines: [{ title: 'Hat', price: 30_000, quantity: 1 }],
    });
    const open = (orderId: string, who?: string) =>
      proxied('/api/customer/v1/storefront/sessions', who, {
        method: 'POST',
        payload: { order_id: orderId },
      });

    const theirs = await open(String(stranger.id), customer);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().reason).toEqual({ code: 'ORDER_NOT_FOUND' });
    expect((await open('999999', customer)).statusCode).toBe(404);
    // A guest has no orders to pick from; neither has a call that did not come through the proxy.
    expect((await open(String(t.order.id))).statusCode).toBe(401);
    const direct = await send({
      method: 'POST',
      url: '/api/customer/v1/storefront/sessions',
      payload: { order_id: String(t.order.id) },
    });
    expect(direct.statusCode).toBe(401);
    expect((await send({ url: '/api/customer/v1/storefront/orders' })).statusCode).toBe(401);

    const mine = await open(String(t.order.id), customer);
    expect(mine.statusCode, mine.body).toBe(201);
    const data = await proxied(`/api/customer/v1/session-data/${mine.json().session_id}`, customer);
    expect(data.statusCode).toBe(200);
    expect(data.json().order.name).toBe(t.order.name);
    const listed = await proxied('/api/customer/v1/storefront/orders', customer);
    expect(listed.json().orders.map((o: { name: string }) => o.name)).toEqual([t.order.name]);
  });

  it('takes a guest’s lookup and return through the proxy’s path, and nothing of the merchant’s', async () => {
    const opened = await proxied('/api/customer/v1/session-data', undefined, {
      method: 'POST',
      payload: { store: t.shop.split('.')[0], order_number: t.order.name, contact: 'asha@example.com' },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const session = opened.json().session_id;
    const data = (await proxied(`/api/customer/v1/session-data/${session}`)).json();
    const reasons = await proxied(
      `/api/return-exchange-reason/v1?page=1&limit=100&session=${session}&kind=return`,
    );
    expect(reasons.statusCode, reasons.body).toBe(200);
    const reasonId = reasons.json().docs[0]?.id;
    expect(reasonId).toBeTruthy();
    const item = data.order.items[0];
    const created = await proxied('/api/customer/v1/requests', undefined, {
      method: 'POST',
      headers: { 'idempotency-key': 'proxy-return-1' },
      payload: {
        session_id: session,
        kind: 'return',
        refund_mode: 'pay_to_source',
        method: 'drop_off',
        phone: { dial_code: '+91', number: '9876543210' },
        email: 'asha@example.com',
        items: [{ line_item_id: item.line_item_id, quantity: 1, reason_id: reasonId, media_ids: [] }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const rows = await t.database.db.select().from(requests);
    expect(rows.map((r) => [r.storeId, r.orderName])).toEqual([[t.store.id, t.order.name]]);

    // The shop's domain serves the shopper API only.
    for (const url of ['/api/dashboard/v1', '/api/user/login', '/api/shopify/v1/install', '/api/nope']) {
      const res = await proxied(
        url,
        undefined,
        url === '/api/user/login' ? { method: 'POST', payload: {} } : {},
      );
      expect(res.statusCode, url).toBe(404);
    }
    expect((await proxied('/api/customer/v1/cookie-probe')).json()).toEqual({ ok: true });
    expect((await web.inject({ url: '/api/customer/v1/cookie-probe' })).headers['set-cookie']).toBe(
      'probe=1; Path=/',
    );
  });

  it('is declared in shopify.app.toml at the path the server answers', () => {
    const toml = z
      .object({
        app_proxy: z.object({ url: z.url(), prefix: z.string(), subpath: z.string() }),
        access_scopes: z.object({ scopes: z.string() }),
      })
      .parse(
        parse(
          readFileSync(fileURLToPath(new URL('../../../../../shopify.app.toml', import.meta.url)), 'utf8'),
        ),
      );
    expect(toml.app_proxy.prefix).toBe('apps');
    expect(toml.app_proxy.subpath).toBe('returns');
    expect(new URL(toml.app_proxy.url).pathname).toBe(APP_PROXY_PATH);
    // Shopify: configuring an app proxy requires the write_app_proxy scope.
    expect(toml.access_scopes.scopes.split(',')).toContain('write_app_proxy');
  });
});
