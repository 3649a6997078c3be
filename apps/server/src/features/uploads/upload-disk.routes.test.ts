import { existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { UPLOAD_LIMITS } from '@roundtrip/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { requestMedia } from '../../db/schema';
import { openSession, usePortalTest } from '../../test/portal-kit';

const MB = 1024 * 1024;
const BOUNDARY = 'roundtrip-disk-test';
/** The start of one video part: its headers, then an MP4 `ftyp` box so the bytes sniff as a video. */
const videoPartStart = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="clip.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  ),
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp42'),
  Buffer.from([0, 0, 0, 8]),
  Buffer.from('mdat'),
]);
const BLOCK = Buffer.alloc(64 * 1024, 1);

type Exchange = {
  socket: Socket;
  port: number | undefined;
  /** Body bytes the socket had accepted when the first byte of the answer arrived. */
  acceptedBeforeAnswer: number | null;
  answer: string;
  closed: Promise<void>;
};

/** A raw HTTP client: it writes what it is told and notes when the server answers or hangs up. */
async function open(
  port: number,
  head: string,
): Promise<Exchange & { write(data: Buffer): Promise<boolean> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => {}); // the server hanging up on a writer is the expected end
  let accepted = 0;
  const exchange = {
    socket,
    port: socket.localPort,
    acceptedBeforeAnswer: null as number | null,
    answer: '',
    closed: new Promise<void>((resolve) => socket.once('close', () => resolve())),
    write: (data: Buffer) =>
      new Promise<boolean>((resolve) =>
        socket.write(data, (error) => {
          if (!error) accepted += data.length;
          resolve(!error);
        }),
      ),
  };
  socket.on('data', (data) => {
    exchange.acceptedBeforeAnswer ??= accepted;
    exchange.answer += data.toString('latin1');
  });
  socket.write(head);
  return exchange;
}

