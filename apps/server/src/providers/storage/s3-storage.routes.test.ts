import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import { requestMedia } from '../../db/schema';
import { AppError } from '../../errors';
import { bearer, createUser, logInAs } from '../../test/factories';
import { type LocalS3, startLocalS3 } from '../../test/local-s3';
import { openSession, usePortalTest } from '../../test/portal-kit';
import { embeddedDb } from '../../test/test-db';
import { createS3Storage } from './s3-storage';

type FilePart = { name: string; data: Buffer };

function multipart(files: FilePart[]) {
  const boundary = `----roundtrip${Math.random().toString(16).slice(2)}`;
  const head = (f: FilePart) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\n` +
    'Content-Type: application/octet-stream\r\n\r\n';
  return {
    payload: Buffer.concat([
      ...files.flatMap((f) => [Buffer.from(head(f)), f.data, Buffer.from('\r\n')]),
      Buffer.from(`--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'green' } })
    .png()
    .toBuffer();
/** An MP4 (an `ftyp` box, then `mdat`) of about `bytes`, its payload varied so a misplaced byte shows. */
function mp4(bytes: number): Buffer {
  const payload = Buffer.alloc(bytes);
  for (let i = 0; i < bytes; i++) payload[i] = (i * 31) % 251;
  return Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp42'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat'),
    payload,
  ]);
}

describe.each(embeddedDb)('uploads on S3-compatible storage (s3rver) on %s', (kind) => {
  const t = usePortalTest(kind);
  let s3: LocalS3;
  let config: Config;
  /** Two server processes as a load balancer sees them: same database and bucket, their own disks. */
  let first: FastifyInstance;
  let second: FastifyInstance;
  const dataDirs: string[] = [];

  const appOn = async (env: Record<string, string>) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-s3-app-'));
    dataDirs.push(dataDir);
    config = loadConfig({ ...env, DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), LOG_LEVEL: 'silent' });
    const app = await buildApp({ ...t.deps, config });
    await app.ready();
    return app;
  };
  const upload = (app: FastifyInstance, session: string, files: FilePart[]) =>
    app.inject({ method: 'POST', url: `/api/customer/v1/upload?session=${session}`, ...multipart(files) });
  const storeKeys = async () => (await s3.keys()).filter((k) => k.startsWith(`${t.store.id}/`));
  const localFiles = () =>
    dataDirs.flatMap((d) => (existsSync(join(d, 'uploads')) ? readdirSync(join(d, 'uploads')) : []));

  beforeAll(async () => {
    s3 = await startLocalS3();
    first = await appOn({ S3_URL: s3.url });
    second = await appOn({ S3_URL: s3.url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await s3?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('stores each file as an object in the bucket, served back byte for byte by any process', async () => {
    const session = await openSession(first);
    const video = mp4(4096);
    const res = await upload(first, session, [
      { name: 'front.png', data: await png() },
      { name: 'clip.mp4', data: video },
    ]);
    expect(res.statusCode).toBe(201);
    const rows = await t.database.db.select().from(requestMedia).where(eq(requestMedia.storeId, t.store.id));
    expect(await storeKeys()).toEqual(rows.map((r) => r.storageKey).sort());
    expect(localFiles()).toEqual([]);

    const [photo, clip] = res.json<{ files: { id: string; url: string; size: number }[] }>().files;
    for (const file of [photo, clip]) {
      const key = rows.find((r) => r.id === file?.id)?.storageKey ?? '';
      const inBucket = await s3.read(key);
      // The other process has never seen this upload: it reads the bucket.
      const served = await second.inject({ url: `${file?.url}?session=${session}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(inBucket ?? Buffer.alloc(0))).toBe(true);
      expect(Number(served.headers['content-length'])).toBe(file?.size);
    }
    const servedClip = await second.inject({ url: `${clip?.url}?session=${session}` });
    expect(servedClip.rawPayload.equals(video)).toBe(true);
  });

  it('streams a video larger than one part as a multipart upload; the merchant gets the same bytes', async () => {
    const session = await openSession(first);
    const video = mp4(12 * 1024 * 1024);
    const res = await upload(first, session, [{ name: 'unboxing.mp4', data: video }]);
    expect(res.statusCode).toBe(201);
    const file = res.json<{ files: { id: string; size: number }[] }>().files[0];
    expect(file?.size).toBe(video.length);
    expect(await storeKeys()).toHaveLength(1);

    const merchant = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(second, t.store, merchant);
    const served = await second.inject({
      url: `/api/return-exchange/v1/media/${file?.id}`,
      headers: bearer(token),
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('video/mp4');
    expect(served.rawPayload.equals(video)).toBe(true);
  });

  it('deletes the objects already stored when a later file of the upload is refused', async () => {
    const session = await openSession(first);
    const res = await upload(first, session, [
      { name: 'ok.png', data: await png() },
      { name: 'page.png', data: Buffer.from('<!doctype html><script>alert(1)</script>') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(await storeKeys()).toEqual([]);
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(0);
  });

  it('keeps nothing when the body fails half way, and reports the body’s own error', async () => {
    if (!config.s3) throw new Error('S3_URL did not reach the config');
    const storage = createS3Storage(config.s3);
    const refusal = new AppError('PAYLOAD_TOO_LARGE', 'Videos can be at most 50 MB.');
    async function* cutOff() {
      yield Buffer.alloc(6 * 1024 * 1024, 1); // past one part: a multipart upload is under way
      throw refusal;
    }
    const key = `${t.store.id}/2026-11/cut-off.mp4`;
    await expect(storage.put(key, Readable.from(cutOff()))).rejects.toBe(refusal);
    expect(await s3.read(key)).toBeNull();
    expect(await storage.open(key)).toBeNull();
    // s3rver does not list multipart uploads: the sweep at start-up finds nothing rather than failing.
    expect(await storage.removePartials(0)).toBe(0);
  });
});
