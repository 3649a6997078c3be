import type { FastifyInstance } from 'fastify';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { findStorefront, type Storefront } from './find-storefront';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Fastify's request is extended by declaration merging
  interface FastifyRequest {
    /** Set on a request that came through the app proxy with a valid signature; null otherwise. */
    storefront: Storefront | null;
  }
}

/** Where Shopify forwards the storefront's `/apps/returns` (shopify.app.toml, `[app_proxy] url`). */
export const APP_PROXY_PATH = '/shopify/app-proxy';

// Routed as the same path on our own host: the API and the built files.
const ROUTED_AS_OURS = /^\/(?:api\/|assets\/|favicon\.svg(?:$|\?))/;
// What the portal calls on the shop's domain: its shopper API, its built files. Nothing else of ours
// (the merchant API, the OAuth install) answers there.
const THROUGH_THE_PROXY =
  /^\/(?:api\/customer\/|api\/return-exchange-reason\/|assets\/|favicon\.svg(?:$|\?))/;

function isProxied(url: string): boolean {
  return (
    url === APP_PROXY_PATH || url.startsWith(`${APP_PROXY_PATH}/`) || url.startsWith(`${APP_PROXY_PATH}?`)
  );
}

/**
 * Fastify's `rewriteUrl`: an API call or a built file asked for through the proxy is routed as the
 * same path on our own host, so the portal's routes serve both. Pages stay under the proxy's path.
 */
export function rewriteAppProxyUrl(url: string): string {
  if (!isProxied(url)) return url;
  const rest = url.slice(APP_PROXY_PATH.length);
  return ROUTED_AS_OURS.test(rest) ? rest : url;
}

/**
 * Every request through the app proxy: its signature checked before anything else runs (401), the shop
 * a connected store (404), and only the portal's paths answered. Must be called before the routes are
 * registered, so the check comes before each route's own access check.
 */
export function acceptAppProxy(app: FastifyInstance, deps: Deps): void {
  app.decorateRequest('storefront', null);
  app.addHook('onRequest', async (request) => {
    if (!isProxied(request.originalUrl)) return;
    const query = request.originalUrl.split('?')[1] ?? '';
    request.storefront = await findStorefront(deps, query);
    const rewritten = request.url !== request.originalUrl;
    if (
      rewritten ? !THROUGH_THE_PROXY.test(request.url) : request.method !== 'GET' && request.method !== 'HEAD'
    )
      throw notFound(`No route ${request.method} through the app proxy`);
  });
  // Shopify strips Set-Cookie from a proxied answer (shopify.dev, "Authenticate app proxies"): sending
  // none means the portal can never come to rely on one there. Its session travels in its URLs.
  app.addHook('onSend', async (request, reply) => {
    if (isProxied(request.originalUrl)) reply.removeHeader('set-cookie');
  });
}
