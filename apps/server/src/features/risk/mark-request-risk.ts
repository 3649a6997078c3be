import type { RequestRisk, RiskVerdict } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { listEntries, requestRisks, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError, notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { insertListEntry } from '../lists/add-list-entry';
import { listEntryOf } from '../lists/list-entry-view';

/**
 * The merchant's verdict on a scored request (docs/lists-and-risk.md). "Fraud" blocks the shopper's
 * email; "safe" takes back the blocks an earlier "fraud" on this request added, and adds no allow entry:
 * an allow entry would waive the window for every order of the shopper, far more than "not fraud".
 */
export async function markRequestRisk(
  deps: Deps,
  auth: AuthContext,
  requestId: string,
  verdict: RiskVerdict,
): Promise<RequestRisk> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: requests.id, name: requests.name, email: requests.customerEmail })
      .from(requests)
      .where(and(eq(requests.id, requestId), eq(requests.storeId, auth.storeId)))
      .for('update');
    if (!request) throw notFound('Request not found');
    const [risk] = await tx
      .update(requestRisks)
      .set({ verdict, verdictBy: auth.userId, verdictAt: now })
      .where(eq(requestRisks.requestId, request.id))
      .returning();
    if (!risk) throw new AppError('CONFLICT', 'This request was made before risk scoring and has no score');

    const ours = and(eq(listEntries.storeId, auth.storeId), eq(listEntries.requestId, request.id));
    const removed = await tx.delete(listEntries).where(ours).returning();
    for (const gone of removed) {
      const details = listEntryOf(gone, now.getTime());
      await recordAudit(tx, auth, { at: now, action: 'list_entry.deleted', subjectId: gone.id, details });
    }
    if (verdict === 'fraud' && request.email) {
      await insertListEntry(
        tx,
        auth,
        {
          list: 'block',
          subject: 'email',
          value: request.email,
          reason: `Marked as fraud on request ${request.name}`,
          expires_on: null,
          requestId: request.id,
        },
        now,
      );
    }
    await recordAudit(tx, auth, {
      at: now,
      action: verdict === 'fraud' ? 'request.marked_fraud' : 'request.marked_safe',
      subjectId: request.id,
      details: { request: request.name, score: risk.score, level: risk.level },
    });
    return { score: risk.score, level: risk.level, signals: risk.signals, verdict };
  });
}
