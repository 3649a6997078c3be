import type { Readable } from 'node:stream';
import { shopperMessageOf } from '@roundtrip/core';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { requestMedia, requests } from '../../db/schema';
import type { Deps } from '../../deps';
import { shopperError } from '../../errors';
import type { Storage } from '../../providers/storage/storage';
import { requireSession } from '../auth/require-portal-session';

export type MediaFile = { stream: Readable; contentType: string; size: number };

async function open(deps: Deps, storage: Storage, where: SQL | undefined): Promise<MediaFile> {
  const [row] = await deps.db
    .select({ media: requestMedia })
    .from(requestMedia)
    .leftJoin(requests, eq(requests.id, requestMedia.requestId))
    .where(where)
    .limit(1);
  const stream = row ? await storage.open(row.media.storageKey) : null;
  if (!row || !stream) throw shopperError('NOT_FOUND', shopperMessageOf('FILE_NOT_FOUND'));
  return { stream, contentType: row.media.contentType, size: row.media.size };
}

/**
 * A shopper sees a file their session uploaded, or one attached to a request of their own order
 * (so the details page still shows the photos after a new lookup). Anything else: 404.
 */
export async function readMediaForSession(
  deps: Deps,
  storage: Storage,
  input: { sessionId: string; mediaId: string },
): Promise<MediaFile> {
  const { session } = await requireSession(deps, input.sessionId);
  return open(
    deps,
    storage,
    and(
      eq(requestMedia.id, input.mediaId),
      eq(requestMedia.storeId, session.storeId),
      or(eq(requestMedia.sessionId, session.id), eq(requests.orderId, session.orderId)),
    ),
  );
}

/** A merchant sees the files of their own store only; another store's id is simply not found. */
export async function readMediaForMerchant(
  deps: Deps,
  storage: Storage,
  input: { storeId: string; mediaId: string },
): Promise<MediaFile> {
  return open(
    deps,
    storage,
    and(eq(requestMedia.id, input.mediaId), eq(requestMedia.storeId, input.storeId)),
  );
}
