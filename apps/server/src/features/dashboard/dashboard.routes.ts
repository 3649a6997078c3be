import { dashboardResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { getDashboard } from './get-dashboard';

export const dashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/v1',
      {
        schema: {
          tags: ['dashboard'],
          summary: 'Store, plan and current user for the dashboard',
          response: { 200: dashboardResponse },
        },
      },
      async (request) => getDashboard(deps, authOf(request)),
    );
  };
