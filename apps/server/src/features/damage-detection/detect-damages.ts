import { type DetectDamagesResponse, damageMessages, isDamagedReason } from '@roundtrip/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { damageDetections, requestItems, requestMedia, requests } from '../../db/schema';
import { asStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Storage } from '../../providers/storage/storage';
import { type Assessed, assessDamage } from './assess-damage';
import { readText } from './read-text';

async function loadRequest(deps: Deps, storeId: string, requestId: string) {
  const [request] = await deps.db
    .select({ id: requests.id })
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.storeId, storeId)))
    .limit(1);
  if (!request) throw new AppError('NOT_FOUND', 'Request not found');
  const reasons = await deps.db
    .select({ reason: requestItems.reason })
    .from(requestItems)
    .where(eq(requestItems.requestId, requestId));
  const photos = await deps.db
    .select()
    .from(requestMedia)
    .where(and(eq(requestMedia.requestId, requestId), eq(requestMedia.kind, 'image')))
    .orderBy(asc(requestMedia.createdAt), asc(requestMedia.id));
  const found = await deps.db
    .select()
    .from(damageDetections)
    .where(eq(damageDetections.requestId, requestId));
  return { reasons, photos, found };
}

async function bytesOf(storage: Storage, key: string): Promise<Buffer> {
  const stream = await storage.open(key);
  if (!stream) throw new AppError('NOT_FOUND', 'A photo of this request is missing from storage');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * `GET detect-damages/{id}`: for each photo of the request, the text on it and the vision
 * model's assessment. A photo is analysed once and the result kept; a photo the model could not assess
 * is tried again on the next visit. OCR and the model run outside the store's transaction (the route
 * opts out of it), so a slow analysis holds no database connection.
 */
export async function detectDamages(
  deps: Deps,
  storage: Storage,
  storeId: string,
  requestId: string,
): Promise<DetectDamagesResponse> {
  const { vision } = deps.config;
  const loaded = await asStore(deps.db, storeId, () => loadRequest(deps, storeId, requestId));
  const known = new Map(loaded.found.map((d) => [d.mediaId, d]));
  const toRead = loaded.photos.filter((p) => {
    const done = known.get(p.id);
    return !done || (vision !== undefined && done.assessment === null);
  });
  const images = await Promise.all(toRead.map((p) => bytesOf(storage, p.storageKey)));
  // Text is read once per photo; only a missing assessment is tried again.
  const unread = toRead.flatMap((p, i) =>
    known.has(p.id) ? [] : [{ id: p.id, image: images[i] ?? Buffer.alloc(0) }],
  );
  const read = await readText(unread.map((u) => u.image));
  const texts = new Map(unread.map((u, i) => [u.id, read[i] ?? '']));
  const problems = new Map<string, string>();
  const now = deps.clock();
  const rows: (typeof damageDetections.$inferInsert & { mediaId: string; text: string })[] = [];
  for (const [i, photo] of toRead.entries()) {
    const data = images[i] ?? Buffer.alloc(0);
    const text = known.get(photo.id)?.text ?? texts.get(photo.id) ?? '';
    const assessed: Assessed | null = vision
      ? await assessDamage(vision, { data, contentType: photo.contentType })
      : null;
    if (assessed && 'problem' in assessed) problems.set(photo.id, assessed.problem);
    const assessment = assessed && 'assessment' in assessed ? assessed.assessment : null;
    rows.push({
      storeId,
      requestId,
      mediaId: photo.id,
      text,
      assessment: assessment?.assessment ?? null,
      damaged: assessment?.damaged ?? null,
      createdAt: now,
      updatedAt: now,
    });
  }
  if (rows.length > 0) {
    await asStore(deps.db, storeId, () =>
      deps.db
        .insert(damageDetections)
        .values(rows)
        .onConflictDoUpdate({
          target: damageDetections.mediaId,
          set: { assessment: sql`excluded.assessment`, damaged: sql`excluded.damaged`, updatedAt: now },
        }),
    );
  }
  const fresh = new Map(rows.map((r) => [r.mediaId, r]));
  return {
    model: { configured: vision !== undefined, message: vision ? null : damageMessages.noModel },
    damage_claimed: loaded.reasons.some((r) => isDamagedReason(r.reason)),
    photos: loaded.photos.map((photo) => {
      const stored = known.get(photo.id);
      const row = fresh.get(photo.id) ?? stored;
      return {
        media_id: photo.id,
        url: `/api/return-exchange/v1/media/${photo.id}`,
        text: row?.text ?? '',
        damaged: row?.damaged ?? null,
        assessment: row?.assessment ?? null,
        problem: problems.get(photo.id) ?? null,
        feedback:
          stored?.feedbackCorrect === null || stored?.feedbackCorrect === undefined
            ? null
            : { correct: stored.feedbackCorrect, note: stored.feedbackNote },
      };
    }),
  };
}
