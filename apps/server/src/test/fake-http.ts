import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A provider fake's HTTP side: listening on a free loopback port, closed without waiting for idle sockets. */
export type FakeHttp = { origin: string; close(): Promise<void> };

export async function startFakeHttp(
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown> | unknown,
): Promise<FakeHttp> {
  const server = createServer((req, res) => {
    Promise.resolve(handle(req, res)).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The request's JSON body; an empty body reads as `{}`. */
export async function readJson<T = Record<string, unknown>>(req: IncomingMessage): Promise<T> {
  const text = await readText(req);
  return (text ? JSON.parse(text) : {}) as T;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
