import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export type Verify = (body: string, headers: Record<string, string>, secret: string) => unknown;
type Received = { path: string; headers: IncomingHttpHeaders; body: string };
export type Reply = { status: number; retryAfter?: string };

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The verification snippet exactly as docs/webhooks.md shows it to merchants, loaded as a module. */
export async function loadDocsSnippet(): Promise<Verify> {
  const docs = readFileSync(resolve(repoRoot, 'docs/webhooks.md'), 'utf8');
  const snippet = /<!-- verify-snippet:start -->\s*```js\n([\s\S]*?)```/.exec(docs)?.[1];
  if (snippet === undefined) throw new Error('No verification snippet in docs/webhooks.md');
  // Inside the repo's node_modules so the snippet's `standardwebhooks` import resolves.
  const dir = resolve(repoRoot, 'node_modules/.cache/roundtrip-webhooks');
  mkdirSync(dir, { recursive: true });
  const file = resolve(dir, `verify-${process.pid}-${Date.now()}.mjs`);
  writeFileSync(file, snippet);
  const module: { verifyRoundtripWebhook: Verify } = await import(pathToFileURL(file).href);
  return module.verifyRoundtripWebhook;
}

/** The three Standard Webhooks headers of a received delivery, as the snippet takes them. */
export function signatureHeaders(got: { headers: IncomingHttpHeaders }): Record<string, string> {
  const pick = (name: string) => String(got.headers[name] ?? '');
  return {
    'webhook-id': pick('webhook-id'),
    'webhook-timestamp': pick('webhook-timestamp'),
    'webhook-signature': pick('webhook-signature'),
  };
}

/**
 * A merchant's receivers on 127.0.0.1, one per path (`urlFor`): records what each gets and answers
 * that path's queued replies in order (200 once they run out).
 */
export async function startWebhookReceiver() {
  const received: Received[] = [];
  const replies = new Map<string, Reply[]>();
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body });
      const reply = replies.get(path)?.shift() ?? { status: 200 };
      if (reply.retryAfter) res.setHeader('retry-after', reply.retryAfter);
      res.statusCode = reply.status;
      res.end(reply.status >= 400 ? 'receiver error' : '{"ok":true}');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    urlFor: (name: string) => `${origin}/${name}`,
    /** What the receiver at `name` got, oldest first. */
    at: (name: string) => received.filter((r) => r.path === `/${name}`),
    reply(name: string, ...queued: Reply[]) {
      replies.set(`/${name}`, [...(replies.get(`/${name}`) ?? []), ...queued]);
    },
    reset() {
      received.length = 0;
      replies.clear();
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
