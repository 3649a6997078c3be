import { createSessionResponse, openStorefrontOrderBody, storefrontOrdersResponse } from '@roundtrip/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Storefront } from './find-storefront';
import { listCustomerOrders } from './list-customer-orders';
import { openCustomerOrder } from './open-customer-order';

const tags = ['portal'];
const security: [] = [];

/** Only through the app proxy, for the customer Shopify says is signed in to the shop. */
function signedInCustomer(request: FastifyRequest): Storefront & { customerId: string } {
  const storefront = request.storefront;
  if (!storefront?.customerId)
    throw new AppError('UNAUTHENTICATED', "Open this from the store's own site, signed in to your account");
  return { ...storefront, customerId: storefront.customerId };
}

/** The signed-in Shopify customer's side of the portal on the store's domain (docs/shopify.md). */
export const storefrontRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    // The customer's orders: no shared cache may keep them.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/customer/v1/storefront/orders',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "The signed-in Shopify customer's latest orders (through the app proxy)",
          response: { 200: storefrontOrdersResponse },
        },
      },
      async (request) => listCustomerOrders(deps, signedInCustomer(request)),
    );

    app.post(
      '/customer/v1/storefront/sessions',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "Open a portal session on one of the signed-in customer's orders (through the app proxy)",
          body: openStorefrontOrderBody,
          response: { 201: createSessionResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await openCustomerOrder(deps, {
            storefront: signedInCustomer(request),
            orderId: request.body.order_id,
            ip: request.ip,
          }),
        ),
    );
  };
