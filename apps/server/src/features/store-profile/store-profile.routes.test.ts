import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
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
  const t = useTestApp('pglite');

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
    expect(store_logo).toMatch(new RegExp(`^/api/store/v1/logo/${m.store.id}/[0-9a-f-]{36}\\.png$`));
    const served = await t.app.inject({ method: 'GET', url: store_logo });
    expectStatus(served, 200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    expect((await m.call('GET', `store/v1/setting/${m.store.id}`)).json().store_logo).toBe(store_logo);

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expectStatus(await upload('logo.png', 'image/png', svg), 415);
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
