import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { commitBeforeAnswer, enterStore, inRequestScope } from '../db/tenant-scope';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Fastify's route config is extended by declaration merging
  interface FastifyContextConfig {
    /**
     * false: the handler opens the store's wall itself around its writes (a route that streams a body
     * must not hold a transaction, and on PGlite the only connection, while the bytes arrive).
     */
    tenantScope?: boolean;
    /**
     * true: on PostgreSQL the wall sends the route's statements as named prepared statements, which
     * PostgreSQL may run on a generic plan (`db/client.ts`). Only for routes whose statements find rows
     * by key, whose best plan does not depend on the values.
     */
    preparedStatements?: boolean;
  }
}

/**
 * Every API route handler runs in a request scope (docs/security.md, "Row-level security"): a merchant
 * route enters its token's store at once, a portal route when its session is found. Must be called
 * before the routes are registered. Only the API: the static files' handler is not async (it answers
 * later), and wrapped in a promise it would answer an empty body.
 */
export function scopeRequestsToTheirStore(app: FastifyInstance, db: Db, apiPrefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiPrefix}/`) || route.config?.tenantScope === false) return;
    const handler = route.handler;
    const prepared = route.config?.preparedStatements === true;
    route.handler = function scoped(request, reply) {
      return inRequestScope(
        db,
        async () => {
          if (request.auth) await enterStore(request.auth.storeId);
          return handler.call(this, request, reply);
        },
        { prepared },
      );
    };
  });
  app.addHook('onSend', async () => {
    await commitBeforeAnswer();
  });
}
