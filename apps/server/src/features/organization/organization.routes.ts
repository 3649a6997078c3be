import {
  linkStoreBody,
  organizationIdParams,
  organizationListQuery,
  organizationListResponse,
  switchStoreResponse,
} from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { linkStore } from './link-store';
import { listConnectedStores } from './list-connected-stores';
import { switchStore } from './switch-store';
import { unlinkStore } from './unlink-store';

const tags = ['organization'];
const config = { access: 'store.switch' } as const;
const linked = z.object({ id: z.string() });

/** Organisation: linked stores and the store switch (docs/stores.md). */
export const organizationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/organization/v1',
      {
        config,
        schema: {
          tags,
          summary: "This store's parent and child stores",
          querystring: organizationListQuery,
          response: { 200: organizationListResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, config.access);
        return listConnectedStores(deps, auth, request.query);
      },
    );
    for (const relation of ['parent', 'child'] as const) {
      app.post(
        `/organization/v1/${relation}`,
        {
          config,
          schema: {
            tags,
            summary: `Link another store as this store's ${relation} (admins of both)`,
            body: linkStoreBody,
            response: { 201: linked },
          },
        },
        async (request, reply) => {
          const auth = authOf(request);
          requirePermission(auth, config.access);
          return reply.status(201).send(await linkStore(deps, auth, relation, request.body.store_token));
        },
      );
    }
    app.patch(
      '/organization/v1/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Switch to a connected store the user is a member of',
          params: organizationIdParams,
          response: { 200: switchStoreResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, config.access);
        return switchStore(deps, auth, request.params.id);
      },
    );
    app.delete(
      '/organization/v1/:id',
      {
        config,
        schema: {
          tags,
          summary: 'Unlink a connected store',
          params: organizationIdParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, config.access);
        await unlinkStore(deps, auth, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
