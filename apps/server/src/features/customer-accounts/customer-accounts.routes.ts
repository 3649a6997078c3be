import {
  accountCallbackQuery,
  accountOrdersResponse,
  accountSessionQuery,
  accountSignInOption,
  accountSignInQuery,
  accountSignOutBody,
  accountSignOutResponse,
  createSessionResponse,
  errorBody,
  openAccountOrderBody,
  storeHandleParams,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { finishSignIn } from './finish-sign-in';
import { listAccountOrders } from './list-account-orders';
import { openAccountOrder } from './open-account-order';
import { getSignInOption } from './sign-in-option';
import { signOut } from './sign-out';
import { startSignIn } from './start-sign-in';

const tags = ['portal'];
const security: [] = [];
const redirect = {
  302: z.null().describe("To Shopify's sign-in page, or back to the portal"),
  409: errorBody,
};

/** The portal's sign-in with a Shopify customer account (public: the account session id is the key). */
export const customerAccountRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get(
      '/customer/v1/account/sign-in-option/:handle',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'Whether the store offers "Sign in with Shopify"',
          params: storeHandleParams,
          response: { 200: accountSignInOption },
        },
      },
      async (request) => getSignInOption(deps, request.params.handle),
    );

    app.get(
      '/customer/v1/account/sign-in',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "Start a sign-in: to the shop's customer account page (PKCE, state, nonce)",
          querystring: accountSignInQuery,
          response: redirect,
        },
      },
      async (request, reply) => reply.redirect(await startSignIn(deps, request.query.store)),
    );

    app.get(
      '/customer/v1/account/callback',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "Shopify's redirect back after the shopper signed in",
          querystring: accountCallbackQuery,
          response: redirect,
        },
      },
      async (request, reply) => reply.redirect(await finishSignIn(deps, request.query)),
    );

    app.get(
      '/customer/v1/account/orders',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "The signed-in shopper's orders",
          querystring: accountSessionQuery,
          response: { 200: accountOrdersResponse },
        },
      },
      async (request) => listAccountOrders(deps, request.query.session),
    );

    app.post(
      '/customer/v1/account/order-session',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: "Open a 24-hour portal session on one of the signed-in shopper's orders",
          body: openAccountOrderBody,
          response: { 201: createSessionResponse },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await openAccountOrder(deps, { ...request.body, ip: request.ip })),
    );

    app.post(
      '/customer/v1/account/sign-out',
      {
        config: { access: 'public' },
        schema: {
          tags,
          security,
          summary: 'Sign out: forget the tokens; answers Shopify’s end-session page',
          body: accountSignOutBody,
          response: { 200: accountSignOutResponse },
        },
      },
      async (request) => signOut(deps, request.body.session),
    );
  };
