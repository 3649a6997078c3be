import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StorefrontPage } from '@roundtrip/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inRequestScope } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import { handleOf } from '../../store/store-policy';
import { scriptJson, sendCompressed } from '../portal/serve-order-list';
import { APP_PROXY_PATH } from './app-proxy';
import { listCustomerOrders } from './list-customer-orders';

/**
 * The web app's page as the shop's domain serves it: every file it names under the proxy's path, the
 * build's inline script left out (it preloads by our own host's paths, which the shop's domain does not
 * serve), and what the browser needs to know as JSON (`#rt-storefront`, apps/web/src/portal/lib/storefront.ts).
 */
function storefrontHtml(index: string, page: StorefrontPage): string {
  return (
    index
      .replace(/<script(?![^>]*\ssrc=)[^>]*>[\s\S]*?<\/script>/g, '')
      // `base` is the signed path prefix, letters, digits, `_` and `-` only (app-proxy-signature.ts).
      .replace(/(\s(?:src|href))="\/(?!\/)/g, `$1="${page.base}/`)
      .replace(
        '<head>',
        () => `<head><script type="application/json" id="rt-storefront">${scriptJson(page)}</script>`,
      )
  );
}

/**
 * Every page under the proxy's path (`/apps/returns`, `/apps/returns/orderlist/…`) answers the app with
 * its storefront data; the browser's router, based at the proxy's path, shows the page. A signed-in
 * customer's page carries their latest orders, read from the Admin API.
 */
export async function serveStorefrontPage(app: FastifyInstance, deps: Deps, webDist: string): Promise<void> {
  const index = readFileSync(join(webDist, 'index.html'), 'utf8');
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const storefront = request.storefront;
    if (!storefront) throw notFound();
    const customerId = storefront.customerId;
    const orders = customerId
      ? (await inRequestScope(deps.db, () => listCustomerOrders(deps, { ...storefront, customerId }))).orders
      : null;
    const page: StorefrontPage = { base: storefront.base, store: handleOf(storefront.store), orders };
    // A customer's orders: no cache (Shopify's included) may keep them.
    reply.header('cache-control', 'no-store');
    return sendCompressed(request, reply, storefrontHtml(index, page));
  };
  app.get(APP_PROXY_PATH, handler);
  app.get(`${APP_PROXY_PATH}/*`, handler);
}
