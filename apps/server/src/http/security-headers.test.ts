import { createHash } from 'node:crypto';
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Config } from '../config';
import { createDemoPlatform } from '../platform/demo/create-demo-platform';
import { testConfig } from '../test/build-test-app';
import { openTestDatabase, type TestDatabase } from '../test/test-db';

const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const page = (script: string) =>
  `<!doctype html><head><script>${script}</script><script type="module" src="/assets/index.js"></script></head>`;

/** Helmet's headers on every answer, a CSP that runs no inline script but the build's own. */
describe('security headers', () => {
  const dist = mkdtempSync(join(tmpdir(), 'roundtrip-web-'));
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const build = async (config: Partial<Config> = {}) => {
    const clock = () => new Date();
    const app = await buildApp({
      db: database.db,
      config: { ...testConfig, ...config },
      clock,
      platform: createDemoPlatform({ db: database.db, clock }),
      webDist: dist,
    });
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), page('window.preload = 1'));
    database = await openTestDatabase('pglite');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  it('allows the inline script of the built index.html by its hash only, and follows a rebuild', async () => {
    const app = await build();
    const csp = (await app.inject({ url: '/' })).headers['content-security-policy'];
    const directives = Object.fromEntries(
      String(csp)
        .split(';')
        .map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives['script-src']).toBe(`'self' ${sha256('window.preload = 1')}`);
    expect(directives['script-src-attr']).toBe("'none'");
    expect(directives['frame-ancestors']).toBe("'none'");
    expect(directives['object-src']).toBe("'none'");
    expect(String(csp)).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);

    writeFileSync(join(dist, 'index.html'), page('window.preload = 2'));
    utimesSync(join(dist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const rebuilt = (await app.inject({ url: '/orderlist/x' })).headers['content-security-policy'];
    expect(rebuilt).toContain(sha256('window.preload = 2'));
    expect(rebuilt).not.toContain(sha256('window.preload = 1'));
  });

  it('sends nosniff, no referrer and no framing on pages, the API and the API reference', async () => {
    const app = await build();
    for (const url of ['/', '/demo-store', '/api/health', '/api/nope', '/docs', '/docs/json']) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('no-referrer');
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  it('sends HSTS only when the request came over TLS through a proxy it trusts', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const trusting = await build({ trustProxy: '127.0.0.1' });
    expect(
      (await trusting.inject({ url: '/api/health', headers: https })).headers['strict-transport-security'],
    ).toBe('max-age=31536000; includeSubDomains');
    expect(
      (await trusting.inject({ url: '/api/health' })).headers['strict-transport-security'],
    ).toBeUndefined();
    const direct = await build();
    expect(
      (await direct.inject({ url: '/api/health', headers: https })).headers['strict-transport-security'],
    ).toBe(undefined);
  });
});
