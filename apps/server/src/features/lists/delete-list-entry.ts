import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../audit/record-audit';
import { listEntries } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../errors';
import type { AuthContext } from '../auth/authenticate';
import { listEntryOf } from './list-entry-view';

/** Deletes the entry; the audit row keeps what it was. */
export async function deleteListEntry(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(listEntries)
      .where(and(eq(listEntries.id, id), eq(listEntries.storeId, auth.storeId)))
      .returning();
    if (!gone) throw notFound('List entry not found');
    const details = listEntryOf(gone, now.getTime());
    await recordAudit(tx, auth, { at: now, action: 'list_entry.deleted', subjectId: id, details });
  });
}
