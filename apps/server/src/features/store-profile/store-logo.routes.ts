import { storeLogoParams } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { storageFor } from '../../providers/storage/storage-for';
import { readStoreLogo } from './read-store-logo';

/** Store logos are public: the portal, emails and the login page show them without a merchant token. */
export const storeLogoRoutes =
  (deps: Deps, storage: Storage = storageFor(deps.config)): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/store/v1/logo/:store_id/:file',
      {
        config: { access: 'public' },
        schema: { tags: ['store'], security: [], summary: 'A store logo', params: storeLogoParams },
      },
      async (request, reply) => {
        const logo = await readStoreLogo(storage, request.params.store_id, request.params.file);
        return reply
          .header('content-type', logo.contentType)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('cache-control', 'public, max-age=86400')
          .send(logo.data);
      },
    );
  };
