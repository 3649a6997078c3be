import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { requests } from '../../db/schema';
import type { Order } from '../../platform/platform';
import { type TestApp, testConfig, useTestApp } from '../../test/build-test-app';
import { merchant } from '../../test/request-setup';
import { buildWebhookApp, deliverAndProcess } from '../../test/shopify-webhooks-kit';
import { embeddedDb } from '../../test/test-db';

type Merchant = Awaited<ReturnType<typeof merchant>>;

/** Every text, varchar and jsonb column of every table (the demo store's own tables stand for Shopify's). */
async function columnsHolding(t: TestApp, needle: string): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.database.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name not like 'demo\\_%'
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'ARRAY')`,
  );
  const found: string[] = [];
  for (const c of columns) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.identifier(c.table_name)}
          where ${sql.identifier(c.column_name)}::text ilike ${`%${needle}%`}`,
    );
    if ((row?.n ?? 0) > 0) found.push(`${c.table_name}.${c.column_name}`);
  }
  return found;
}

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name));
}

describe.each(embeddedDb)('privacy webhooks (%s)', (kind) => {
  // Self-hosted: returns synced from Shopify need no plan (the plan gates: billing/plan-gates.routes.test.ts).
  const t = useTestApp(kind, { billing: 'off' });
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildWebhookApp(t.deps);
  });
  afterAll(async () => {
    await app?.close();
  });

  /** The customer's data the Shopify way: their return request, a photo they uploaded, a message to them. */
  async function customerWithData(m: Merchant): Promise<{ order: Order; requestId: string }> {
    const order = await m.order();
    const line = order.line_items[0];
    if (!line) throw new Error('order without lines');
    const ret = await t.deps.platform.createReturn(m.store.id, {
      idempotencyKey: randomUUID(),
      orderId: order.id,
      status: 'requested',
      lineItems: [{ lineItemId: line.id, quantity: 1, reason: 'DEFECTIVE', customerNote: 'Seam split' }],
    });
    await deliverAndProcess(app, t.deps, {
      topic: 'returns/request',
      shop: m.store.domain,
      payload: { id: ret.id },
    });
    const [made] = await t.database.db.select().from(requests).where(eq(requests.platformReturnId, ret.id));
    const requestId = made?.id ?? '';
    expect(made?.source).toBe('shopify');
    const comment = await m.call('POST', `return-exchange/v1/${requestId}/comments`, {
      message: `Hello ${order.customer?.first_name}, we got your return`,
      customer_visible: true,
    });
    expect(comment.statusCode).toBe(200);
    // A photo they uploaded on the portal for this order.
    const session = await app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: m.store.domain.split('.')[0], order_number: order.name, contact: order.email ?? '' },
    });
    expect(session.statusCode).toBe(201);
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .jpeg()
      .toBuffer();
    const boundary = `----privacy${randomUUID()}`;
    const upload = await app.inject({
      method: 'POST',
      url: `/api/customer/v1/upload?session=${session.json().session_id}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="seam.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        jpeg,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    expect(upload.statusCode).toBe(201);
    return { order, requestId };
  }

  it('customers/data_request: the merchant lists and downloads an export with the customer’s requests', async () => {
    const m = await merchant(t);
    const { order, requestId } = await customerWithData(m);
    const payload = {
      shop_domain: m.store.domain,
      customer: { id: Number(order.customer?.id), email: order.email, phone: order.phone },
      orders_requested: [Number(order.id)],
      data_request: { id: 9001 },
    };
    await deliverAndProcess(app, t.deps, { topic: 'customers/data_request', shop: m.store.domain, payload });
    await deliverAndProcess(app, t.deps, { topic: 'customers/data_request', shop: m.store.domain, payload });
    const list = await m.call('GET', 'privacy/v1/exports');
    expect(list.statusCode).toBe(200);
    const { exports } = list.json();
    expect(exports).toHaveLength(1);
    expect(exports[0]).toMatchObject({ customer_email: order.email, requests: 1 });
    const file = await m.call('GET', `privacy/v1/exports/${exports[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment/);
    const data = file.json();
    expect(data.requests[0].request.id).toBe(requestId);
    expect(data.requests[0].items[0]).toMatchObject({ comment: 'Seam split' });
    expect(data.requests[0].messages[0].message).toMatch(/we got your return/);
    // Another store's merchant cannot download it.
    const other = await merchant(t);
    expect((await other.call('GET', `privacy/v1/exports/${exports[0].id}`)).statusCode).toBe(404);
  });

  it('customers/redact: nothing of the customer remains in any table or in storage; amounts stay', async () => {
    const m = await merchant(t);
    const { order, requestId } = await customerWithData(m);
    const uploads = join(testConfig.dataDir, 'uploads', m.store.id);
    expect(filesUnder(uploads).length).toBeGreaterThan(0);
    const customer = { id: Number(order.customer?.id), email: order.email, phone: order.phone };
    await deliverAndProcess(app, t.deps, {
      topic: 'customers/data_request',
      shop: m.store.domain,
      payload: { customer, orders_requested: [Number(order.id)], data_request: { id: 1 } },
    });
    await deliverAndProcess(app, t.deps, {
      topic: 'customers/redact',
      shop: m.store.domain,
      payload: { customer, orders_to_redact: [Number(order.id)] },
    });
    const needles = [
      order.email ?? '',
      order.customer?.first_name ?? '',
      order.customer?.last_name ?? '',
      (order.phone ?? order.customer?.phone ?? '').replace(/\D/g, '').slice(-8),
      'Seam split',
    ].filter((n) => n.length >= 3);
    expect(needles.length).toBeGreaterThanOrEqual(4);
    for (const needle of needles) expect(await columnsHolding(t, needle), needle).toEqual([]);
    expect(filesUnder(uploads)).toEqual([]);
    expect(filesUnder(join(testConfig.dataDir, 'uploads', 'privacy-exports', m.store.id))).toEqual([]);
    // The request stays for the merchant's accounting, without the customer.
    const page = await m.call('GET', `return-exchange/v1/${requestId}/common`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ customer: { name: '', email: '', phone: '' } });
  });

  it('shop/redact: the store and its files are gone', async () => {
    const m = await merchant(t);
    await customerWithData(m);
    await deliverAndProcess(app, t.deps, {
      topic: 'shop/redact',
      shop: m.store.domain,
      payload: { shop_domain: m.store.domain },
    });
    const left = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from stores where id = ${m.store.id}`,
    );
    expect(left[0]?.n).toBe(0);
    expect(filesUnder(join(testConfig.dataDir, 'uploads', m.store.id))).toEqual([]);
  });
});
