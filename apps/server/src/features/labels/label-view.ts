import { COURIER_LABELS, type ReturnLabel } from '@roundtrip/core';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ReturnLabelRow, returnLabels } from '../../db/schema';

/** The request's newest label (a request approved again after cancellation has a newer one). */
export async function latestLabel(
  db: Db,
  storeId: string,
  requestId: string,
): Promise<ReturnLabelRow | null> {
  const [row] = await db
    .select()
    .from(returnLabels)
    .where(and(eq(returnLabels.storeId, storeId), eq(returnLabels.requestId, requestId)))
    .orderBy(desc(returnLabels.createdAt))
    .limit(1);
  return row ?? null;
}

/** A label as the pages read it; `fileUrl` is where this reader (merchant or shopper) opens the PDF. */
export function labelOf(row: ReturnLabelRow, fileUrl: string): ReturnLabel {
  return {
    id: row.id,
    courier: row.courier,
    courier_name: COURIER_LABELS[row.courier],
    sandbox: row.sandbox,
    booking: row.booking,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    tracking_status: row.trackingStatus,
    file_url: row.fileKey ? fileUrl : null,
    voided_at: row.voidedAt?.toISOString() ?? null,
    quote: row.quote ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
