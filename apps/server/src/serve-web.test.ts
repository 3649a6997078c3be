import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { createDemoPlatform } from './platform/demo/create-demo-platform';
import { testConfig } from './test/build-test-app';
import { openTestDatabase, type TestDatabase } from './test/test-db';

describe('serving the web app', () => {
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'roundtrip-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Roundtrip</title>');
    const js = 'console.log("hello from a hashed chunk")';
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), js);
    writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
    database = await openTestDatabase('pglite');
    const clock = () => new Date();
    app = await buildApp({
      db: database.db,
      config: testConfig,
      clock,
      platform: createDemoPlatform({ db: database.db, clock }),
      webDist: dist,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/user/login', '/admin/returns?status=active', '/demo-store', '/orderlist/abc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<title>Roundtrip</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets pre-compressed and cached for a year', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps API misses as JSON 404s and refuses other methods on page routes', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
    const post = await app.inject({ method: 'POST', url: '/user/login' });
    expect(post.statusCode).toBe(404);
  });

  // Each of these once answered 500.
  it('answers / with index.html to a client that does not ask for compression (curl, health checks)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br, gzip' }]) {
      const res = await app.inject({ method: 'GET', url: '/', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    expect((await app.inject({ method: 'GET', url: '/' })).body).toContain('<title>Roundtrip</title>');
  });

  it('answers 404 to an encoded .. and 400 to a path that is not valid percent-encoding', async () => {
    for (const url of ['/%2e%2e%2f%2e%2e%2fpackage.json', '/a/..%2f..%2fetc']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
    const bad = await app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });

  it('answers 404 to whole encoded .. segments sent as they are (inject would resolve them first)', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { hostname, port } = new URL(address);
    const status = (path: string) =>
      new Promise<number | undefined>((resolve, reject) =>
        get({ hostname, port, path }, (res) => {
          res.resume();
          resolve(res.statusCode);
        }).on('error', reject),
      );
    expect(await status('/assets/%2e%2e/%2e%2e/package.json')).toBe(404);
    expect(await status('/%2e%2e/%2e%2e/%2e%2e/etc/passwd')).toBe(404);
  });

  it('answers 404 to a method no route takes, with or without a body', async () => {
    for (const url of ['/', '/user/login', '/api/health']) {
      for (const method of ['QUERY', 'PROPFIND', 'TRACE'] as const) {
        const res = await app.inject({ method: method as 'GET', url });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('answers a Range past the end of a file with 416', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { range: 'bytes=999999-' },
    });
    expect(res.statusCode).toBe(416);
  });
});
