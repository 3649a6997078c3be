import { errorBody, portalPayment, requestIdParams, sessionQuery, webhookAck } from '@roundtrip/core';
import { PAYMENT_PROVIDERS } from '@roundtrip/core/payments';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { getPortalPayment } from './get-portal-payment';
import { receivePaymentWebhook } from './receive-payment-webhook';
import { sandboxPage, sandboxPay } from './sandbox-payment';

const WEBHOOK_BODY_LIMIT = 1024 * 1024;
const security: [] = [];
const webhookParams = z.object({ provider: z.enum(PAYMENT_PROVIDERS), key: z.string().max(64) });
const paymentParams = z.object({ payment_id: z.uuid({ error: 'Not found' }) });

/**
 * What reaches payments without a merchant token: the providers' signed webhooks (the body kept as bytes
 * for the signature), the sandbox's payment page, and the portal's "Pay the difference".
 */
export const paymentWebhooksRoutes = (deps: Deps) => async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  // Webhook bodies stay bytes; the sandbox page's form posts carry nothing we read.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_r, body, done) =>
    done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/payments/v1/webhooks/:provider/:key',
    {
      config: { access: 'public' },
      bodyLimit: WEBHOOK_BODY_LIMIT,
      schema: {
        tags: ['payments'],
        summary: "A payment provider's signed webhook",
        security,
        params: webhookParams,
        response: {
          200: webhookAck,
          401: errorBody.describe('UNAUTHENTICATED: the signature is missing or wrong'),
        },
      },
    },
    async (request) =>
      receivePaymentWebhook(deps, {
        provider: request.params.provider,
        key: request.params.key,
        rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        headers: request.headers,
      }),
  );
  api.get(
    '/payments/v1/sandbox/:payment_id',
    {
      config: { access: 'public' },
      schema: {
        tags: ['payments'],
        summary: 'The sandbox payment page (HTML)',
        security,
        params: paymentParams,
      },
    },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await sandboxPage(deps, request.params.payment_id)),
  );
  for (const [path, wrong] of [
    ['pay', false],
    ['pay-wrong-amount', true],
  ] as const)
    api.post(
      `/payments/v1/sandbox/:payment_id/${path}`,
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: `The sandbox page's ${path} button`,
          security,
          params: paymentParams,
        },
      },
      async (request, reply) =>
        reply.type('text/html; charset=utf-8').send(await sandboxPay(deps, request.params.payment_id, wrong)),
    );
  api.get(
    '/customer/v1/requests/:request_id/payment',
    {
      config: { access: 'public' },
      schema: {
        tags: ['portal'],
        summary: 'What the shopper owes on a request, and where to pay it',
        security,
        params: requestIdParams,
        querystring: sessionQuery,
        response: { 200: portalPayment },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getPortalPayment(deps, {
        sessionId: request.query.session,
        requestId: request.params.request_id,
      });
    },
  );
};
