import { addTagBody, removeTagBody, requestTagsResponse, storeTagsResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../../deps';
import { authOf } from '../../auth/authenticate';
import { addTag, removeTag, storeTags } from './request-tags';

const tags = ['requests'];

export const requestTagsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/return-exchange-tags/v1/add-tag',
      {
        config: { access: 'request.edit' },
        schema: { tags, summary: 'Tag a request', body: addTagBody, response: { 200: requestTagsResponse } },
      },
      async (request) => addTag(deps, authOf(request), request.body),
    );
    app.post(
      '/return-exchange-tags/v1/remove-tag',
      {
        config: { access: 'request.edit' },
        schema: {
          tags,
          summary: 'Remove a tag from a request',
          body: removeTagBody,
          response: { 200: requestTagsResponse },
        },
      },
      async (request) => removeTag(deps, authOf(request), request.body),
    );
    app.get(
      '/return-exchange-tags/v1/get-tags',
      {
        config: { access: 'request.all.view' },
        schema: { tags, summary: 'Tags used in the store', response: { 200: storeTagsResponse } },
      },
      async (request) => storeTags(deps, authOf(request)),
    );
  };
