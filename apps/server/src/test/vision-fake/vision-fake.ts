import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One chat-completions call as the fake received it. */
export type VisionCall = { path: string; authorization: string | undefined; body: unknown };

/**
 * A local OpenAI-compatible vision endpoint (`POST /chat/completions`), answering the shape the
 * OpenAI API documents (`choices[0].message.content`); the content is what the test asks for.
 */
export async function startVisionFake(
  content: string,
): Promise<{ url: string; calls: VisionCall[]; close(): Promise<void> }> {
  const calls: VisionCall[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null');
      calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(
        JSON.stringify({
          id: 'chatcmpl-fake',
          object: 'chat.completion',
          model: 'fake-vision',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
        }),
      );
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    calls,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
