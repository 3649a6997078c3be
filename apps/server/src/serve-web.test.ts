import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
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
});
