import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { UPLOAD_LIMITS, type UploadResponse } from '@roundtrip/core';
import { and, eq, sql } from 'drizzle-orm';
import { type RequestMediaRow, requestMedia } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Storage } from '../../storage/storage';
import { requireSession } from '../portal/require-session';
import { mediaOf } from './media-of';
import { reencodeImage } from './reencode-image';
import { SNIFF_BYTES, type Sniffed, sniff } from './sniff';
import { MAX_FILES_PER_SESSION, MAX_UPLOAD_REQUEST_BYTES, uploadMessages as msg } from './upload-limits';

/** One file part of the multipart body. */
export type UploadPart = { filename: string; stream: Readable };

export type UploadInput = {
  sessionId: string;
  contentLength: number | undefined;
  parts: () => AsyncIterable<UploadPart>;
};

const tooLarge = (message: string) => new AppError('PAYLOAD_TOO_LARGE', message);

/** @fastify/multipart's own limit errors, in our words. */
function fromMultipart(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return tooLarge(msg.tooManyFiles);
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(msg.videoTooLarge);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new AppError('UNSUPPORTED_MEDIA', msg.notMultipart);
  return error;
}

/** Reads the first bytes for sniffing, then hands on an iterator positioned after them. */
async function head(stream: Readable) {
  const it = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
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

/** The rest of the file, counted as it flows: past `limit` the upload is cut off, not read to the end. */
async function* counted(
  first: Buffer,
  it: AsyncIterator<Buffer>,
  done: boolean,
  limit: number,
  message: string,
) {
  let size = first.length;
  if (size > limit) throw tooLarge(message);
  yield first;
  if (done) return;
  for (let next = await it.next(); !next.done; next = await it.next()) {
    size += next.value.length;
    if (size > limit) throw tooLarge(message);
    yield next.value;
  }
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
  const [count] = await deps.db
    .select({ n: sql<number>`count(*)::int` })
    .from(requestMedia)
    .where(and(eq(requestMedia.storeId, session.storeId), eq(requestMedia.sessionId, session.id)));
  const already = count?.n ?? 0;

  const stored: Stored[] = [];
  const now = deps.clock();
  try {
    for await (const part of input.parts()) {
      if (stored.length >= UPLOAD_LIMITS.maxFilesPerRequest) throw tooLarge(msg.tooManyFiles);
      if (already + stored.length >= MAX_FILES_PER_SESSION)
        throw new AppError('TOO_MANY_ATTEMPTS', msg.sessionFull);
      const { first, it, done } = await head(part.stream);
      const type = first.length > 0 ? await sniff(first) : null;
      if (!type) throw new AppError('UNSUPPORTED_MEDIA', msg.unsupported);
      stored.push(await storeOne(storage, { first, it, done, type, part, session, now }));
    }
  } catch (error) {
    await Promise.all(stored.map((s) => storage.remove(s.key)));
    throw fromMultipart(error);
  }
  if (stored.length === 0) throw new AppError('VALIDATION_FAILED', msg.noFiles, { files: msg.noFiles });

  const rows: RequestMediaRow[] = await deps.db
    .insert(requestMedia)
    .values(stored.map((s) => s.row))
    .returning();
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
  },
): Promise<Stored> {
  const id = randomUUID();
  const month = f.now.toISOString().slice(0, 7);
  let ext = f.type.ext;
  let mime = f.type.mime;
  let body: Buffer | Readable;
  if (f.type.kind === 'image') {
    const raw = await collect(counted(f.first, f.it, f.done, UPLOAD_LIMITS.maxImageBytes, msg.imageTooLarge));
    const encoded = await reencodeImage(raw, f.type.ext);
    if (!encoded) throw new AppError('UNSUPPORTED_MEDIA', msg.unreadableImage);
    ({ ext, mime } = encoded);
    body = encoded.data;
  } else {
    body = Readable.from(counted(f.first, f.it, f.done, UPLOAD_LIMITS.maxVideoBytes, msg.videoTooLarge));
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
