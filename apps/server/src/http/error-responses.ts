import { errorBody } from '@roundtrip/core';
import type { FastifyInstance, RouteOptions } from 'fastify';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const described = {
  400: 'VALIDATION_FAILED: the input was refused; `fields` names each field',
  401: 'UNAUTHENTICATED, INVALID_CREDENTIALS or TOKEN_EXPIRED: no valid token, password or portal session',
  403: 'FORBIDDEN or PLAN_REQUIRED: the user lacks the permission or the plan',
  404: 'NOT_FOUND: no such row in this store (another store’s id answers the same)',
  409: 'CONFLICT: the request’s status or quantities do not allow the action, or the first call with this idempotency key is still running (Retry-After)',
  413: 'PAYLOAD_TOO_LARGE: the body is over its limit',
  415: 'UNSUPPORTED_MEDIA: the body is not of the type the route takes',
  422: 'IDEMPOTENCY_KEY_REUSED: the idempotency key was already used with another body, request or action',
  429: 'TOO_MANY_ATTEMPTS: a rate limit; Retry-After says when to try again',
  500: 'INTERNAL: a fault on our side, logged with the request id',
  503: 'UNAVAILABLE: the database or the commerce platform cannot be reached for now; Retry-After says when to try again',
} as const;
type ErrorStatus = keyof typeof described;

/**
 * The error statuses a route can answer, from what its schema shows: every route may be sent bad input
 * and may fail; a route with input or a token may refuse who asks or what they name; a write may
 * conflict, be too large, of the wrong type or rate-limited. Declaring one a route never answers costs
 * a client nothing; missing one it does answer would (the fuzz test checks what routes really answer).
 */
function errorStatuses(route: RouteOptions): ErrorStatus[] {
  const schema = route.schema ?? {};
  const isPublic = Array.isArray(schema.security) && schema.security.length === 0;
  const hasInput = Boolean(schema.params || schema.querystring || schema.body || schema.headers);
  const write = [route.method].flat().some((m) => WRITES.has(m));
  const statuses: ErrorStatus[] = [400, 500, 503];
  if (hasInput || !isPublic) statuses.push(401, 404);
  if (!isPublic) statuses.push(403);
  if (write) statuses.push(409, 413, 415, 422, 429);
  return statuses.sort((a, b) => a - b);
}

/** Adds the error body (core's `errorBody`) under every error status of every API route, in one place. */
export function declareErrorResponses(app: FastifyInstance, prefix: string): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix) || !route.schema || route.schema.hide) return;
    const response = (route.schema.response ?? {}) as Record<string, unknown>;
    for (const status of errorStatuses(route)) response[status] ??= errorBody.describe(described[status]);
    route.schema.response = response;
  });
}
