import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginFailures, portalLookups, requestMedia, stores } from '../db/schema';
import { bearer, createUser, logInAs, TEST_PASSWORD } from '../test/factories';
import { openSession, pickupReturnBody, usePortalTest } from '../test/portal-kit';
import { embeddedDb } from '../test/test-db';
import { CONTROL_CHARACTER_MESSAGE, LONE_SURROGATE_MESSAGE } from './control-characters';

const refusal = (field: string) => ({
  code: 'VALIDATION_FAILED',
  message: CONTROL_CHARACTER_MESSAGE,
  fields: { [field]: CONTROL_CHARACTER_MESSAGE },
});

/** U+0000 (which PostgreSQL cannot store) and other control characters answer 400, never 500. */
describe.each(embeddedDb)('control characters in any input on %s', (kind) => {
  const t = usePortalTest(kind);

  it('refuses them in login and order lookup bodies, naming the field, before anything is counted', async () => {
    const user = await createUser(t.database.db, t.store.id);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: user.email, password: `${TEST_PASSWORD}\u0000`, store: t.store.domain },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json()).toEqual(refusal('password'));

    const lookup = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '10\u000001', contact: 'asha@example.com' },
    });
    expect(lookup.statusCode).toBe(400);
    expect(lookup.json()).toEqual(refusal('order_number'));
    expect(await t.database.db.select().from(loginFailures)).toEqual([]);
    expect(await t.database.db.select().from(portalLookups)).toEqual([]);
  });

  it('names a nested field or key, and refuses other controls (ESC) while tab and newline pass', async () => {
    const user = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/setting/v1/general', headers: bearer(token), payload });
    const general = {
      name: 'Acme',
      store_logo: '',
      currency: 'INR',
      country: 'IN',
      support_email: '',
    };
    expect((await save({ ...general, name: 'Acme\u001b[31m' })).json()).toEqual(refusal('name'));
    expect((await save({ ...general, extra: { 'a\u0000b': 1 } })).json()).toEqual(refusal('extra.a\uFFFDb'));
    expect((await save({ ...general, extra: [[['\u0007']]] })).json()).toEqual(refusal('extra.0.0.0'));
    const [before] = await t.database.db.select().from(stores);
    expect(before?.name).toBe('Acme');

    const multiline = await save({ ...general, name: 'Acme\tReturns\nDesk' });
    expect(multiline.statusCode).toBe(200);
  });

  it('refuses them in the query string and in path parameters', async () => {
    const session = await openSession(t.app);
    const query = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/upsells?session=${session}&line_item_id=9001%00`,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toEqual(refusal('line_item_id'));
    const param = await t.app.inject({ method: 'GET', url: '/api/customer/v1/store/ac%00me' });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(refusal('handle'));
  });

  it('refuses an upload whose file name holds U+0000 and keeps neither file nor row', async () => {
    const session = await openSession(t.app);
    const boundary = '----roundtripcontrol';
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n`,
      ),
      gif,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="b\u0000.gif"\r\nContent-Type: image/gif\r\n\r\n`,
      ),
      gif,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customer/v1/upload?session=${session}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('files'));
    expect(await t.database.db.select().from(requestMedia)).toEqual([]);
    const root = join(t.dataDir, 'uploads');
    const files = existsSync(root)
      ? readdirSync(root, { recursive: true }).filter((f) => /\./.test(String(f)))
      : [];
    expect(files).toEqual([]);
  });

  it('refuses a lone UTF-16 surrogate in any JSON text with 400 naming the field, and stores nothing', async () => {
    const broken = (field: string) => ({
      code: 'VALIDATION_FAILED',
      message: LONE_SURROGATE_MESSAGE,
      fields: { [field]: LONE_SURROGATE_MESSAGE },
    });
    const session = await openSession(t.app);
    const body = await pickupReturnBody(t, session);
    // JSON.stringify writes a lone surrogate as the escape "\ud800": exactly what a client sends.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'surrogate-1' },
      payload: JSON.stringify({ ...body, address: { ...body.address, city: 'Bengal\ud800uru' } }),
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toEqual(broken('address.city'));
    expect(await t.database.db.select().from(requestMedia)).toEqual([]);

    const user = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    const tag = await t.app.inject({
      method: 'POST',
      url: '/api/return-exchange-tags/v1/add-tag',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ request_id: '00000000-0000-4000-8000-000000000000', tag: '\udfff' }),
    });
    expect(tag.json()).toEqual(broken('tag'));
    // A well-formed pair (an emoji) is text like any other.
    const paired = await t.app.inject({
      method: 'GET',
      url: `/api/customer/v1/upsells?session=${session}&line_item_id=${encodeURIComponent('\u{1F600}')}`,
    });
    expect(paired.statusCode).toBeLessThan(500);
    expect(paired.json().message).not.toBe(LONE_SURROGATE_MESSAGE);
  });

  it('refuses control characters in a header, naming it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customer/v1/store/acme',
      headers: { 'x-note': 'a\u0001b' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('header:x-note'));
  });
});
