import {
  merchantOrderQuery,
  merchantRequestBody,
  portalRequestDetails,
  refundPreviewBody,
  refundPreviewResponse,
  sessionDataResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { createMerchantRequest } from './create-merchant-request';
import { openDeskSession } from './open-desk-session';
import { previewMerchantRequest } from './preview-merchant-request';

const tags = ['requests'];
// Making a request on the shopper's behalf is editing the store's requests.
const access = 'request.edit' as const;

/** `GET` and `POST return-exchange/v1/shopify-order`: the dashboard's "Create request" (docs/stores.md). */
export const merchantRequestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/return-exchange/v1/shopify-order',
      {
        config: { access },
        schema: {
          tags,
          summary: "Find an order: the portal's order view, with a session for the next steps",
          querystring: merchantOrderQuery,
          response: { 200: sessionDataResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, access);
        return openDeskSession(deps, auth.storeId, request.query, request.ip);
      },
    );
    app.post(
      '/return-exchange/v1/shopify-order/preview',
      {
        config: { access },
        schema: {
          tags,
          summary: "The portal's refund preview for the merchant's request",
          body: refundPreviewBody,
          response: { 200: refundPreviewResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, access);
        return previewMerchantRequest(deps, auth.storeId, request.body);
      },
    );
    app.post(
      '/return-exchange/v1/shopify-order',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Create a return or exchange for the shopper',
          body: merchantRequestBody,
          response: { 201: portalRequestDetails },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, access);
        const { idempotency_key, ...body } = request.body;
        const created = await createMerchantRequest(deps, auth, { body, idempotencyKey: idempotency_key });
        return reply.status(201).send(created);
      },
    );
  };
