import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { requestMedia } from '../../db/schema';
import { burst, countStatuses } from '../../test/bursts';
import { openSession, usePortalTest } from '../../test/portal-kit';
import { dbKinds } from '../../test/test-db';
import { MAX_FILES_PER_SESSION } from './upload-limits';

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

// The race shows on PostgreSQL (a pool of connections), and on PGlite too: the files are written
// between the count and the insert.
describe.each(dbKinds)('the files-per-session cap under a burst on %s', (kind) => {
  const t = usePortalTest(kind);

  it('stores exactly 30 files from 12 parallel uploads of five', async () => {
    const session = await openSession(t.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } })
      .png()
      .toBuffer();
    const responses = await burst(12, () =>
      t.app.inject({
        method: 'POST',
        url: `/api/customer/v1/upload?session=${session}`,
        ...multipart(Array(5).fill(png)),
      }),
    );
    expect(countStatuses(responses)).toEqual({ 201: 6, 429: 6 });
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json().message).toBe(
      `You have uploaded the most files allowed (${MAX_FILES_PER_SESSION}) for this order.`,
    );
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(MAX_FILES_PER_SESSION);
    // The refused uploads' files are deleted, not left on the disk.
    const root = join(t.dataDir, 'uploads');
    const onDisk = existsSync(root)
      ? readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.'))
      : [];
    expect(onDisk).toHaveLength(MAX_FILES_PER_SESSION);
  });
});
