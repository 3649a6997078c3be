import { and, inArray, isNull, lt } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { requestMedia, uploadBytes } from '../../db/schema';
import { ownerOf } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { storageFor } from '../../providers/storage/storage-for';
import { ORPHAN_UPLOAD_MS, UPLOAD_WINDOW_MS } from './upload-limits';

const BATCH = 500;

/**
 * Deletes the uploads no request took within ORPHAN_UPLOAD_MS, row first, then file (local disk or S3):
 * a submission racing the sweep either attaches the row or finds it gone, never a row without its file
 * still pending. Also forgets IP budgets older than their window. A system path over every store.
 * Answers the uploads deleted.
 */
export async function sweepOrphanUploads(deps: Deps, storage: Storage): Promise<number> {
  const db = ownerOf(deps.db);
  const now = deps.clock();
  const before = new Date(now.getTime() - ORPHAN_UPLOAD_MS);
  let swept = 0;
  for (;;) {
    const oldest = db
      .select({ id: requestMedia.id })
      .from(requestMedia)
      .where(and(isNull(requestMedia.requestId), lt(requestMedia.createdAt, before)))
      .limit(BATCH);
    const gone = await db
      .delete(requestMedia)
      .where(and(inArray(requestMedia.id, oldest), isNull(requestMedia.requestId)))
      .returning({ key: requestMedia.storageKey });
    for (const { key } of gone) await storage.remove(key);
    swept += gone.length;
    if (gone.length < BATCH) break;
  }
  await db.delete(uploadBytes).where(lt(uploadBytes.createdAt, new Date(now.getTime() - UPLOAD_WINDOW_MS)));
  return swept;
}

const SWEEP_QUEUE = 'upload-sweep';
const SWEEP_MINUTES = 10;

/** Registers the sweep's worker on the side-effect workers' pg-boss (main.ts), asked for every 10 minutes. */
export async function startUploadSweep(boss: PgBoss, deps: Deps): Promise<void> {
  const storage = storageFor(deps.config);
  if (!(await boss.getQueue(SWEEP_QUEUE)))
    await boss.createQueue(SWEEP_QUEUE, { name: SWEEP_QUEUE, policy: 'stately' });
  await boss.work(SWEEP_QUEUE, { batchSize: 1, pollingIntervalSeconds: 30 }, async () => {
    await sweepOrphanUploads(deps, storage);
  });
  const ask = () => boss.send(SWEEP_QUEUE, {}, { retryLimit: 0 }).catch(() => undefined);
  await ask();
  const timer = setInterval(ask, SWEEP_MINUTES * 60 * 1000);
  timer.unref();
  boss.on('stopped', () => clearInterval(timer));
}
