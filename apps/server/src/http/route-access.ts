import { apiKeyRefusal } from '@roundtrip/core/apps';
import type { Permission } from '@roundtrip/core/permissions';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { authenticateRequest } from '../features/auth/authenticate-request';
import { requirePermission } from '../features/auth/require-permission';

/**
 * Who may call an API route, declared in the route's definition (docs/security.md "Route access"):
 * - a permission: a signed-in merchant user holding it (admins hold every permission);
 * - 'member': any signed-in user of the store (their own profile, the session itself);
 * - 'public': no merchant token (the portal with its own session, login, signed webhooks, health).
 */
export type RouteAccess = Permission | 'member' | 'public';

declare module 'fastify' {
  // biome-ignore lint/style/useConsistentTypeDefinitions: Fastify's route config is extended by declaration merging
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  // biome-ignore lint/style/useConsistentTypeDefinitions: as above
  interface FastifySchema {
    /** Copied from `config.access` (an OpenAPI extension): the document shows who may call each route. */
    'x-access'?: RouteAccess;
  }
}

/**
 * Enforces every API route's `config.access` before anything else of the request runs (docs/security.md,
 * "Route access"): the token is checked on every request, so a removed member answers 401 and a removed
 * permission 403 on their next request; the refusal comes before the body is read or validated, so it
 * changes nothing and tells nothing about the input. A route registered without `access` stops the
 * server from starting: no route can forget it. Must be called before the routes are registered.
 */
export function enforceRouteAccess(app: FastifyInstance, deps: Deps, apiPrefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${apiPrefix}/`)) return;
    const access = route.config?.access;
    if (!access) {
      throw new Error(
        `${[route.method].flat().join(',')} ${route.url} declares no access: add config: { access: '<permission>' | 'member' | 'public' }`,
      );
    }
    // Shown in the OpenAPI document, and how the permission matrix test finds every route's access. A
    // public route takes no token, so the document says it needs none (the default is the bearer).
    if (route.schema)
      route.schema = {
        ...route.schema,
        'x-access': access,
        ...(access === 'public' ? { security: [] } : {}),
      };
    if (access === 'public') return;
    const check: onRequestHookHandler = async (request) => {
      request.auth ??= await authenticateRequest(deps, request.headers.authorization);
      // An app's key holds only its scopes' routes (docs/apps.md); the refusal names the missing scope.
      const keyRefusal =
        request.auth.app && apiKeyRefusal(request.auth.app.scopes, access, request.auth.permissions);
      if (keyRefusal) throw new AppError('FORBIDDEN', keyRefusal);
      if (access !== 'member') requirePermission(request.auth, access);
    };
    route.onRequest = [check, ...[route.onRequest ?? []].flat()];
  });
}
