import { errorBody, webhookReceipt } from '@roundtrip/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { receiveWebhook } from './receive-webhook';

/** Shopify's largest payloads (an order with hundreds of lines) stay well under this. */
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024;

/**
 * POST /api/webhooks/shopify: the one endpoint every topic of shopify.app.toml points at. Signed by
 * Shopify, not by a user token. The body stays text so the signature is checked on the exact bytes.
 */
export const shopifyWebhooksRoutes = (deps: Deps) => async (app: FastifyInstance) => {
  // Scoped to this plugin: every other route keeps parsing JSON itself.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (_request, body, done) => done(null, body),
  );
  app.withTypeProvider<ZodTypeProvider>().post(
    '/webhooks/shopify',
    {
      config: { access: 'public' },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['shopify'],
        summary: 'Shopify webhooks (HMAC-signed by Shopify)',
        security: [],
        response: {
          200: webhookReceipt,
          401: errorBody.describe('UNAUTHENTICATED: the HMAC signature is missing or wrong'),
        },
      },
    },
    async (request) =>
      receiveWebhook(deps, {
        headers: request.headers,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      }),
  );
};
