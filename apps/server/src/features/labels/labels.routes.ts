import {
  COURIERS,
  fetchWeightPriceBody,
  fetchWeightPriceResponse,
  idParams,
  rateQuotesBody,
  rateQuotesResponse,
  requestIdParams,
  returnLabelResponse,
  sessionQuery,
  validateWeightBody,
  validateWeightResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { quoteLabel, validateWeight } from './quote-label';
import { openLabelFile, readLabel } from './read-label';
import { shopRates } from './shop-rates';
import { receiveTrackingWebhook } from './tracking-webhook';

const tags = ['couriers'];

const pdf = (name: string) => ({
  'content-type': 'application/pdf',
  'content-disposition': `inline; filename="${name}"`,
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'cache-control': 'private, max-age=300',
});

/** Merchant side (secured scope): a request's label, its PDF, the parcel's weight and price. */
export const labelsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/return-exchange/v1/:id/label',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: "A request's return label",
          params: idParams,
          response: { 200: returnLabelResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.all.view');
        return readLabel(deps, { kind: 'merchant', storeId: auth.storeId }, request.params.id);
      },
    );
    app.get(
      '/return-exchange/v1/:id/label/file',
      {
        config: { access: 'request.all.view' },
        schema: { tags, summary: "A request's return label PDF", params: idParams },
      },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.all.view');
        const file = await openLabelFile(
          deps,
          { kind: 'merchant', storeId: auth.storeId },
          request.params.id,
        );
        return reply.headers(pdf(file.name)).send(file.stream);
      },
    );
    app.post(
      '/validate-weight',
      {
        config: { access: 'request.approve' },
        schema: {
          tags,
          summary: "Check a parcel's weight",
          body: validateWeightBody,
          response: { 200: validateWeightResponse },
        },
      },
      async (request) => {
        requirePermission(authOf(request), 'request.approve');
        return { valid: true as const, grams: validateWeight(request.body.weight, request.body.unit) };
      },
    );
    app.post(
      '/fetch-weight-price',
      {
        config: { access: 'request.approve' },
        schema: {
          tags,
          summary: "The courier's price for a request's parcel",
          body: fetchWeightPriceBody,
          response: { 200: fetchWeightPriceResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.approve');
        return quoteLabel(deps, auth.storeId, request.body);
      },
    );
    app.post(
      '/return-exchange/v1/:id/rate-quotes',
      {
        config: { access: 'request.approve' },
        schema: {
          tags,
          summary:
            "Every bookable courier's quote for a request's parcel, and the one the store's rule picks",
          params: idParams,
          body: rateQuotesBody,
          response: { 200: rateQuotesResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.approve');
        return shopRates(deps, auth.storeId, request.params.id, request.body.weight_grams);
      },
    );
  };

/** Shopper side (`?session=`) and the couriers' tracking webhooks: no merchant token. */
export const labelsPublicRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/customer/v1/requests/:request_id/label',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The return label of a request of the session's order",
          params: requestIdParams,
          querystring: sessionQuery,
          response: { 200: returnLabelResponse },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return readLabel(
          deps,
          { kind: 'shopper', sessionId: request.query.session },
          request.params.request_id,
        );
      },
    );
    app.get(
      '/customer/v1/requests/:request_id/label/file',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'The return label PDF', params: requestIdParams, querystring: sessionQuery },
      },
      async (request, reply) => {
        const file = await openLabelFile(
          deps,
          { kind: 'shopper', sessionId: request.query.session },
          request.params.request_id,
        );
        return reply.headers(pdf(file.name)).send(file.stream);
      },
    );
    app.post(
      '/courier-webhooks/v1/:courier',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "A courier's tracking update (the store comes from our label, never from the payload)",
          params: z.object({ courier: z.enum(COURIERS) }),
          body: z.unknown(),
          response: { 202: z.object({ received: z.literal(true) }) },
        },
      },
      async (request, reply) => {
        await receiveTrackingWebhook(deps, request.params.courier, request.body);
        return reply.code(202).send({ received: true as const });
      },
    );
  };
