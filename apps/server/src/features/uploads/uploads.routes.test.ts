import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { UPLOAD_LIMITS } from '@roundtrip/core';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reasons, requestMedia } from '../../db/schema';
import { bearer, createStore, createUser, logInAs } from '../../test/factories';
import { makeOrder, openSession, usePortalTest } from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';

type FilePart = { name: string; type: string; data: Buffer };

function multipart(files: FilePart[]) {
  const boundary = `----roundtrip${Math.random().toString(16).slice(2)}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
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
/** A minimal MP4: an `ftyp` box with the isom brand, then an empty `mdat`. */
const mp4 = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isommp42'),
    Buffer.from([0, 0, 0, 8]),
    Buffer.from('mdat'),
    Buffer.alloc(4096, 1),
  ]);

describe.each(dbKinds)('portal uploads on %s', (kind) => {
  const t = usePortalTest(kind);
  const upload = (session: string, files: FilePart[]) =>
    t.app.inject({ method: 'POST', url: `/api/customer/v1/upload?session=${session}`, ...multipart(files) });
  const storedFiles = () => {
    const root = join(t.dataDir, 'uploads');
    return existsSync(root)
      ? readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.'))
      : [];
  };

  it('decides the type from the bytes: a PNG named .mp4 is an image', async () => {
    const session = await openSession(t.app);
    const res = await upload(session, [{ name: 'clip.mp4', type: 'video/mp4', data: await png() }]);
    expect(res.statusCode).toBe(201);
    expect(res.json().files).toEqual([
      expect.objectContaining({ kind: 'image', content_type: 'image/png', original_name: 'clip.mp4' }),
    ]);
    const video = await upload(session, [{ name: 'photo.jpg', type: 'image/jpeg', data: mp4() }]);
    expect(video.statusCode).toBe(201);
    expect(video.json().files[0]).toMatchObject({ kind: 'video', content_type: 'video/mp4' });
  });

  it('refuses HTML and SVG whatever they claim to be', async () => {
    const session = await openSession(t.app);
    const html = await upload(session, [
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        data: Buffer.from('<!doctype html><script>alert(1)</script>'),
      },
    ]);
    expect(html.statusCode).toBe(415);
    expect(html.json().code).toBe('UNSUPPORTED_MEDIA');
    const svg = await upload(session, [
      {
        name: 'image.svg',
        type: 'image/svg+xml',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
    ]);
    expect(svg.statusCode).toBe(415);
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(0);
  });

  it('cuts off an oversized image, keeps nothing of the upload, and limits the file count', async () => {
    const session = await openSession(t.app);
    const big = Buffer.concat([await png(), Buffer.alloc(UPLOAD_LIMITS.maxImageBytes + 1)]);
    const res = await upload(session, [
      { name: 'ok.png', type: 'image/png', data: await png() },
      { name: 'big.png', type: 'image/png', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Photos can be at most 10 MB.');
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(0);
    expect(storedFiles()).toEqual([]);

    const six = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => ({ name: `${i}.png`, type: 'image/png', data: await png() })),
    );
    const many = await upload(session, six);
    expect(many.statusCode).toBe(413);
    expect(many.json().message).toBe('Please send at most 5 files at a time.');
  });

  it('refuses a video over the video limit', async () => {
    const session = await openSession(t.app);
    const res = await upload(session, [
      {
        name: 'long.mp4',
        type: 'video/mp4',
        data: Buffer.concat([mp4(), Buffer.alloc(UPLOAD_LIMITS.maxVideoBytes)]),
      },
    ]);
    expect(res.statusCode).toBe(413);
    expect(storedFiles()).toEqual([]);
  });

  it('re-encodes photos without their EXIF location', async () => {
    const session = await openSession(t.app);
    const withGps = await sharp({ create: { width: 16, height: 16, channels: 3, background: 'blue' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Asha home' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '12/1 58/1 1234/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '77/1 35/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer tag
    const res = await upload(session, [{ name: 'IMG_0001.JPG', type: 'image/jpeg', data: withGps }]);
    expect(res.statusCode).toBe(201);
    const file = res.json().files[0];
    const served = await t.app.inject({ url: `${file.url}?session=${session}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    const after = await sharp(served.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Asha home'))).toBe(false);
  });

  it('serves a file to the session that sent it and the merchants of its store only', async () => {
    const session = await openSession(t.app);
    const file = (await upload(session, [{ name: 'a.png', type: 'image/png', data: await png() }])).json()
      .files[0];
    expect((await t.app.inject({ url: `${file.url}?session=${session}` })).statusCode).toBe(200);

    // Another session, even of the same order, does not see a file not yet attached to a request.
    const sameOrder = await openSession(t.app, '+91 98765 43210');
    expect((await t.app.inject({ url: `${file.url}?session=${sameOrder}` })).statusCode).toBe(404);
    t.platform.orders.set('5002', { ...makeOrder({ id: '5002', name: '#1002' }), email: 'ravi@example.com' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/session-data',
      payload: { store: 'acme', order_number: '1002', contact: 'ravi@example.com' },
    });
    expect((await t.app.inject({ url: `${file.url}?session=${res.json().session_id}` })).statusCode).toBe(
      404,
    );

    const merchant = await createUser(t.database.db, t.store.id);
    const { token } = await logInAs(t.app, t.store, merchant);
    const mine = await t.app.inject({
      url: `/api/return-exchange/v1/media/${file.id}`,
      headers: bearer(token),
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');

    const otherStore = await createStore(t.database.db, { domain: 'rival.myshopify.com' });
    const rival = await createUser(t.database.db, otherStore.id);
    const rivalToken = (await logInAs(t.app, otherStore, rival)).token;
    const theirs = await t.app.inject({
      url: `/api/return-exchange/v1/media/${file.id}`,
      headers: bearer(rivalToken),
    });
    expect(theirs.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/return-exchange/v1/media/${file.id}` })).statusCode).toBe(401);
  });

  it('attaches uploaded photos to a request; a later session of the same order still sees them', async () => {
    const session = await openSession(t.app);
    const file = (await upload(session, [{ name: 'a.png', type: 'image/png', data: await png() }])).json()
      .files[0];
    const [damaged] = await t.database.db
      .select()
      .from(reasons)
      .where(and(eq(reasons.storeId, t.store.id), eq(reasons.name, 'Damaged or defective')));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'upload-key-1' },
      payload: {
        session_id: session,
        kind: 'return',
        refund_mode: 'store_credit',
        address: {
          first_name: 'Asha',
          address_line_1: '12 MG Road',
          city: 'Bengaluru',
          country: 'India',
          postal_code: '560001',
        },
        phone: { dial_code: '+91', number: '9876543210' },
        items: [{ line_item_id: '9001', quantity: 1, reason_id: damaged?.id, media_ids: [file.id] }],
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().request_items[0].media).toEqual([
      expect.objectContaining({ id: file.id, kind: 'image' }),
    ]);

    const later = await openSession(t.app, '+91 98765 43210');
    expect((await t.app.inject({ url: `${file.url}?session=${later}` })).statusCode).toBe(200);
    // A file can only be attached once, by the session that uploaded it.
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/customer/v1/requests',
      headers: { 'idempotency-key': 'upload-key-2' },
      payload: {
        session_id: later,
        kind: 'exchange',
        address: { first_name: 'Asha', address_line_1: 'x', city: 'y', country: 'India', postal_code: '1' },
        phone: { dial_code: '+91', number: '9876543210' },
        items: [
          {
            line_item_id: '9001',
            quantity: 1,
            reason_id: damaged?.id,
            media_ids: [file.id],
            exchange_variant_id: '7002',
          },
        ],
      },
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().message).toBe('One of the files could not be found. Please upload it again.');
  });

  it('refuses an upload without a live session', async () => {
    const res = await upload('A'.repeat(43), [{ name: 'a.png', type: 'image/png', data: await png() }]);
    expect(res.statusCode).toBe(401);
  });
});
