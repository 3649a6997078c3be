import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { type ShopperMessage, UPLOAD_LIMITS, type UploadResponse } from '@roundtrip/core';
import type { requestMedia } from '../../db/schema';
import { asStore } from '../../db/tenant-scope';
import type { Deps } from '../../deps';
import { AppError, BROKEN_FORM_MESSAGE, shopperError } from '../../errors';
import { malformedText, malformedTextError } from '../../http/control-characters';
import type { Storage } from '../../providers/storage/storage';
import { requireSession } from '../auth/require-portal-session';
import { mediaOf } from './media-of';
import { reencodeImage } from './reencode-image';
import { SNIFF_BYTES, type Sniffed, sniff } from './sniff';
import { insertWithinCaps, type Uploader, uploadHeadroom } from './upload-caps';
import { MAX_UPLOAD_REQUEST_BYTES, uploadRefusals as msg } from './upload-limits';

/** One file part of the multipart body. */
type UploadPart = { filename: string; stream: Readable };

export type UploadInput = {
  sessionId: string;
  /** The client's address: its byte budget. */
  ip: string;
  contentLength: number | undefined;
  parts: () => AsyncIterable<UploadPart>;
};

const tooLarge = (reason: ShopperMessage) => shopperError('PAYLOAD_TOO_LARGE', reason);

/** @fastify/multipart's own limit errors, in our words. */
function fromMultipart(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooLarge(msg.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(msg.videoTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return shopperError('UNSUPPORTED_MEDIA', msg.notMultipart);
  return error;
}

/**
 * The part's bytes as they arrive. A part the client cut short (the body ends before its closing
 * boundary) ends its stream early: that is a broken form, a 400, not our failure.
 */
function partBytes(stream: Readable): AsyncIterator<Buffer> {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  return {
    next: () =>
      it.next().catch((error: unknown) => {
        throw error instanceof AppError ? error : new AppError('VALIDATION_FAILED', BROKEN_FORM_MESSAGE);
      }),
  };
}

/** Reads the first bytes for sniffing, then hands on an iterator positioned after them. */
async function head(stream: Readable) {
  const it = partBytes(stream);
  const chunks: Buffer[] = [];
  let size = 0;
  let done = false;
  while (size < SNIFF_BYTES) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    size += next.value.length;
  }
  return { first: Buffer.concat(chunks), it, done };
}

/** File bytes the whole upload may still send: a chunked body has no Content-Length to refuse up front. */
type Budget = { left: number };

/**
 * The rest of the file, counted as it flows: past `limit`, or past the upload's budget, the upload is
 * cut off, not read to the end.
 */
async function* counted(
  first: Buffer,
  it: AsyncIterator<Buffer>,
  done: boolean,
  limit: number,
  reason: ShopperMessage,
  budget: Budget,
) {
  let size = 0;
  const take = (chunk: Buffer) => {
    size += chunk.length;
    budget.left -= chunk.length;
    if (size > limit) throw tooLarge(reason);
    if (budget.left < 0) throw tooLarge(msg.requestTooLarge);
    return chunk;
  };
  yield take(first);
  if (done) return;
  for (let next = await it.next(); !next.done; next = await it.next()) yield take(next.value);
}

async function collect(source: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of source) chunks.push(chunk);
  return Buffer.concat(chunks);
}

type Stored = { row: typeof requestMedia.$inferInsert; key: string };

/**
 * Photos and videos for a request, uploaded before the request is submitted. The type comes from
 * the bytes; images are re-encoded without metadata; all files of one upload are kept or none is.
 */
export async function uploadMedia(deps: Deps, storage: Storage, input: UploadInput): Promise<UploadResponse> {
  if (input.contentLength !== undefined && input.contentLength > MAX_UPLOAD_REQUEST_BYTES) {
    throw tooLarge(msg.requestTooLarge);
  }
  const { session } = await requireSession(deps, input.sessionId);
  const now = deps.clock();
  const uploader: Uploader = { ip: input.ip, now };
  // A quick refusal before any byte is read; insertWithinCaps makes the caps hold under bursts.
  const headroom = await uploadHeadroom(deps.db, session, uploader, input.contentLength);
  const budget: Budget = { left: MAX_UPLOAD_REQUEST_BYTES };

  const stored: Stored[] = [];
  try {
    for await (const part of input.parts()) {
      if (stored.length >= UPLOAD_LIMITS.maxFilesPerRequest) throw tooLarge(msg.tooManyFiles);
      // The name is stored with the row: a U+0000 in it would fail the insert after the file is written.
      const badName = malformedText(part.filename);
      if (badName) throw malformedTextError('files', badName);
      if (stored.length >= headroom) throw shopperError('TOO_MANY_ATTEMPTS', msg.orderFull);
      const { first, it, done } = await head(part.stream);
      const type = first.length > 0 ? await sniff(first) : null;
      if (!type) throw shopperError('UNSUPPORTED_MEDIA', msg.unsupported);
      stored.push(await storeOne(storage, { first, it, done, type, part, session, now, budget }));
    }
  } catch (error) {
    await Promise.all(stored.map((s) => storage.remove(s.key)));
    throw fromMultipart(error);
  }
  if (stored.length === 0) throw shopperError('VALIDATION_FAILED', msg.noFiles, 'files');

  const rows = await asStore(deps.db, session.storeId, () =>
    insertWithinCaps(
      deps.db,
      session,
      uploader,
      stored.map((s) => s.row),
    ),
  ).catch(async (error: unknown) => {
    await Promise.all(stored.map((s) => storage.remove(s.key)));
    throw error;
  });
  const order = new Map(stored.map((s, i) => [s.row.id, i]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { files: rows.map(mediaOf) };
}

async function storeOne(
  storage: Storage,
  f: {
    first: Buffer;
    it: AsyncIterator<Buffer>;
    done: boolean;
    type: Sniffed;
    part: UploadPart;
    session: { id: string; storeId: string; orderId: string };
    now: Date;
    budget: Budget;
  },
): Promise<Stored> {
  const id = randomUUID();
  const month = f.now.toISOString().slice(0, 7);
  let ext = f.type.ext;
  let mime = f.type.mime;
  let body: Buffer | Readable;
  if (f.type.kind === 'image') {
    const raw = await collect(
      counted(f.first, f.it, f.done, UPLOAD_LIMITS.maxImageBytes, msg.imageTooLarge, f.budget),
    );
    const encoded = await reencodeImage(raw, f.type.ext);
    if (!encoded) throw shopperError('UNSUPPORTED_MEDIA', msg.unreadableImage);
    ({ ext, mime } = encoded);
    body = encoded.data;
  } else {
    body = Readable.from(
      counted(f.first, f.it, f.done, UPLOAD_LIMITS.maxVideoBytes, msg.videoTooLarge, f.budget),
    );
  }
  const key = `${f.session.storeId}/${month}/${id}.${ext}`;
  const { size } = await storage.put(key, body);
  return {
    key,
    row: {
      id,
      storeId: f.session.storeId,
      sessionId: f.session.id,
      orderId: f.session.orderId,
      kind: f.type.kind,
      contentType: mime,
      size,
      storageKey: key,
      originalName: f.part.filename.slice(0, 200),
      createdAt: f.now,
    },
  };
}
