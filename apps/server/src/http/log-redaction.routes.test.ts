import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { bearer, createUser, TEST_PASSWORD } from '../test/factories';
import { usePortalTest } from '../test/portal-kit';
import { embeddedDb } from '../test/test-db';
import { redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides 43-character tokens in the path and secret query parameters, and keeps the rest', () => {
    const token = `${'a'.repeat(21)}_-${'B'.repeat(20)}`;
    expect(redactUrl(`/orderlist/${token}`)).toBe('/orderlist/[redacted]');
    expect(redactUrl(`/acme/return/5001/9001/${token}?x=1`)).toBe('/acme/return/5001/9001/[redacted]?x=1');
    expect(redactUrl('/api/customer/v1/upsells?line_item_id=9001&session=short')).toBe(
      '/api/customer/v1/upsells?line_item_id=9001&session=[redacted]',
    );
    expect(redactUrl(`/x?next=${token}`)).toBe('/x?next=[redacted]');
    // API keys and JWTs by their shape, whatever their length or place.
    const key = `rt_${'k'.repeat(46)}`;
    expect(redactUrl(`/api/x?api_key=${key}&page=1`)).toBe('/api/x?api_key=[redacted]&page=1');
    expect(redactUrl(`/api/x?q=a%20${key}`)).toBe('/api/x?q=[redacted]');
    expect(redactUrl(`/api/x/${key.slice(0, 20)}/y`)).toBe('/api/x/[redacted]/y');
    expect(redactUrl('/api/x?t=eyJhbGciOi.eyJpZCI6IjEifQ.c2ln')).toBe('/api/x?t=[redacted]');
    expect(redactUrl('/api/x?tag=start_returns_here')).toBe('/api/x?tag=start_returns_here');
    // Inside a longer token (a session id holding `-rt_`) it is not a key.
    expect(redactUrl('/api/x?q=abc-rt_defghijklmn')).toBe('/api/x?q=abc-rt_defghijklmn');
    expect(redactUrl('/api/return-exchange/v1/3f1c0d9e-8a61-4c1e-9b0a-2f7f5a1d2c3b/common')).toBe(
      '/api/return-exchange/v1/3f1c0d9e-8a61-4c1e-9b0a-2f7f5a1d2c3b/common',
    );
  });
});

/** docs/security.md: the logs of a whole session of use hold none of the secrets it made. */
describe.each(embeddedDb)('secrets in the request logs on %s', (kind) => {
  const t = usePortalTest(kind);

  it('never writes a password, access or refresh token, or portal session id, even for a 500', async () => {
    const lines: string[] = [];
    const logs = () => lines.join('');
    const dist = mkdtempSync(join(tmpdir(), 'roundtrip-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Roundtrip</title>');
    // The same database and platform as `t`, with logging on at every level into `lines`.
    const app = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, logLevel: 'trace' },
      webDist: dist,
      logStream: { write: (line) => lines.push(line) },
    });
    const listProducts = t.platform.listProducts;
    try {
      const user = await createUser(t.database.db, t.store.id);
      const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = {}) =>
        app.inject({ method, url, headers, ...(payload && { payload }) });

      const login = (
        await call('POST', '/api/user/login', {
          email: user.email,
          password: TEST_PASSWORD,
          store: t.store.domain,
        })
      ).json<{ token: string; refresh_token: string }>();
      const refreshed = (
        await call('POST', '/api/user/refresh-token', { refresh_token: login.refresh_token, store: 'acme' })
      ).json<{ access_token: string; refresh_token: string }>();
      const dashboard = await call('GET', '/api/dashboard/v1', undefined, bearer(refreshed.access_token));
      expect(dashboard.statusCode, dashboard.body).toBe(200);
      // The copied refresh token coming back: refused, and logged as a 401.
      expect(
        (await call('POST', '/api/user/refresh-token', { refresh_token: login.refresh_token, store: 'acme' }))
          .statusCode,
      ).toBe(401);

      const { session_id: session } = (
        await call('POST', '/api/customer/v1/session-data', {
          store: 'acme',
          order_number: '1001',
          contact: 'asha@example.com',
        })
      ).json<{ session_id: string }>();
      for (const url of [
        `/api/customer/v1/session-data/${session}`,
        `/api/customer/v1/upsells?session=${session}&line_item_id=9001`,
        `/orderlist/${session}`,
        `/acme/return/5001/9001/${session}`,
      ])
        expect((await call('GET', url)).statusCode, url).toBe(200);
      // A platform fault: the 500 is logged with its error and the request.
      t.platform.listProducts = async () => {
        throw new Error('platform unavailable');
      };
      const failed = await call(
        'GET',
        `/api/customer/v1/products/700/variants?session=${session}&line_item_id=9001`,
      );
      expect(failed.statusCode).toBe(500);
      // A new login (the reused refresh token above ended the first one's family).
      const again = (
        await call('POST', '/api/user/login', {
          email: user.email,
          password: TEST_PASSWORD,
          store: t.store.domain,
        })
      ).json<{ token: string; refresh_token: string }>();
      // Both multipart routes: the plugin's trace lines carry no header (the bearer token).
      const boundary = 'roundtriplogs';
      const form = (field: string) =>
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="a.gif"\r\nContent-Type: image/gif\r\n\r\nGIF89a\r\n--${boundary}--\r\n`,
        );
      const multipart = { 'content-type': `multipart/form-data; boundary=${boundary}` };
      await app.inject({
        method: 'POST',
        url: '/api/store/v1/logo',
        headers: { ...multipart, ...bearer(again.token) },
        payload: form('file'),
      });
      await app.inject({
        method: 'POST',
        url: `/api/customer/v1/upload?session=${session}`,
        headers: { ...multipart, ...bearer(again.token) },
        payload: form('files'),
      });
      expect(logs()).toContain('Providing options to busboy');
      // An API key: refused in a query string (longer than a key, too), never logged in either place.
      const app_ = await call(
        'POST',
        '/api/app/v1/create-app',
        { name: 'Logs', scopes: ['requests.read'] },
        bearer(again.token),
      );
      expect(app_.statusCode, app_.body).toBe(200);
      const apiKey = app_.json<{ api_key: string }>().api_key;
      for (const url of [
        `/api/return-exchange/v1/list?api_key=${apiKey}`,
        `/api/return-exchange/v1/list?api_key=${apiKey}xyz`,
        `/api/dashboard/v1?token=${apiKey}`,
      ]) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).toMatch(/Authorization header/);
      }
      expect((await call('GET', '/api/dashboard/v1', undefined, bearer(apiKey))).statusCode).toBeLessThan(
        500,
      );

      await call(
        'POST',
        '/api/user/logout',
        { refresh_token: refreshed.refresh_token },
        bearer(refreshed.access_token),
      );

      const logText = logs();
      // The requests were logged, with the secrets replaced.
      expect(logText).toContain('/api/customer/v1/session-data/[redacted]');
      expect(logText).toContain('session=[redacted]&line_item_id=9001');
      expect(logText).toContain('api_key=[redacted]');
      expect(logText).toContain('platform unavailable');
      const secrets = {
        password: TEST_PASSWORD,
        access: login.token,
        refresh: login.refresh_token,
        rotatedAccess: refreshed.access_token,
        rotatedRefresh: refreshed.refresh_token,
        session,
        againAccess: again.token,
        againRefresh: again.refresh_token,
        apiKey,
        apiKeySecretPart: apiKey.slice(11),
      };
      for (const [name, secret] of Object.entries(secrets))
        expect(logText.includes(secret), name).toBe(false);
    } finally {
      t.platform.listProducts = listProducts;
      await app.close();
    }
  });
});
