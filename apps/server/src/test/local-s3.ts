import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's built-in account. */
const KEY = 'S3RVER';

export type LocalS3 = {
  /** For S3_URL: credentials, endpoint and bucket in one. */
  url: string;
  /** The keys in the bucket, read through the S3 API as any client would. */
  keys(): Promise<string[]>;
  /** An object's bytes, or null when there is none under the key. */
  read(key: string): Promise<Buffer | null>;
  close(): Promise<void>;
};

/** An S3-compatible server on 127.0.0.1 (s3rver, files in a temporary folder) with one empty bucket. */
export async function startLocalS3(bucket = 'roundtrip-test'): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'roundtrip-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    url: `http://${KEY}:${KEY}@127.0.0.1:${port}/${bucket}?region=us-east-1&forcePathStyle=true`,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : [])).sort();
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
