import { idParams } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { storageFor } from '../../providers/storage/storage-for';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { readMediaForMerchant } from './read-media';
import { sendMedia } from './uploads.routes';

/** Merchant side (secured scope): a request's photos and videos, for the store in the token only. */
export const mediaRoutes =
  (deps: Deps, storage: Storage = storageFor(deps.config)): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/return-exchange/v1/media/:id',
      {
        config: { access: 'request.all.view' },
        schema: { tags: ['requests'], summary: 'A photo or video attached to a request', params: idParams },
      },
      async (request, reply) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.all.view');
        return sendMedia(
          reply,
          await readMediaForMerchant(deps, storage, { storeId: auth.storeId, mediaId: request.params.id }),
        );
      },
    );
  };
