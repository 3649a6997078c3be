import {
  type AuditAction,
  type AuditLogResponse,
  auditActionsOf,
  auditActorLabel,
  type auditLogQuery,
  auditSummary,
  auditTargetOf,
  DAY_MS,
} from '@roundtrip/core';
import { and, count, desc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { auditLog, users } from '../../db/schema';
import type { Deps } from '../../deps';

export type AuditLogFilters = z.output<typeof auditLogQuery>;

/** The store's audit rows, newest first, one page of them, with who acted as named now or when they acted. */
export async function getAuditLog(
  deps: Deps,
  storeId: string,
  query: AuditLogFilters,
): Promise<AuditLogResponse> {
  const where = and(
    eq(auditLog.storeId, storeId),
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.target ? inArray(auditLog.action, auditActionsOf(query.target)) : undefined,
    query.actor ? eq(auditLog.actorId, query.actor) : undefined,
    query.from ? gte(auditLog.createdAt, new Date(`${query.from}T00:00:00.000Z`)) : undefined,
    // The last day is included: the range ends at the next day's first instant.
    query.to ? lt(auditLog.createdAt, new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({ row: auditLog, name: users.name, email: users.email })
      .from(auditLog)
      .leftJoin(users, and(eq(users.id, auditLog.actorId), eq(users.storeId, auditLog.storeId)))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    deps.db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    docs: rows.map(({ row, name, email }) => {
      const action = row.action as AuditAction;
      return {
        id: row.id,
        action,
        target: auditTargetOf(action),
        subject_id: row.subjectId,
        ...auditSummary(action, row.subjectId, row.details),
        actor: {
          id: row.actorId,
          label: auditActorLabel({
            name: name ?? '',
            email: email ?? row.actorEmail,
            system: row.actorName,
          }),
        },
        details: row.details,
        created_at: row.createdAt.toISOString(),
      };
    }),
    total: counted?.total ?? 0,
    page: query.page,
    limit: query.limit,
  };
}
