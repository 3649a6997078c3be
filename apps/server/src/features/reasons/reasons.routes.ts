import { reasonListQuery, reasonListResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { isShopifySessionToken } from '../../platform/shopify/connection/session-token';
import { authenticate } from '../auth/authenticate';
import { authenticateRequest } from '../auth/authenticate-request';
import { requireSession } from '../auth/require-portal-session';
import { listReasons } from './list-reasons';

const tags = ['reasons'];

/**
 * The merchant by their login or, inside the Shopify admin, by App Bridge's session token, as every
 * merchant route takes them; an app's API key stays with the routes that check its scopes.
 */
function merchant(deps: Deps, header: string | undefined) {
  const token = header?.replace(/^Bearer /, '').trim() ?? '';
  return isShopifySessionToken(token) ? authenticateRequest(deps, header) : authenticate(deps, header);
}

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
          : (await merchant(deps, request.headers.authorization)).storeId;
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
