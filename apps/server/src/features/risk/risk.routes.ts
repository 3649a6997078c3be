import { idParams, requestRisk, riskVerdictBody } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { markRequestRisk } from './mark-request-risk';

/** A "fraud" verdict changes the block list, so it takes the permission that edits the lists. */
export const riskRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/return-exchange/v1/:id/risk-verdict',
      {
        config: { access: 'setting.rules.edit' },
        schema: {
          tags: ['requests'],
          summary: "Mark a request's risk safe or fraud",
          params: idParams,
          body: riskVerdictBody,
          response: { 200: requestRisk },
        },
      },
      async (request) => markRequestRisk(deps, authOf(request), request.params.id, request.body.verdict),
    );
  };
