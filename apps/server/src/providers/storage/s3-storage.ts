import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from './s3-config';
import type { Storage } from './storage';

/** What went through a body on its way to the store: its size, or the error that cut it short. */
type Seen = { bytes: number; error?: unknown };

async function* counting(source: Readable, seen: Seen): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of source) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      seen.bytes += buffer.length;
      yield buffer;
    }
  } catch (error) {
    seen.error = error;
    throw error;
  }
}

/**
 * Objects in one bucket, so every server process sees every upload (docs/scale.md). Bodies stream:
 * up to 5 MB go in one PutObject, larger ones as a multipart upload that S3 shows under the key only
 * once it completes, and that is aborted when the body fails.
 */
export function createS3Storage(config: S3Config): Storage {
  // The SDK (client and multipart upload) is imported by the first call, not by every server start.
  let connected: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  const connect = () => {
    connected ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint && { endpoint: config.endpoint }),
        forcePathStyle: config.forcePathStyle,
        ...(config.credentials && { credentials: config.credentials }),
        // S3-compatible servers differ on checksums (some store an aws-chunked body as it comes), so they
        // are sent only where an operation requires one; TLS protects the bytes on the way.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    }));
    return connected;
  };
  const Bucket = config.bucket;

  return {
    async put(key, body) {
      const [{ client }, { Upload }] = await Promise.all([connect(), import('@aws-sdk/lib-storage')]);
      const seen: Seen = { bytes: 0 };
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: key,
          Body: Buffer.isBuffer(body) ? body : Readable.from(counting(body, seen)),
        },
        // One part in memory at a time: the shopper's phone sends slower than the server sends to S3.
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The body's own error (a file over its limit) is the cause; a store that cannot abort the
        // multipart upload would otherwise answer with its refusal instead.
        throw seen.error ?? error;
      }
      return { size: Buffer.isBuffer(body) ? body.length : seen.bytes };
    },

    async open(key) {
      const { client, sdk } = await connect();
      try {
        const object = await client.send(new sdk.GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error(`no body for ${key}`);
        return object.Body;
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },

    async remove(key) {
      const { client, sdk } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },

    /**
     * Multipart uploads a crashed process left behind: invisible, but stored and billed. Every upload of
     * the bucket is considered, so the bucket is Roundtrip's own (docs/scale.md). A store that does not
     * list them (s3rver, some S3-compatible servers) leaves this to a lifecycle rule.
     */
    async removePartials(idleMs) {
      const { client, sdk } = await connect();
      const cutoff = Date.now() - idleMs;
      let removed = 0;
      let markers: { KeyMarker?: string; UploadIdMarker?: string } = {};
      try {
        for (;;) {
          const page = await client.send(new sdk.ListMultipartUploadsCommand({ Bucket, ...markers }));
          for (const upload of page.Uploads ?? []) {
            if (!upload.Key || !upload.UploadId || !upload.Initiated) continue;
            if (upload.Initiated.getTime() >= cutoff) continue;
            await client.send(
              new sdk.AbortMultipartUploadCommand({ Bucket, Key: upload.Key, UploadId: upload.UploadId }),
            );
            removed++;
          }
          if (!page.IsTruncated) return removed;
          markers = { KeyMarker: page.NextKeyMarker, UploadIdMarker: page.NextUploadIdMarker };
        }
      } catch (error) {
        if (error instanceof sdk.S3ServiceException && error.name === 'NotImplemented') return removed;
        throw error;
      }
    },
  };
}
