import { integrationListResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { listIntegrations } from './list-integrations';

/** The Integrations page (docs/apps.md): every integration and its state. */
export const integrationsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/integrations/v1/list',
      {
        config: { access: 'setting.integration.edit' },
        schema: {
          tags: ['integrations'],
          summary: 'Every integration with its state',
          response: { 200: integrationListResponse },
        },
      },
      async (request) => ({ docs: await listIntegrations(deps, authOf(request).storeId) }),
    );
  };
