import {
  cancelItemsBody,
  cancellableItemsResponse,
  idempotencyHeaders,
  portalRequestDetails,
  sessionQuery,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { cancelItems } from './cancel-items';
import { getCancellableItems } from './get-cancellable-items';

const tags = ['portal'];
const security: [] = [];

/** The shopper cancels items that have not shipped (public scope: the portal session opens the order). */
export const cancellationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/customer/v1/cancellable-items',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "The session order's items a shopper may still cancel",
          querystring: sessionQuery,
          response: { 200: cancellableItemsResponse },
        },
      },
      async (request) => getCancellableItems(deps, request.query.session),
    );

    app.post(
      '/customer/v1/cancellations',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'Cancel items that have not shipped (Idempotency-Key header)',
          headers: idempotencyHeaders,
          body: cancelItemsBody,
          response: { 201: portalRequestDetails },
        },
      },
      async (request, reply) => {
        const created = await cancelItems(deps, {
          body: request.body,
          idempotencyKey: request.headers['idempotency-key'],
        });
        return reply.status(201).send(created);
      },
    );
  };
