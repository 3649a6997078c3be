import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type RequestMediaRow, requestMedia } from '../../db/schema';
import { shopperError } from '../../errors';
import { LOCK, lockKeys } from '../../rate-limit';
import { MAX_FILES_PER_SESSION, uploadRefusals as msg } from './upload-limits';

type Session = { id: string; storeId: string };

/** Files a shopper's session has stored so far. */
export async function countSessionFiles(db: Db | Tx, session: Session): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestMedia)
    .where(and(eq(requestMedia.storeId, session.storeId), eq(requestMedia.sessionId, session.id)));
  return count?.n ?? 0;
}

/**
 * Keeps one upload's files unless the session would pass its cap. The count and the insert run under
 * the session's lock in one transaction, so parallel uploads cannot together store more than the cap
 * (docs/limits.md); the caller deletes the written files when this refuses.
 */
export async function insertWithinSessionCap(
  db: Db,
  session: Session,
  rows: (typeof requestMedia.$inferInsert)[],
): Promise<RequestMediaRow[]> {
  return db.transaction(async (tx) => {
    await lockKeys(tx, [[LOCK.uploadSession, session.id]]);
    if ((await countSessionFiles(tx, session)) + rows.length > MAX_FILES_PER_SESSION) {
      throw shopperError('TOO_MANY_ATTEMPTS', msg.sessionFull);
    }
    return tx.insert(requestMedia).values(rows).returning();
  });
}
