import { auditLogQuery, auditLogResponse } from '@roundtrip/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps';
import { authOf } from '../auth/authenticate';
import { getAuditLog } from './get-audit-log';

/**
 * The audit log (docs/lists-and-risk.md, "Audit log"). Reading it takes `user.view`: every row names
 * the member who acted, and team changes show members' emails and permissions, which is what that
 * permission guards; an admin holds it.
 */
export const auditRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/setting/v1/audit-log',
      {
        config: { access: 'user.view' },
        schema: {
          tags: ['settings'],
          summary: 'Who changed the lists, risk marks, team, API keys and policy: newest first, paged',
          querystring: auditLogQuery,
          response: { 200: auditLogResponse },
        },
      },
      async (request) => getAuditLog(deps, authOf(request).storeId, request.query),
    );
  };
