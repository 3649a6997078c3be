import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type SessionDataResponse, sessionDataResponse, sessionIdSchema } from '@roundtrip/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inRequestScope } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { getSessionData } from './get-session-data';

/** What the web build's server entry exports (apps/web/src/portal/ssr/order-list-html.tsx). */
type OrderListRenderer = {
  portalCss: string;
  renderOrderList(url: string, sessionId: string, data: SessionDataResponse): string;
};

/** Where `npm run build -w @roundtrip/web` writes the server entry, beside the browser's dist. */
export function orderListRendererPath(webDist: string): string {
  return join(webDist, '..', 'dist-ssr', 'order-list-html.js');
}

/** JSON inside a `<script>` element: a `<` written as `\u003c` cannot close it or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page made per request cannot be precompressed: brotli at a fast level, else gzip, else as is. */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  reply.header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    const body = await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzipped(html));
  return reply.send(html);
}

/**
 * `/orderlist/:token` answered with its first view already in the HTML (docs/scale.md): the
 * order list rendered by the web build's own components, the session's data beside it as JSON for the
 * browser to hydrate with, and the portal's stylesheet inline. A shopper on a slow phone sees the order
 * when the page arrives instead of after the JavaScript and a data request. An unknown or expired session
 * (or no server entry in the build) gets the plain app, which shows the error as before.
 */
export async function serveOrderList(app: FastifyInstance, deps: Deps, webDist: string): Promise<void> {
  const rendererFile = orderListRendererPath(webDist);
  if (!existsSync(rendererFile)) return;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as OrderListRenderer;
  // Read with the renderer it was built with (the CSP's script hash is read at start-up too).
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');

  app.get<{ Params: { token: string } }>('/orderlist/:token', async (request, reply) => {
    const { token } = request.params;
    let data: SessionDataResponse | null = null;
    if (sessionIdSchema.safeParse(token).success) {
      try {
        // Through the API's response schema: the page holds exactly the fields the API answers.
        data = sessionDataResponse.parse(await inRequestScope(deps.db, () => getSessionData(deps, token)));
      } catch (error) {
        // The page asks the API again and shows the shopper its answer (expired link, outage).
        if (!(error instanceof AppError)) request.log.warn({ err: error }, 'order list not rendered');
      }
    }
    if (!data) return reply.header('cache-control', 'no-cache').sendFile('index.html');

    const markup = renderer.renderOrderList(request.url, token, data);
    const html = index
      .replace(
        '<head>',
        () =>
          `<head><script type="application/json" id="rt-session">${scriptJson({ id: token, data })}</script>`,
      )
      .replace('</head>', () => `<style>${renderer.portalCss}</style></head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
    // The session's data: like its API answer, no cache may keep it.
    reply.header('cache-control', 'no-store');
    return sendCompressed(request, reply, html);
  });
}
