import {
  deletedResponse,
  filterOptionsResponse,
  requestIdParam,
  savedFilter,
  savedFilterBody,
  savedFilterListBody,
  savedFilterListResponse,
  savedFilterTypeParams,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { authOf } from '../../auth/authenticate';
import {
  createSavedFilter,
  deleteSavedFilter,
  filterOptions,
  listSavedFilters,
  updateSavedFilter,
} from './saved-filters';

const tags = ['requests'];

export const savedFiltersRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/return-exchange-filter/v1',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Save a list filter',
          body: savedFilterBody,
          response: { 200: savedFilter },
        },
      },
      async (request) => createSavedFilter(deps, authOf(request), request.body),
    );
    app.put(
      '/return-exchange-filter/v1/:id',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Update a saved filter',
          params: requestIdParam,
          body: savedFilterBody,
          response: { 200: savedFilter },
        },
      },
      async (request) => updateSavedFilter(deps, authOf(request), request.params.id, request.body),
    );
    app.delete(
      '/return-exchange-filter/v1/:id',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Delete a saved filter',
          params: requestIdParam,
          response: { 200: deletedResponse },
        },
      },
      async (request) => deleteSavedFilter(deps, authOf(request), request.params.id),
    );
    app.post(
      '/return-exchange-filter/v1/:type/list',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags,
          summary: 'Saved filters of returns or exchanges',
          params: savedFilterTypeParams,
          body: savedFilterListBody.optional(),
          response: { 200: savedFilterListResponse },
        },
      },
      async (request) =>
        listSavedFilters(deps, authOf(request), request.params.type, request.body ?? { page: 1, limit: 50 }),
    );
    app.get(
      '/return-exchange-filter/v1/filters',
      {
        config: { access: 'request.all.view' },
        schema: { tags, summary: 'Choices for the filter bar', response: { 200: filterOptionsResponse } },
      },
      async (request) => filterOptions(deps, authOf(request)),
    );
  };
