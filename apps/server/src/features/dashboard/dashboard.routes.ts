import { dashboardResponse, homeResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { getDashboard } from './get-dashboard';
import { getHome } from './get-home';

export const dashboardRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/dashboard/v1',
      {
        config: { access: 'member' },
        schema: {
          tags: ['dashboard'],
          summary: 'Store, plan and current user for the dashboard',
          response: { 200: dashboardResponse },
        },
      },
      async (request) => getDashboard(deps, authOf(request)),
    );
    app.get(
      '/dashboard/v1/home',
      {
        config: { access: 'request.all.view' },
        schema: {
          tags: ['dashboard'],
          summary: 'Home: work queues, latest requests, the last 30 days, the portal link and setup steps',
          response: { 200: homeResponse },
        },
      },
      async (request) => getHome(deps, authOf(request)),
    );
  };
