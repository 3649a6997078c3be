import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { CreateMultipartUploadCommand, S3Client } from '@aws-sdk/client-s3';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { type Config, loadConfig } from '../../config';
import { AppError } from '../../errors';
import { type LocalS3, startLocalS3 } from '../../test/local-s3';
import { openSession, usePortalTest } from '../../test/portal-kit';
import { type MultipartFront, startMultipartFront } from '../../test/s3-multipart-front';
import { createS3Storage } from './s3-storage';

const MB = 1024 * 1024;
const BOUNDARY = 'roundtrip-s3-multipart';
/** One video part's headers and the start of an MP4, so the bytes sniff as a video. */
const videoStart = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="clip.mp4"\r\n` +
      'Content-Type: video/mp4\r\n\r\n',
  ),
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisomisommp42'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);

async function eventually(check: () => boolean, ms = 10_000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50)))
    if (check()) return true;
  return check();
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Multipart uploads on a store that lists and aborts them: s3rver behind a front that implements those
// two calls (test/s3-multipart-front.ts). Sockets and a bucket, not the database: PGlite is enough.
describe('abandoned multipart uploads on S3-compatible storage', () => {
  const t = usePortalTest('pglite');
  let s3: LocalS3;
  let front: MultipartFront;
  let config: Config;
  let app: FastifyInstance;
  const dataDir = mkdtempSync(join(tmpdir(), 'roundtrip-s3-multipart-'));
  const client = () => {
    const url = new URL(front.url);
    return new S3Client({
      endpoint: `http://${url.host}`,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: url.username, secretAccessKey: url.password },
    });
  };
  /** A multipart upload started and never finished, as a crashed process leaves it. */
  const leaveUpload = async (key: string) => {
    const s3Client = client();
    await s3Client.send(new CreateMultipartUploadCommand({ Bucket: 'roundtrip-test', Key: key }));
    s3Client.destroy();
  };

  beforeAll(async () => {
    s3 = await startLocalS3();
    front = await startMultipartFront(s3);
    config = loadConfig({
      S3_URL: front.url,
      DATA_DIR: dataDir,
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    app = await buildApp({ ...t.deps, config });
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  beforeEach(async () => {
    if (!config.s3) throw new Error('S3_URL did not reach the config');
    await createS3Storage(config.s3).removePartials(0);
  });
  afterAll(async () => {
    await app?.close();
    await front?.close();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('aborts the multipart upload when a file goes over its limit', async () => {
    if (!config.s3) throw new Error('S3_URL did not reach the config');
    const refusal = new AppError('PAYLOAD_TOO_LARGE', 'Videos can be at most 50 MB.');
    async function* overLimit() {
      yield Buffer.alloc(6 * MB, 1); // past one part: the multipart upload has begun
      throw refusal;
    }
    const before = front.aborted.length;
    await expect(createS3Storage(config.s3).put('s/over.mp4', Readable.from(overLimit()))).rejects.toBe(
      refusal,
    );
    expect(front.open()).toEqual([]);
    expect(front.aborted.length).toBe(before + 1);
    expect(await s3.keys()).toEqual([]);
  });

  it('aborts the multipart upload of an upload the shopper drops', async () => {
    const session = await openSession(app);
    const { port } = app.server.address() as AddressInfo;
    const upload = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/customer/v1/upload?session=${session}`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    upload.on('error', () => {}); // hanging up is what this shopper does
    const before = front.aborted.length;
    upload.write(videoStart);
    const block = Buffer.alloc(64 * 1024, 7);
    for (let sent = 0; sent < 20 * MB && front.open().length === 0; sent += block.length) {
      if (!upload.write(block)) await new Promise((r) => upload.once('drain', r));
    }
    expect(front.open()).toHaveLength(1);
    upload.destroy();
    expect(await eventually(() => front.open().length === 0)).toBe(true);
    expect(front.aborted.length).toBe(before + 1);
    expect(await s3.keys()).toEqual([]);
  });

  it('sweeps multipart uploads idle past the limit and leaves recent ones to their process', async () => {
    if (!config.s3) throw new Error('S3_URL did not reach the config');
    const storage = createS3Storage(config.s3);
    await leaveUpload('s/crashed.mp4');
    await pause(300);
    await leaveUpload('s/running.mp4');
    expect(await storage.removePartials(150)).toBe(1);
    expect(front.open().map((u) => u.key)).toEqual(['s/running.mp4']);
  });

  it('runs the sweep when a server process starts', async () => {
    await leaveUpload('s/crashed.mp4');
    await pause(50);
    const starting = await buildApp({ ...t.deps, config: { ...config, requestTimeoutMs: 10 } });
    await starting.ready();
    await starting.close();
    expect(front.open()).toEqual([]);
  });
});
