import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { requestMedia, uploadBytes } from '../../db/schema';
import { storageFor } from '../../providers/storage/storage-for';
import { burst, countStatuses } from '../../test/bursts';
import { startLocalS3 } from '../../test/local-s3';
import { openSession, pickupReturnBody, usePortalTest } from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';
import { sweepOrphanUploads } from './sweep-orphan-uploads';
import {
  MAX_PENDING_FILES_PER_ORDER,
  ORPHAN_UPLOAD_MS,
  UPLOAD_BYTES_PER_IP,
  UPLOAD_WINDOW_MS,
} from './upload-limits';

function multipart(files: Buffer[]) {
  const boundary = `----roundtrip${Math.random().toString(16).slice(2)}`;
  const parts = files.map((data, i) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
    .png()
    .toBuffer();
const ORDER_FULL = `You have uploaded the most files allowed (${MAX_PENDING_FILES_PER_ORDER}) for this order.`;

// The race shows on PostgreSQL (a pool of connections), and on PGlite too: the files are written
// between the count and the insert.
describe.each(dbKinds)('upload caps per order and per IP on %s', (kind) => {
  const t = usePortalTest(kind);
  const upload = (session: string, files: Buffer[]) =>
    t.app.inject({ method: 'POST', url: `/api/customer/v1/upload?session=${session}`, ...multipart(files) });
  const onDisk = () => {
    const root = join(t.dataDir, 'uploads');
    return existsSync(root)
      ? readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.'))
      : [];
  };

  it('stores exactly 30 files from 12 parallel uploads of five in one session', async () => {
    const session = await openSession(t.app);
    const image = await png();
    const responses = await burst(12, () => upload(session, Array(5).fill(image)));
    expect(countStatuses(responses)).toEqual({ 201: 6, 429: 6 });
    expect(responses.find((r) => r.statusCode === 429)?.json().message).toBe(ORDER_FULL);
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(MAX_PENDING_FILES_PER_ORDER);
    // The refused uploads' files are deleted, not left on the disk.
    expect(onDisk()).toHaveLength(MAX_PENDING_FILES_PER_ORDER);
  });

  it('caps the order across sessions: three lookups do not store three times the files', async () => {
    const image = await png();
    const sessions = [await openSession(t.app), await openSession(t.app), await openSession(t.app)];
    const responses = await Promise.all(
      sessions.flatMap((s) => [0, 1, 2].map(() => upload(s, Array(5).fill(image)))),
    );
    expect(countStatuses(responses)).toEqual({ 201: 6, 429: 3 });
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(MAX_PENDING_FILES_PER_ORDER);
    expect(onDisk()).toHaveLength(MAX_PENDING_FILES_PER_ORDER);
    const late = await upload(await openSession(t.app), [image]);
    expect(late.statusCode).toBe(429);
    expect(late.json().reason).toEqual({
      code: 'UPLOAD_SESSION_FULL',
      params: { max: MAX_PENDING_FILES_PER_ORDER },
    });
  });

  it('refuses an IP that spent its byte budget, whatever the store, until the window passes', async () => {
    const image = await png();
    const session = await openSession(t.app);
    expect((await upload(session, [image])).statusCode).toBe(201);
    const [spent] = await t.database.db.select().from(uploadBytes);
    expect(spent).toMatchObject({ ip: '127.0.0.1', bytes: expect.any(Number) });
    // What this IP sent to other stores' portals a moment ago counts too.
    await t.database.db.insert(uploadBytes).values({
      ip: '127.0.0.1',
      bytes: UPLOAD_BYTES_PER_IP - (spent?.bytes ?? 0),
      createdAt: t.clock.read(),
    });
    const refused = await upload(session, [image]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_ATTEMPTS',
      reason: { code: 'UPLOAD_BUDGET_SPENT', params: { minutes: UPLOAD_WINDOW_MS / 60_000 } },
    });
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(1);
    t.clock.advance(UPLOAD_WINDOW_MS + 1000);
    expect((await upload(session, [image])).statusCode).toBe(201);
  });

  it('sweeps uploads no request took after six hours, on disk, and keeps the attached ones', async () => {
    const image = await png();
    const session = await openSession(t.app);
    const [kept] = (await upload(session, [image])).json<{ files: { id: string }[] }>().files;
    const submitted = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': randomUUID() },
      payload: await (async () => {
        const body = await pickupReturnBody(t, session);
        return { ...body, items: body.items.map((i) => ({ ...i, media_ids: [kept?.id] })) };
      })(),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    await upload(session, [image, image]);
    expect(onDisk()).toHaveLength(3);

    const storage = storageFor(t.deps.config);
    t.clock.advance(ORPHAN_UPLOAD_MS - 60_000);
    expect(await sweepOrphanUploads(t.deps, storage)).toBe(0);
    t.clock.advance(120_000);
    expect(await sweepOrphanUploads(t.deps, storage)).toBe(2);
    const left = await t.database.db.select().from(requestMedia);
    expect(left.map((m) => m.id)).toEqual([kept?.id]);
    expect(onDisk()).toHaveLength(1);
    expect(await t.database.db.select().from(uploadBytes)).toEqual([]);
  });
});

describe('the upload sweep on S3-compatible storage', () => {
  const t = usePortalTest('pglite');

  it('deletes the orphaned objects from the bucket, and their rows', async () => {
    const s3 = await startLocalS3();
    const config = loadConfig({
      S3_URL: s3.url,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'roundtrip-sweep-')),
      JWT_SECRET: 'x'.repeat(40),
      LOG_LEVEL: 'silent',
    });
    const deps = { ...t.deps, config };
    const app = await buildApp(deps);
    try {
      const session = await openSession(app);
      const res = await app.inject({
        method: 'POST',
        url: `/api/customer/v1/upload?session=${session}`,
        ...multipart([await png(), await png()]),
      });
      expect(res.statusCode, res.body).toBe(201);
      const inBucket = async () => (await s3.keys()).filter((k) => k.startsWith(`${t.store.id}/`));
      expect(await inBucket()).toHaveLength(2);
      t.clock.advance(ORPHAN_UPLOAD_MS + 1000);
      expect(await sweepOrphanUploads(deps, storageFor(config))).toBe(2);
      expect(await inBucket()).toEqual([]);
      expect(await t.database.db.select().from(requestMedia)).toEqual([]);
    } finally {
      await app.close();
      await s3.close();
    }
  });
});
