import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stores } from '../../db/schema';
import { useTestApp } from '../../test/build-test-app';
import { expectStatus, merchant } from '../../test/request-setup';

function multipart(name: string, type: string, data: Buffer) {
  const boundary = '----roundtripstoreprofile';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe('store profile', () => {
  const t = useTestApp('pglite', { publicUrl: 'https://returns.example' });

  it('saves each section and reads the whole page back; another store id is 404', async () => {
    const m = await merchant(t);
    const patch = (url: string, payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api${url}`,
        headers: { authorization: `Bearer ${m.token}` },
        payload,
      });
    expectStatus(await patch('/store/v1/meta', { name: 'Acme Shoes', website: 'https://acme.example' }), 200);
    expectStatus(
      await m.call('PUT', 'store/v1/additional-details', {
        legal_name: 'Acme Retail Pvt Ltd',
        tax_id: '29ABCDE1234F1Z5',
        address: {
          first_name: 'Asha',
          address_line_1: '12 MG Road',
          address_line_2: '',
          city: 'Bengaluru',
          province: 'KA',
          country: 'IN',
          postal_code: '560001',
        },
      }),
      200,
    );
    expectStatus(
      await m.call('PUT', 'store/v1/contact-update', {
        contact_name: 'Asha',
        support_email: 'help@acme.example',
        phone: '987 654 3210',
      }),
      200,
    );
    const roi = await m.call('PUT', 'store/v1/roi', {
      average_order_value: '1499.00',
      average_return_cost: '120',
      monthly_orders: 800,
    });
    expectStatus(roi, 200);
    const page = await m.call('GET', `store/v1/setting/${m.store.id}`);
    expect(page.json()).toMatchObject({
      name: 'Acme Shoes',
      meta: { website: 'https://acme.example', industry: '' },
      additional_details: { legal_name: 'Acme Retail Pvt Ltd', address: { city: 'Bengaluru' } },
      contact: { support_email: 'help@acme.example', phone: '987 654 3210' },
      roi: { average_order_value: '1499.00', monthly_orders: 800 },
    });

    const bad = await m.call('PUT', 'store/v1/roi', {
      average_order_value: '-3',
      average_return_cost: '1',
      monthly_orders: 1,
    });
    expectStatus(bad, 400);
    expect(bad.json().fields).toMatchObject({ average_order_value: 'Enter an amount greater than zero' });
    const other = await merchant(t);
    expectStatus(await m.call('GET', `store/v1/setting/${other.store.id}`), 404);
    const staff = await merchant(t, { permissions: ['request.all.view'] });
    expectStatus(
      await staff.call('PUT', 'store/v1/roi', {
        average_order_value: '1',
        average_return_cost: '1',
        monthly_orders: 1,
      }),
      403,
    );
  });

  it('takes a logo through the uploads pipeline and serves it publicly; refuses SVG', async () => {
    const m = await merchant(t);
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const upload = (name: string, type: string, data: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/store/v1/logo',
        ...multipart(name, type, data),
        headers: { ...multipart(name, type, data).headers, authorization: `Bearer ${m.token}` },
      });
    // Named .jpg, sent as JPEG: the bytes say PNG, and PNG is what is stored.
    const res = await upload('logo.jpg', 'image/jpeg', png);
    expectStatus(res, 200);
    const { store_logo } = res.json<{ store_logo: string }>();
    // An address like any other web address (emails show it), at the server's own public URL.
    expect(store_logo).toMatch(
      new RegExp(`^https://returns\\.example/api/store/v1/logo/${m.store.id}/[0-9a-f-]{36}\\.png$`),
    );
    const served = await t.app.inject({ method: 'GET', url: new URL(store_logo).pathname });
    expectStatus(served, 200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    expect((await m.call('GET', `store/v1/setting/${m.store.id}`)).json().store_logo).toBe(store_logo);

    // The General settings page loads with it, saves it unchanged, and replaces it with a URL.
    const general = await m.call('GET', 'setting/v1/general');
    expectStatus(general, 200);
    expect(general.json().general.store_logo).toBe(store_logo);
    const saved = await m.call('PUT', 'setting/v1/general', general.json().general);
    expectStatus(saved, 200);
    expect(saved.json().general.store_logo).toBe(store_logo);
    expect((await m.call('GET', 'dashboard/v1')).json().store_logo).toBe(store_logo);
    const own = { ...general.json().general, store_logo: 'https://cdn.example/logo.png' };
    expect((await m.call('PUT', 'setting/v1/general', own)).json().general.store_logo).toBe(
      'https://cdn.example/logo.png',
    );

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectStatus(await upload('logo.png', 'image/png', svg), 415);
  });

  it('repairs a logo stored as a relative path (the migration), so General settings loads and saves', async () => {
    const m = await merchant(t);
    const path = `/api/store/v1/logo/${m.store.id}/${randomUUID()}.png`;
    await t.database.db.update(stores).set({ logoUrl: path }).where(eq(stores.id, m.store.id));
    expectStatus(await m.call('GET', 'setting/v1/general'), 500);
    // The migration's repair, as shipped (found by name: migrations are renumbered when branches merge).
    const folder = join(import.meta.dirname, '../../db/migrations');
    const file = readdirSync(folder).find((f) => f.endsWith('_store_logo_key.sql')) ?? '';
    const repair = readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint').at(-1) ?? '';
    await t.database.db.execute(sql.raw(repair));
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, m.store.id));
    expect(row).toMatchObject({ logoUrl: '', logoKey: path.replace('/api/store/v1/logo/', 'logos/') });
    const general = await m.call('GET', 'setting/v1/general');
    expectStatus(general, 200);
    expect(general.json().general.store_logo).toBe(`https://returns.example${path}`);
    expectStatus(await m.call('PUT', 'setting/v1/general', general.json().general), 200);
  });

  it('answers the access scopes, the enabled services and the insurance contact', async () => {
    const free = await merchant(t);
    expect((await free.call('GET', 'setting/v1/access-scopes')).json()).toEqual({
      platform: 'demo',
      granted: [],
      required: [],
      missing: [],
      url: '',
    });
    expect((await free.call('GET', 'admin/enabled-services')).json()).toEqual({ services: [] });
    const grow = await merchant(t, { plan: 'grow_monthly' });
    expect((await grow.call('GET', 'admin/enabled-services')).json().services).toContain('smart_exchange');
    const contact = await free.call('POST', 'returnInsurance/v1/contact-info', {
      name: 'Asha',
      email: 'asha@acme.example',
      phone: '',
      message: 'Tell me more',
    });
    expectStatus(contact, 201);
    expect(contact.json().message).toContain('not yet supported');
  });
});
