import type { createRequestBody } from '@roundtrip/core';
import { submissionRefusal } from '@roundtrip/core/requests';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { type ReasonRow, type RequestMediaRow, reasons, requestMedia } from '../../../db/schema';
import { orRefuse } from './plan-refusal-error';

export type CreateRequestInput = z.output<typeof createRequestBody>;

/**
 * The form checks that need the database but not the order: loads the store's active reasons named
 * and the files this session uploaded and has not attached yet; core checks the form against them.
 */
export async function checkSubmission(
  db: Db,
  scope: { storeId: string; sessionId: string },
  body: CreateRequestInput,
): Promise<{ reasonById: Map<string, ReasonRow>; mediaById: Map<string, RequestMediaRow> }> {
  const reasonIds = [...new Set(body.items.map((i) => i.reason_id))];
  const reasonRows = await db
    .select()
    .from(reasons)
    .where(and(eq(reasons.storeId, scope.storeId), eq(reasons.active, true), inArray(reasons.id, reasonIds)));
  const mediaIds = [...new Set(body.items.flatMap((i) => i.media_ids))];
  const mediaRows =
    mediaIds.length > 0
      ? await db
          .select()
          .from(requestMedia)
          .where(
            and(
              eq(requestMedia.storeId, scope.storeId),
              eq(requestMedia.sessionId, scope.sessionId),
              isNull(requestMedia.requestId),
              inArray(requestMedia.id, mediaIds),
            ),
          )
      : [];
  orRefuse(submissionRefusal(body, { reasons: reasonRows, uploads: new Set(mediaRows.map((m) => m.id)) }));
  return {
    reasonById: new Map(reasonRows.map((r) => [r.id, r])),
    mediaById: new Map(mediaRows.map((m) => [m.id, m])),
  };
}
