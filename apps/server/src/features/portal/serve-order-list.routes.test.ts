import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { SessionDataResponse } from '@roundtrip/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { makeLine, makeOrder, openSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';
import { orderListRendererPath } from './serve-order-list';

const PRELOAD = 'window.preload = 1';
const TITLE = 'Tee </script><script>alert(1)</script> $& more';

/** Reads the session the page carries, as the browser's page-session.ts does. */
function pageSession(html: string): { id: string; data: SessionDataResponse } | null {
  const json = /<script type="application\/json" id="rt-session">([^<]*)<\/script>/.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

describe.each(embeddedDb)('the order list page rendered by the server on %s', (kind) => {
  const t = usePortalTest(kind);
  const root = mkdtempSync(join(tmpdir(), 'roundtrip-ssr-'));
  const webDist = join(root, 'dist');
  let web: FastifyInstance;
  beforeAll(async () => {
    mkdirSync(webDist);
    writeFileSync(
      join(webDist, 'index.html'),
      `<!doctype html><html><head><script>${PRELOAD}</script><title>Roundtrip</title></head><body><div id="root"></div></body></html>`,
    );
    // Stands in for the web build's server entry (its own test renders the real components).
    const renderer = orderListRendererPath(webDist);
    mkdirSync(join(renderer, '..'));
    writeFileSync(
      renderer,
      `export const portalCss = '.rt-portal{color:#202223}';
export function renderOrderList(url, id, data) { return '<h2>Order ' + data.order.name + '</h2><p>' + url.length + '</p>'; }`,
    );
    web = await buildApp({ ...t.deps, webDist });
  });
  afterAll(async () => {
    await web.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends the first view, its stylesheet and the session's data in the HTML, kept by no cache", async () => {
    t.platform.orders.set('5001', makeOrder({ lines: [makeLine('9001', { title: TITLE })] }));
    const token = await openSession(t.app);
    const res = await web.inject({ url: `/orderlist/${token}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString();
    expect(html).toContain(`<div id="root"><h2>Order #1001</h2><p>${`/orderlist/${token}`.length}</p></div>`);
    expect(html).toContain('<style>.rt-portal{color:#202223}</style></head>');
    // The same answer as the API's, and a title cannot close the script element.
    const api = await t.app.inject({ method: 'POST', url: `/api/customer/v1/session-data/${token}` });
    expect(pageSession(html)).toEqual({ id: token, data: api.json() });
    expect(html).not.toContain('</script><script>alert(1)');
    // JSON is no script to run: the policy still allows only the build's own inline script.
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+';/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('answers an unknown, expired or malformed session with the plain app, which shows the error', async () => {
    const token = await openSession(t.app);
    t.clock.set('2026-11-03T10:00:00.000Z');
    for (const url of [`/orderlist/${token}`, `/orderlist/${'x'.repeat(43)}`, '/orderlist/abc']) {
      const res = await web.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(pageSession(res.body), url).toBeNull();
    }
  });
});
