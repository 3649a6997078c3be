import { damageFeedbackBody, detectDamagesResponse, messageResponse, requestIdParam } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { storageFor } from '../../providers/storage/storage-for';
import { authOf } from '../auth/authenticate';
import { requirePermission } from '../auth/require-permission';
import { detectDamages } from './detect-damages';
import { saveDamageFeedback } from './save-damage-feedback';

const tags = ['requests'];

/** `GET` and `PUT detect-damages/{id}`: the request page's damage panel (docs/stores.md). */
export const damageDetectionRoutes =
  (deps: Deps, storage: Storage = storageFor(deps.config)): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/detect-damages/:id',
      {
        // OCR and the model take seconds: the verb opens the store's wall only around its reads and writes.
        config: { access: 'request.all.view', tenantScope: false },
        schema: {
          tags,
          summary: "Text on the request's photos and the damage assessment",
          params: requestIdParam,
          response: { 200: detectDamagesResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.all.view');
        return detectDamages(deps, storage, auth.storeId, request.params.id);
      },
    );
    app.put(
      '/detect-damages/:id',
      {
        config: { access: 'request.inspect' },
        schema: {
          tags,
          summary: 'Say whether the assessment of a photo was right',
          params: requestIdParam,
          body: damageFeedbackBody,
          response: { 200: messageResponse },
        },
      },
      async (request) => {
        const auth = authOf(request);
        requirePermission(auth, 'request.inspect');
        return saveDamageFeedback(deps, auth.storeId, request.params.id, request.body);
      },
    );
  };
