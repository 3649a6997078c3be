import {
  reshipParams,
  reshipQuery,
  reshipRequestBody,
  reshipRequestResponse,
  reshipRequestsResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { authOf } from '../../auth/authenticate';
import { createReship, reshipRequests } from './reship';

const tags = ['requests'];

export const reshipRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/return-exchange/v1/reship-requests/:order',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Reships of an order',
          params: reshipParams,
          querystring: reshipQuery,
          response: { 200: reshipRequestsResponse },
        },
      },
      async (request) =>
        reshipRequests(deps, authOf(request), request.params.order, request.query.shipping_company),
    );
    app.post(
      '/reship-request',
      {
        config: { access: 'request.edit' },
        schema: {
          tags,
          summary: 'Ship items to the shopper again',
          body: reshipRequestBody,
          response: { 200: reshipRequestResponse },
        },
      },
      async (request) => createReship(deps, authOf(request), request.body),
    );
  };
