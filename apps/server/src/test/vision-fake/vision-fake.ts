import { readText, sendJson, startFakeHttp } from '../fake-http';

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
  const http = await startFakeHttp(async (req, res) => {
    const body: unknown = JSON.parse((await readText(req)) || 'null');
    calls.push({ path: req.url ?? '', authorization: req.headers.authorization, body });
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions') return res.writeHead(404).end();
    sendJson(res, 200, {
      id: 'chatcmpl-fake',
      object: 'chat.completion',
      model: 'fake-vision',
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    });
  });
  return { url: `${http.origin}/v1`, calls, close: http.close };
}
