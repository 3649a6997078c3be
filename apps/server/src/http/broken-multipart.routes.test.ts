import { describe, expect, it } from 'vitest';
import { requestMedia } from '../db/schema';
import { bearer, createUser, logInAs } from '../test/factories';
import { openSession, usePortalTest } from '../test/portal-kit';
import { embeddedDb } from '../test/test-db';

const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');
const part = (boundary: string, name: string) =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\n`,
    ),
    gif,
    Buffer.from('\r\n'),
  ]);

/** Ways a multipart body can be broken, each with the content type it is sent under. */
const broken = (name: string): [string, string, Buffer][] => [
  ['no boundary', 'multipart/form-data', Buffer.concat([part('b', name), Buffer.from('--b--\r\n')])],
  ['an empty boundary', 'multipart/form-data; boundary=', part('b', name)],
  ['a boundary the body never uses', 'multipart/form-data; boundary=other', part('b', name)],
  ['no closing boundary', 'multipart/form-data; boundary=b', part('b', name)],
  [
    'a body cut inside the part headers',
    'multipart/form-data; boundary=b',
    Buffer.from('--b\r\nContent-Disp'),
  ],
  ['garbage', 'multipart/form-data; boundary=b', Buffer.from('\u0000\u00ff not multipart at all')],
  ['an empty body', 'multipart/form-data; boundary=b', Buffer.alloc(0)],
  [
    'a part without a disposition',
    'multipart/form-data; boundary=b',
    Buffer.from('--b\r\nContent-Type: image/gif\r\n\r\nGIF89a\r\n--b--\r\n'),
  ],
  [
    'mixed instead of form-data',
    'multipart/mixed; boundary=b',
    Buffer.concat([part('b', name), Buffer.from('--b--\r\n')]),
  ],
];

/** Broken multipart to both upload routes (the portal's photos, the store logo): a 4xx, never a 5xx. */
describe.each(embeddedDb)('broken multipart on %s', (kind) => {
  const t = usePortalTest(kind);

  it('answers 4xx in our error body to every broken form, and stores nothing', async () => {
    const session = await openSession(t.app);
    const user = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, user);
    const routes = [
      { url: `/api/customer/v1/upload?session=${session}`, field: 'files', headers: {} },
      { url: '/api/store/v1/logo', field: 'file', headers: bearer(token) },
    ];
    const problems: string[] = [];
    for (const route of routes) {
      for (const [what, type, payload] of broken(route.field)) {
        const res = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: { ...route.headers, 'content-type': type },
          payload,
        });
        const code = res.headers['content-type']?.toString().includes('json') ? res.json().code : undefined;
        if (res.statusCode < 400 || res.statusCode >= 500 || !code)
          problems.push(`${route.url} with ${what}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(problems).toEqual([]);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/customer/v1/upload?session=${session}`,
      headers: { 'content-type': 'multipart/form-data' },
      payload: part('b', 'files'),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/boundary/),
    });
    expect(await t.database.db.select().from(requestMedia)).toEqual([]);
  });
});
