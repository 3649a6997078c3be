import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocalS3 } from './local-s3';

/** A multipart upload S3 holds until it is completed or aborted. */
type OpenUpload = { key: string; uploadId: string; initiated: Date };

export type MultipartFront = {
  /** For S3_URL: the same bucket and account, through the front. */
  url: string;
  /** Uploads initiated and neither completed nor aborted. */
  open(): OpenUpload[];
  /** Upload ids aborted through the front. */
  aborted: string[];
  close(): Promise<void>;
};

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * s3rver 3.7 implements neither ListMultipartUploads nor AbortMultipartUpload (it answers
 * NotImplemented and MethodNotAllowed). This front answers those two as S3 documents them
 * (ListMultipartUploadsResult; 204 on abort) from the uploads it saw initiated and completed, and passes
 * every other call to s3rver unchanged (the Host header too, so signatures still verify).
 */
export async function startMultipartFront(s3: LocalS3): Promise<MultipartFront> {
  const target = new URL(s3.url);
  const bucket = target.pathname.slice(1);
  const uploads = new Map<string, OpenUpload>();
  const aborted: string[] = [];

  const pass = (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const out = forward(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (d: Buffer) => parts.push(d));
        answer.on('end', () => {
          const body = Buffer.concat(parts);
          const key = decodeURIComponent(url.pathname.slice(bucket.length + 2));
          const ok = answer.statusCode === 200;
          if (ok && req.method === 'POST' && url.searchParams.has('uploads')) {
            const uploadId = /<UploadId>([^<]+)<\/UploadId>/.exec(body.toString())?.[1];
            if (uploadId) uploads.set(uploadId, { key, uploadId, initiated: new Date() });
          }
          const completed = url.searchParams.get('uploadId');
          if (ok && req.method === 'POST' && completed) uploads.delete(completed);
          res.writeHead(answer.statusCode ?? 502, answer.headers).end(body);
        });
      },
    );
    out.on('error', () => res.writeHead(502).end());
    req.pipe(out);
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://front');
    const uploadId = url.searchParams.get('uploadId');
    if (
      req.method === 'GET' &&
      url.pathname.replace(/\/$/, '') === `/${bucket}` &&
      url.searchParams.has('uploads')
    ) {
      const listed = [...uploads.values()]
        .map(
          (u) =>
            `<Upload><Key>${xml(u.key)}</Key><UploadId>${xml(u.uploadId)}</UploadId>` +
            `<Initiated>${u.initiated.toISOString()}</Initiated></Upload>`,
        )
        .join('');
      res
        .writeHead(200, { 'content-type': 'application/xml' })
        .end(
          `<?xml version="1.0" encoding="UTF-8"?><ListMultipartUploadsResult><Bucket>${bucket}</Bucket>` +
            `<IsTruncated>false</IsTruncated>${listed}</ListMultipartUploadsResult>`,
        );
      return;
    }
    if (req.method === 'DELETE' && uploadId) {
      req.resume();
      if (!uploads.delete(uploadId)) {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
          );
        return;
      }
      aborted.push(uploadId);
      res.writeHead(204).end();
      return;
    }
    pass(req, res, url);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const front = new URL(s3.url);
  front.port = String((server.address() as AddressInfo).port);
  return {
    url: front.toString(),
    open: () => [...uploads.values()],
    aborted,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
