import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  privacyExports,
  refunds,
  requestComments,
  requestEvents,
  requestItems,
  requestMedia,
} from '../../db/schema';
import type { Deps } from '../../deps';
import type { Storage } from '../../providers/storage/storage';
import { customerRequests, type PrivacySubject } from './customer-requests';

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const stream = await storage.open(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/**
 * customers/data_request: everything Roundtrip holds about the customer (requests, items, timeline,
 * messages with the shopper, refunds, photos inlined as base64) as one JSON file in storage, listed for
 * the merchant to download and send on. One export per Shopify data request.
 */
export async function exportCustomerData(
  deps: Deps,
  storage: Storage,
  storeId: string,
  input: PrivacySubject & { dataRequestId: string },
): Promise<{ id: string; requests: number }> {
  const [done] = await deps.db
    .select()
    .from(privacyExports)
    .where(and(eq(privacyExports.storeId, storeId), eq(privacyExports.dataRequestId, input.dataRequestId)));
  if (done) return { id: done.id, requests: done.requests };
  const found = await customerRequests(deps, storeId, input);
  const ids = found.map((r) => r.id);
  const of = <T extends { requestId: string | null }>(rows: T[], id: string) =>
    rows.filter((r) => r.requestId === id);
  const [items, events, comments, media, refundRows] =
    ids.length === 0
      ? [[], [], [], [], []]
      : await Promise.all([
          deps.db.select().from(requestItems).where(inArray(requestItems.requestId, ids)),
          deps.db
            .select()
            .from(requestEvents)
            .where(inArray(requestEvents.requestId, ids))
            .orderBy(asc(requestEvents.id)),
          deps.db
            .select()
            .from(requestComments)
            .where(and(inArray(requestComments.requestId, ids), eq(requestComments.customerVisible, true))),
          deps.db.select().from(requestMedia).where(inArray(requestMedia.requestId, ids)),
          deps.db.select().from(refunds).where(inArray(refunds.requestId, ids)),
        ]);
  const photos = await Promise.all(
    media.map(async (m) => ({
      request_id: m.requestId,
      item_id: m.requestItemId,
      content_type: m.contentType,
      name: m.originalName,
      data_base64: (await readAll(storage, m.storageKey))?.toString('base64') ?? null,
    })),
  );
  const now = deps.clock();
  const document = {
    exported_at: now.toISOString(),
    customer: { id: input.customerId, email: input.email, phone: input.phone },
    requests: found.map((r) => ({
      request: r,
      items: of(items, r.id),
      timeline: of(events, r.id).filter((e) => e.customerVisible),
      messages: of(comments, r.id),
      refunds: of(refundRows, r.id),
      photos: photos.filter((p) => p.request_id === r.id),
    })),
  };
  const id = randomUUID();
  const key = `privacy-exports/${storeId}/${id}.json`;
  const { size } = await storage.put(key, Buffer.from(JSON.stringify(document, null, 2)));
  const [row] = await deps.db
    .insert(privacyExports)
    .values({
      id,
      storeId,
      dataRequestId: input.dataRequestId,
      customerId: input.customerId,
      customerEmail: input.email ?? '',
      storageKey: key,
      size,
      requests: found.length,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: privacyExports.id });
  // A twin delivery wrote its export first: this file is not listed, so it goes.
  if (!row) await storage.remove(key);
  return { id, requests: found.length };
}
