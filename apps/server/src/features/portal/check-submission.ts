import type { createRequestBody } from '@roundtrip/core';
import { PHONE_COUNTRY_CODES } from '@roundtrip/core/geo';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { type ReasonRow, type RequestMediaRow, reasons, requestMedia } from '../../db/schema';
import { AppError } from '../../errors';

export type CreateRequestInput = z.output<typeof createRequestBody>;

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, { [field]: message });

export const MEDIA_REQUIRED = 'Please add photos or a video for this reason.';
export const COMMENT_REQUIRED = 'Please tell us a little more in the comment.';
export const MEDIA_NOT_FOUND = 'One of the files could not be found. Please upload it again.';
export const BANK_DETAILS_REQUIRED = 'Please enter your bank account details.';

/**
 * The form checks that need the database but not the order: bank details for bank transfer, a
 * known dial code, the store's active reasons (with their photo and comment rules), and media this
 * session uploaded and has not attached yet.
 */
export async function checkSubmission(
  db: Db,
  scope: { storeId: string; sessionId: string },
  body: CreateRequestInput,
): Promise<{ reasonById: Map<string, ReasonRow>; mediaById: Map<string, RequestMediaRow> }> {
  if (body.refund_mode === 'bank_transfer' && !body.bank_details)
    throw invalid(BANK_DETAILS_REQUIRED, 'bank_details');
  if (!PHONE_COUNTRY_CODES.some((c) => c.value === body.phone.dial_code)) {
    throw invalid('Please choose a country code', 'phone.dial_code');
  }

  const reasonIds = [...new Set(body.items.map((i) => i.reason_id))];
  const reasonRows = await db
    .select()
    .from(reasons)
    .where(and(eq(reasons.storeId, scope.storeId), eq(reasons.active, true), inArray(reasons.id, reasonIds)));
  const reasonById = new Map(reasonRows.map((r) => [r.id, r]));

  const mediaIds = body.items.flatMap((i) => i.media_ids);
  if (new Set(mediaIds).size !== mediaIds.length) throw invalid('Each file can be attached once.', 'items');
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
  const mediaById = new Map(mediaRows.map((m) => [m.id, m]));

  body.items.forEach((item, i) => {
    const reason = reasonById.get(item.reason_id);
    if (!reason || (reason.kind !== 'both' && reason.kind !== body.kind)) {
      throw invalid('Please choose a reason', `items.${i}.reason_id`);
    }
    if (reason.requiresMedia && item.media_ids.length === 0)
      throw invalid(MEDIA_REQUIRED, `items.${i}.media_ids`);
    if (reason.requiresComment && item.comment.trim() === '')
      throw invalid(COMMENT_REQUIRED, `items.${i}.comment`);
    if (item.media_ids.some((id) => !mediaById.has(id)))
      throw invalid(MEDIA_NOT_FOUND, `items.${i}.media_ids`);
  });
  return { reasonById, mediaById };
}
