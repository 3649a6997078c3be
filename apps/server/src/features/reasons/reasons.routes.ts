import { reasonListQuery, reasonListResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authenticate } from '../auth/authenticate';
import { requireSession } from '../auth/require-portal-session';
import { listReasons } from './list-reasons';

const tags = ['reasons'];

/** Public scope: answers a signed-in merchant, or a shopper who passes `?session=`. */
export const reasonsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/return-exchange-reason/v1',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The store's return and exchange reasons",
          querystring: reasonListQuery,
          response: { 200: reasonListResponse },
        },
      },
      async (request) => {
        const { session, page, limit, kind, language } = request.query;
        const storeId = session
          ? (await requireSession(deps, session)).store.id
          : (await authenticate(deps, request.headers.authorization)).storeId;
        // Only a shopper's list is in one language; the merchant edits the translations themselves.
        return listReasons(deps, {
          storeId,
          page,
          limit,
          kind,
          activeOnly: Boolean(session),
          shopper: session ? { language } : undefined,
        });
      },
    );
  };
