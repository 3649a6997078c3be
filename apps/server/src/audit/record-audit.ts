import type { AuditAction } from '@roundtrip/core';
import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** One audit row in the caller's transaction, so a change and its record land together or not at all. */
export async function recordAudit(
  tx: Tx,
  auth: { storeId: string; userId: string; email: string; systemActor?: string | undefined },
  entry: { action: AuditAction; subjectId: string; details: Record<string, unknown>; at: Date },
): Promise<void> {
  await tx.insert(auditLog).values({
    storeId: auth.storeId,
    action: entry.action,
    subjectId: entry.subjectId,
    actorId: auth.userId,
    actorEmail: auth.email,
    actorName: auth.systemActor ?? '',
    details: entry.details,
    createdAt: entry.at,
  });
}
