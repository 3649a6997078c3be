import type { Readable } from 'node:stream';
import type { ReturnLabelResponse } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import { requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { storageFor } from '../../providers/storage/storage-for';
import { requireSession } from '../auth/require-portal-session';
import { labelOf, latestLabel } from './label-view';

const notFound = () => new AppError('NOT_FOUND', 'Request not found');

/** The request of this store (merchant) or of the session's order (shopper); anything else is 404. */
async function requestOf(deps: Deps, where: { storeId: string; requestId: string; orderId?: string }) {
  const [row] = await deps.db
    .select({ id: requests.id, storeId: requests.storeId })
    .from(requests)
    .where(
      and(
        eq(requests.id, where.requestId),
        eq(requests.storeId, where.storeId),
        where.orderId ? eq(requests.orderId, where.orderId) : undefined,
      ),
    );
  if (!row) throw notFound();
  return row;
}

export type Reader = { kind: 'merchant'; storeId: string } | { kind: 'shopper'; sessionId: string };

async function scopeOf(deps: Deps, reader: Reader, requestId: string) {
  if (reader.kind === 'merchant') return requestOf(deps, { storeId: reader.storeId, requestId });
  const { session } = await requireSession(deps, reader.sessionId);
  return requestOf(deps, { storeId: session.storeId, requestId, orderId: session.orderId });
}

/** Where each reader opens the PDF: the merchant with the token, the shopper with the session. */
const fileUrlOf = (reader: Reader, requestId: string) =>
  reader.kind === 'merchant'
    ? `/api/return-exchange/v1/${requestId}/label/file`
    : `/api/customer/v1/requests/${requestId}/label/file?session=${encodeURIComponent(reader.sessionId)}`;

/** The label this reader may see: a voided one only to the merchant, so no shopper ships with it. */
async function visibleLabel(deps: Deps, reader: Reader, request: { id: string; storeId: string }) {
  const row = await latestLabel(deps.db, request.storeId, request.id);
  return row && !(row.voidedAt && reader.kind === 'shopper') ? row : null;
}

export async function readLabel(deps: Deps, reader: Reader, requestId: string): Promise<ReturnLabelResponse> {
  const request = await scopeOf(deps, reader, requestId);
  const row = await visibleLabel(deps, reader, request);
  return { label: row ? labelOf(row, fileUrlOf(reader, request.id)) : null };
}

/** The label PDF from storage; 404 while there is none (a pickup, or not bought yet). */
export async function openLabelFile(
  deps: Deps,
  reader: Reader,
  requestId: string,
): Promise<{ stream: Readable; name: string }> {
  const request = await scopeOf(deps, reader, requestId);
  const row = await visibleLabel(deps, reader, request);
  const stream = row?.fileKey ? await storageFor(deps.config).open(row.fileKey) : null;
  if (!row || !stream) throw new AppError('NOT_FOUND', 'There is no label for this request yet');
  return { stream, name: `return-label-${row.trackingNumber}.pdf` };
}
