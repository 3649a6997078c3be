import { errorBody, flowActionReceipt, flowLifecycleReceipt } from '@roundtrip/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { recordTriggerLifecycle } from './record-trigger-lifecycle';
import { runFlowAction } from './run-flow-action';

/** An action's properties and a lifecycle callback are a few hundred bytes. */
const FLOW_BODY_LIMIT = 64 * 1024;

const signed = (request: FastifyRequest) => ({
  headers: request.headers,
  rawBody: Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
});

const refusals = {
  400: errorBody.describe('VALIDATION_FAILED: a field Flow sent is missing or invalid'),
  401: errorBody.describe('UNAUTHENTICATED: the HMAC signature is missing or wrong'),
};

/**
 * Shopify Flow's calls (docs/flow.md): signed by Shopify with the app's secret, not by a user token. The
 * body stays bytes so the signature is checked on exactly what was sent.
 */
export const shopifyFlowRoutes = (deps: Deps) => async (app: FastifyInstance) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: FLOW_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/flow/v1/actions',
    {
      config: { access: 'public' },
      bodyLimit: FLOW_BODY_LIMIT,
      schema: {
        tags: ['shopify'],
        summary: 'A run of a Roundtrip action in a Shopify Flow workflow (HMAC-signed by Shopify)',
        security: [],
        response: {
          200: flowActionReceipt,
          ...refusals,
          403: errorBody.describe('PLAN_REQUIRED: the store’s plan has no automations'),
          404: errorBody.describe('NOT_FOUND: the shop, the action or the request is not Roundtrip’s'),
          409: errorBody.describe('CONFLICT: the request’s status does not allow the action'),
        },
      },
    },
    async (request) => runFlowAction(deps, signed(request)),
  );
  api.post(
    '/flow/v1/trigger-lifecycle',
    {
      config: { access: 'public' },
      bodyLimit: FLOW_BODY_LIMIT,
      schema: {
        tags: ['shopify'],
        summary:
          'Shopify Flow turned a workflow using a Roundtrip trigger on or off (HMAC-signed by Shopify)',
        security: [],
        response: { 200: flowLifecycleReceipt, ...refusals },
      },
    },
    async (request) => recordTriggerLifecycle(deps, signed(request)),
  );
};
