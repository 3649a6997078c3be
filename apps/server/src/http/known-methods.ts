import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Methods no route is registered for (QUERY, PROPFIND, TRACE ...) answer 404 before Fastify looks at
 * their body: a QUERY without Content-Type would otherwise fail inside the not-found route. The list is
 * collected from the routes themselves, so a route added later with a new method is reachable.
 */
export function refuseUnknownMethods(app: FastifyInstance): void {
  const known = new Set<string>();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) known.add(method);
  });
  app.addHook('onRequest', async (request) => {
    if (!known.has(request.method))
      throw new AppError('NOT_FOUND', `No route ${request.method} ${request.url.split('?')[0]}`);
  });
}
