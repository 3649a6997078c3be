import { availableLocationsResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { listAvailableLocations } from './list-available-locations';

export const locationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/admin/available-locations',
      {
        config: { access: 'request.inspect' },
        schema: {
          tags: ['locations'],
          summary: 'Locations where returned items can be restocked',
          response: { 200: availableLocationsResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.inspect');
        return listAvailableLocations(deps, auth.storeId);
      },
    );
  };
