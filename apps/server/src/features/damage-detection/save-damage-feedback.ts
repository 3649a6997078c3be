import type { DamageFeedbackBody } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { damageDetections } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';

/** `PUT detect-damages/{id}`: the merchant says whether the assessment of a photo was right. */
export async function saveDamageFeedback(
  deps: Deps,
  storeId: string,
  requestId: string,
  body: DamageFeedbackBody,
): Promise<{ message: string }> {
  const updated = await deps.db
    .update(damageDetections)
    .set({ feedbackCorrect: body.correct, feedbackNote: body.note, updatedAt: deps.clock() })
    .where(
      and(
        eq(damageDetections.storeId, storeId),
        eq(damageDetections.requestId, requestId),
        eq(damageDetections.mediaId, body.media_id),
      ),
    )
    .returning({ id: damageDetections.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'This photo has not been analysed yet');
  return { message: 'Thanks, your feedback was saved' };
}
