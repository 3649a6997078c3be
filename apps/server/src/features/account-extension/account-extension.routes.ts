import { orderHandoffBody, orderHandoffResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { allowExtensionOrigins } from '../../http/extension-cors';
import { handOffOrder } from './hand-off-order';

const HANDOFF_PATH = '/account-extension/v1/order-handoff';

/** What the customer account extension calls: a Shopify session token, not a merchant token, says who. */
export const accountExtensionRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    allowExtensionOrigins(app, [HANDOFF_PATH]);
    // The answer is a one-time link: no cache may keep it.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post(
      HANDOFF_PATH,
      {
        config: { access: 'public' },
        schema: {
          tags: ['account-extension'],
          summary: "A one-time portal link to the signed-in customer's order, for five minutes",
          description:
            'Authorization: Bearer <customer account session token from shopify.sessionToken.get()>.',
          security: [],
          body: orderHandoffBody,
          response: { 201: orderHandoffResponse },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await handOffOrder(deps, { authorization: request.headers.authorization, body: request.body }),
          ),
    );
  };
