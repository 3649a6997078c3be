import type { FastifyInstance } from 'fastify';

/**
 * CORS for the routes Shopify's UI extensions call (docs/shopify.md, "Return or exchange from the customer
 * account"). A customer account extension runs in a web worker on Shopify's CDN
 * (`https://extensions.shopifycdn.com` today); Shopify's network-access docs say that origin may change
 * and ask servers to allow any (`*`). That is safe here: the caller proves itself with a session token in
 * `Authorization`, never a cookie, so no credentials are allowed and the wildcard leaks nothing a token
 * does not already open. Every answer carries the headers (a 401 too, so the extension can read it), and
 * `OPTIONS` on each path answers the preflight. Only for the plugin it is registered in.
 */
export function allowExtensionOrigins(app: FastifyInstance, paths: string[]): void {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });
  for (const path of paths) {
    app.options(path, { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
      reply
        .status(204)
        .header('access-control-allow-methods', 'POST, OPTIONS')
        .header('access-control-allow-headers', 'Authorization, Content-Type')
        // Chromium keeps a preflight at most two hours.
        .header('access-control-max-age', '7200')
        .send(),
    );
  }
}
