import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Helmet's own default: one year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** `'sha256-…'` of every inline `<script>` of an HTML page. */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The build writes one inline script into index.html (the portal's preload of its route chunks and
 * session). The policy allows exactly that script by its hash, read again when the file changes (a
 * rebuild under a running server), and no other inline script.
 */
function builtScriptSources(index: string): () => string {
  let readAt = -1;
  let sources = "'self'";
  return () => {
    const changed = statSync(index, { throwIfNoEntry: false })?.mtimeMs ?? -1;
    if (changed !== readAt) {
      readAt = changed;
      sources = ["'self'", ...(changed < 0 ? [] : inlineScriptHashes(readFileSync(index, 'utf8')))].join(' ');
    }
    return sources;
  };
}

/**
 * An embedded load (docs/shopify.md, "Inside the Shopify admin"): the origins that may frame the page
 * and the App Bridge script it loads; null for the stand-alone admin.
 */
export type EmbeddedPage = (
  request: FastifyRequest,
) => Promise<{ frameAncestors: string[]; script: string } | null>;

/**
 * docs/security.md: a CSP without inline scripts or eval, no framing except a page the Shopify admin
 * embeds (frame-ancestors of that shop only), nosniff, no referrer (portal URLs carry the session), and
 * HSTS only on a request that came over TLS (directly, or per X-Forwarded-Proto from a proxy TRUST_PROXY
 * names).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  webDist: string | undefined,
  embeddedPage?: EmbeddedPage,
) {
  const index = webDist ? join(webDist, 'index.html') : undefined;
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: index && existsSync(index) ? [builtScriptSources(index)] : ["'self'"],
        scriptSrcAttr: ["'none'"],
        // Polaris and Swagger UI set style attributes from their scripts (Polaris measures the
        // scrollbar with one); styles cannot run code, scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Product pictures and store logos live on the platform's CDN; previews of uploads are blobs.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    hsts: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  if (!embeddedPage) return;
  // Registered after helmet's own onRequest hook, so its headers are already on the reply to adjust.
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/api/')) return;
    const embedded = await embeddedPage(request);
    const policy = reply.getHeader('content-security-policy');
    if (!embedded || typeof policy !== 'string') return;
    reply.header(
      'content-security-policy',
      policy
        .replace("frame-ancestors 'none'", `frame-ancestors ${embedded.frameAncestors.join(' ')}`)
        // App Bridge's one script, by its exact address: no other outside script runs.
        .replace('script-src ', `script-src ${embedded.script} `),
    );
    // X-Frame-Options cannot name two origins; the CSP decides in every browser that embeds the admin.
    reply.removeHeader('x-frame-options');
  });
}
