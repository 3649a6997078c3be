import { idParams, privacyExportsResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { storageFor } from '../../providers/storage/storage-for';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { listExports, openExport } from './list-exports';

/** Merchant side: the customer data exports Shopify's customers/data_request produced, to send on. */
export const privacyRoutes =
  (deps: Deps, storage: Storage = storageFor(deps.config)): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/privacy/v1/exports',
      {
        config: { access: 'request.export' },
        schema: {
          tags: ['privacy'],
          summary: 'Customer data exports (customers/data_request)',
          response: { 200: privacyExportsResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.export');
        return { exports: await listExports(deps, auth.storeId) };
      },
    );
    app.get(
      '/privacy/v1/exports/:id',
      {
        config: { access: 'request.export' },
        schema: { tags: ['privacy'], summary: 'Download one customer data export (JSON)', params: idParams },
      },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.export');
        const file = await openExport(deps, storage, auth.storeId, request.params.id);
        return reply
          .type('application/json')
          .header('content-length', file.size)
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'private, no-store')
          .send(file.stream);
      },
    );
  };