const uploadHead = (session: string, framing: string) =>
  `POST /api/customer/v1/upload?session=${session} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
  `Content-Type: multipart/form-data; boundary=${BOUNDARY}\r\n${framing}\r\n\r\n`;
const chunk = (data: Buffer) =>
  Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);

/** Writes video bytes until the server answers, hangs up, or `max` bytes are written. */
async function pushVideo(exchange: Awaited<ReturnType<typeof open>>, chunked: boolean, max: number) {
  const frame = chunked ? chunk : (b: Buffer) => b;
  await exchange.write(frame(videoPartStart));
  for (let sent = 0; sent < max && exchange.acceptedBeforeAnswer === null; sent += BLOCK.length) {
    if (!(await exchange.write(frame(BLOCK)))) break;
  }
}

const within = (ms: number, what: Promise<void>) =>
  Promise.race([what.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

async function eventually(check: () => boolean, ms = 5000): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
    if (check()) return true;
  }
  return check();
}

// Sockets and files, not the database: PGlite is enough.
describe('uploads that cannot fill the disk', () => {
  const t = usePortalTest('pglite');
  /** Same app with one-second timeouts, for the clients that stall. */
  let strict: FastifyInstance;
  let port: number;
  let strictPort: number;
  /** The server's side of each connection, by the client's port: how many bytes the server read. */
  const serverSockets = new Map<number | undefined, Socket>();
  const serverRead = (client: Exchange) => serverSockets.get(client.port)?.bytesRead;

  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    t.app.server.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort, socket));
    strict = await buildApp({
      ...t.deps,
      config: { ...t.deps.config, requestTimeoutMs: 1000, headersTimeoutMs: 1000 },
    });
    await strict.listen({ port: 0, host: '127.0.0.1' });
    strictPort = (strict.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await strict?.close();
  });

  const uploads = () => join(t.dataDir, 'uploads');
  const files = () => (existsSync(uploads()) ? readdirSync(uploads(), { recursive: true }).map(String) : []);
  const partials = () => files().filter((f) => f.endsWith('.part'));

  it('answers an oversized chunked video 413 after reading about the limit, and hangs up', async () => {
    const session = await openSession(t.app);
    const client = await open(port, uploadHead(session, 'Transfer-Encoding: chunked'));
    await pushVideo(client, true, UPLOAD_LIMITS.maxVideoBytes + 64 * MB);

    expect(client.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(client.answer).toContain('Videos can be at most 50 MB.');
    expect(client.answer.toLowerCase()).toContain('connection: close');
    expect(client.acceptedBeforeAnswer).toBeGreaterThan(UPLOAD_LIMITS.maxVideoBytes);
    // The client's count includes what waits in both kernels' buffers (about 4 MB measured); the
    // server itself read under 100 KB past the limit before it answered and hung up.
    expect(client.acceptedBeforeAnswer).toBeLessThan(UPLOAD_LIMITS.maxVideoBytes + 16 * MB);
    expect(await within(2000, client.closed)).toBe(true);
    expect(serverRead(client)).toBeLessThan(UPLOAD_LIMITS.maxVideoBytes + MB);
    expect(await eventually(() => partials().length === 0)).toBe(true);
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(0);
  });

  it('holds a body without a length to the same total as one that declares it', async () => {
    const session = await openSession(t.app);
    // Three videos of 40 MB each: every one under the video limit, together over the upload limit.
    async function* body() {
      for (let i = 0; i < 3; i++) {
        yield videoPartStart;
        for (let sent = 0; sent < 40 * MB; sent += BLOCK.length) yield BLOCK;
        yield Buffer.from('\r\n');
      }
      yield Buffer.from(`--${BOUNDARY}--\r\n`);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/customer/v1/upload?session=${session}`,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Readable.from(body()),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The upload is too large. Please send at most 101 MB at a time.');
    expect(await eventually(() => files().every((f) => !f.includes('.')))).toBe(true);
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(0);
  });

  it('answers a body declared too large 413 before reading it, and hangs up', async () => {
    const session = await openSession(t.app);
    const client = await open(port, uploadHead(session, `Content-Length: ${1536 * MB}`));
    await pushVideo(client, false, 64 * MB);

    expect(client.answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(await within(2000, client.closed)).toBe(true);
    expect(serverRead(client)).toBeLessThan(MB);
    expect(files()).toEqual([]);
  });

  it('keeps the connection for the next request after an upload read to the end', async () => {
    const session = await openSession(t.app);
    const body = Buffer.concat([videoPartStart, BLOCK, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
    const client = await open(port, uploadHead(session, `Content-Length: ${body.length}`));
    await client.write(body);
    expect(await eventually(() => client.answer.includes('"files"'))).toBe(true);
    expect(client.answer).toMatch(/^HTTP\/1\.1 201 /);
    client.answer = '';
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    expect(await eventually(() => client.answer.startsWith('HTTP/1.1 200 '))).toBe(true);
    client.socket.destroy();
  });

  it('deletes the partial file of an upload the shopper drops', async () => {
    const session = await openSession(t.app);
    const client = await open(port, uploadHead(session, 'Transfer-Encoding: chunked'));
    await pushVideo(client, true, 20 * MB);
    expect(await eventually(() => partials().length === 1)).toBe(true);
    client.socket.destroy();
    expect(await eventually(() => partials().length === 0)).toBe(true);
    expect(await t.database.db.select().from(requestMedia)).toHaveLength(0);
  });

  it('cuts off an upload that stalls at the request timeout and deletes its partial file', async () => {
    const session = await openSession(t.app);
    const client = await open(strictPort, uploadHead(session, 'Transfer-Encoding: chunked'));
    await pushVideo(client, true, 5 * MB);
    expect(await eventually(() => partials().length === 1)).toBe(true);
    // The client sends nothing more and keeps the connection open.
    expect(await within(4000, client.closed)).toBe(true);
    expect(client.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(await eventually(() => partials().length === 0)).toBe(true);
  });

  it('cuts off headers that never end at the headers timeout', async () => {
    const client = await open(strictPort, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(await within(4000, client.closed)).toBe(true);
  });

  it('sweeps partial files left by a crash when the server starts', async () => {
    const folder = join(uploads(), t.store.id, '2026-11');
    mkdirSync(folder, { recursive: true });
    const crashed = join(folder, 'a.mp4.123.456.part');
    const writing = join(folder, 'b.mp4.789.456.part');
    const kept = join(folder, 'c.jpg');
    for (const file of [crashed, writing, kept]) writeFileSync(file, 'x');
    const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
    utimesSync(crashed, hourAgo, hourAgo);
    utimesSync(kept, hourAgo, hourAgo);

    const restarted = await buildApp(t.deps);
    await restarted.ready();
    await restarted.close();
    // Another process's upload still being written, and stored files, stay.
    expect(
      files()
        .filter((f) => f.includes('.'))
        .sort(),
    ).toEqual(
      [join(t.store.id, '2026-11', 'b.mp4.789.456.part'), join(t.store.id, '2026-11', 'c.jpg')].sort(),
    );
  });
});
