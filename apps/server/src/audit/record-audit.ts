import type { Tx } from '../db/client';
import { auditLog } from '../db/schema';

/** One audit row in the caller's transaction, so a change and its record land together or not at all. */
export async function recordAudit(
  tx: Tx,
  auth: { storeId: string; userId: string; systemActor?: string | undefined },
  entry: { action: string; subjectId: string; details: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    storeId: auth.storeId,
    action: entry.action,
    subjectId: entry.subjectId,
    actorId: auth.userId,
    actorName: auth.systemActor ?? '',
    details: entry.details,
  });
}
