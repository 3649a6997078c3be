import {
  bulkActionBody,
  bulkActionResponse,
  filterListBody,
  filterListResponse,
  neighboursResponse,
  requestDetailResponse,
  requestIdParam,
  requestItemDetailParams,
  requestItemDetailResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { bulkAction } from './bulk-action';
import { filterList, neighbours } from './filter-list';
import { getRequestDetail } from './get-request-detail';
import { getRequestItem } from './get-request-item';

const tags = ['requests'];

export const requestsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/return-exchange/v1/filter-list',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Returns and exchanges, filtered, sorted and paged',
          body: filterListBody,
          response: { 200: filterListResponse },
        },
      },
      async (request) => filterList(deps, authOf(request), request.body),
    );
    app.get(
      '/return-exchange/v1/:id/common',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Everything the request page shows',
          params: requestIdParam,
          response: { 200: requestDetailResponse },
        },
      },
      async (request) => getRequestDetail(deps, authOf(request), request.params.id),
    );
    app.get(
      '/return-exchange/v1/:id/common/:id2',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'One item of the request: its fields, media and events',
          params: requestItemDetailParams,
          response: { 200: requestItemDetailResponse },
        },
      },
      async (request) => getRequestItem(deps, authOf(request), request.params.id, request.params.id2),
    );
    app.post(
      '/return-exchange/v1/:id/neighbours',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Previous and next request in the list the page came from',
          params: requestIdParam,
          body: filterListBody,
          response: { 200: neighboursResponse },
        },
      },
      async (request) => neighbours(deps, authOf(request), request.params.id, request.body),
    );
    app.post(
      '/return-exchange/v1/bulk-action',
      {
        config: { access: 'member' },
        schema: {
          tags,
          summary: 'Approve, receive, archive or tag selected requests',
          body: bulkActionBody,
          response: { 200: bulkActionResponse },
        },
      },
      async (request) => bulkAction(deps, authOf(request), request.body),
    );
  };
