import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type RequestMediaRow, requestMedia, uploadBytes } from '../../db/schema';
import { shopperError } from '../../errors';
import { LOCK, lockKeys } from '../../rate-limit';
import {
  MAX_PENDING_FILES_PER_ORDER,
  uploadRefusals as msg,
  UPLOAD_BYTES_PER_IP,
  UPLOAD_WINDOW_MS,
} from './upload-limits';

type Session = { id: string; storeId: string; orderId: string };
/** Who sends an upload and when: the IP's budget is counted over the window before `now`. */
export type Uploader = { ip: string; now: Date };

/** Files of the session's order that no request took yet, from any of its sessions. */
async function pendingOrderFiles(db: Db | Tx, session: Session): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestMedia)
    .where(
      and(
        eq(requestMedia.storeId, session.storeId),
        eq(requestMedia.orderId, session.orderId),
        isNull(requestMedia.requestId),
      ),
    );
  return count?.n ?? 0;
}

/** Bytes the IP stored in uploads within the window, across every store. */
async function ipBytes(db: Db | Tx, uploader: Uploader): Promise<number> {
  const since = new Date(uploader.now.getTime() - UPLOAD_WINDOW_MS);
  const [row] = await db
    .select({ n: sql<string>`coalesce(sum(${uploadBytes.bytes}), 0)::text` })
    .from(uploadBytes)
    .where(and(eq(uploadBytes.ip, uploader.ip), gt(uploadBytes.createdAt, since)));
  return Number(row?.n ?? 0);
}

const budgetSpent = () => shopperError('TOO_MANY_ATTEMPTS', msg.budgetSpent);
const orderFull = () => shopperError('TOO_MANY_ATTEMPTS', msg.orderFull);

/**
 * A quick refusal before any byte is read: the order already holds its pending files, or the IP spent
 * its budget (or would, by the upload's declared length). Answers the files the order may still take.
 */
export async function uploadHeadroom(
  db: Db,
  session: Session,
  uploader: Uploader,
  declaredBytes: number | undefined,
): Promise<number> {
  const files = MAX_PENDING_FILES_PER_ORDER - (await pendingOrderFiles(db, session));
  if (files <= 0) throw orderFull();
  if ((await ipBytes(db, uploader)) + (declaredBytes ?? 0) > UPLOAD_BYTES_PER_IP) throw budgetSpent();
  return files;
}

/**
 * Keeps one upload's files unless the order would pass its cap or the IP its byte budget. The counts and
 * the inserts run under the order's and the IP's locks in one transaction, so parallel uploads, from one
 * session or several, cannot together pass either (docs/limits.md); the caller deletes the written files
 * when this refuses.
 */
export async function insertWithinCaps(
  db: Db,
  session: Session,
  uploader: Uploader,
  rows: (typeof requestMedia.$inferInsert)[],
): Promise<RequestMediaRow[]> {
  const bytes = rows.reduce((sum, r) => sum + r.size, 0);
  return db.transaction(async (tx) => {
    await lockKeys(tx, [
      [LOCK.uploadOrder, `${session.storeId}|${session.orderId}`],
      [LOCK.uploadIp, uploader.ip],
    ]);
    if ((await pendingOrderFiles(tx, session)) + rows.length > MAX_PENDING_FILES_PER_ORDER) throw orderFull();
    if ((await ipBytes(tx, uploader)) + bytes > UPLOAD_BYTES_PER_IP) throw budgetSpent();
    await tx.insert(uploadBytes).values({ ip: uploader.ip, bytes, createdAt: uploader.now });
    return tx.insert(requestMedia).values(rows).returning();
  });
}
