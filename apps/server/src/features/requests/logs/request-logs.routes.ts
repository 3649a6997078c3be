import { integrationLogResponse, LOG_KINDS, type LogKind, requestIdParam } from '@roundtrip/core';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { integrationLogs } from '../../../db/schema';
import type { Deps } from '../../../deps';
import type { AuthContext } from '../../auth/authenticate';
import { authOf } from '../../auth/authenticate';
import { requirePermission } from '../../auth/require-permission';
import { findRequest } from '../lock-request';

/** One tab of the request page: every attempt of its side effects of this kind, newest first. */
async function requestLogs(deps: Deps, auth: AuthContext, requestId: string, kind: LogKind) {
  requirePermission(auth, 'request.all.view');
  await findRequest(deps.db, auth.storeId, requestId);
  const rows = await deps.db
    .select()
    .from(integrationLogs)
    .where(
      and(
        eq(integrationLogs.storeId, auth.storeId),
        eq(integrationLogs.requestId, requestId),
        eq(integrationLogs.kind, kind),
      ),
    )
    .orderBy(desc(integrationLogs.createdAt), desc(integrationLogs.attempt))
    .limit(200);
  return {
    docs: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      effect: r.effect,
      attempt: r.attempt,
      outcome: r.outcome,
      message: r.message,
      request: r.request,
      response: r.response,
      duration_ms: r.durationMs,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

export const requestLogsRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    for (const kind of LOG_KINDS)
      app.get(
        `/${kind}-log/v1/:id`,
        {
          config: { access: 'request.all.view' },
          schema: {
            tags: ['requests'],
            summary: `The ${kind} log of a request`,
            params: requestIdParam,
            response: { 200: integrationLogResponse },
          },
        },
        async (request) => requestLogs(deps, authOf(request), request.params.id, kind),
      );
  };
