import { describe, expect, it } from 'vitest';
import { HANDOFF_PATH, handoffRequest, outcomeOf, portalLanguageOf, requestHandoff } from './handoff';

const ORIGIN = 'https://returns.example.com';
const ORDER = 'gid://shopify/Order/1001';
const link = `${ORIGIN}/acme/open/token-1?lang=en`;

/** A fetch that records its calls and answers what the test says. */
function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return answer();
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the request for a portal link', () => {
  it('posts the order with the session token as a bearer, and no cookies', () => {
    const [url, init] = handoffRequest(`${ORIGIN}/`, 'token-abc', { order_id: ORDER, language: 'hi' });
    expect(url).toBe(`${ORIGIN}${HANDOFF_PATH}`);
    expect(init).toEqual({
      method: 'POST',
      credentials: 'omit',
      headers: { authorization: 'Bearer token-abc', 'content-type': 'application/json' },
      body: JSON.stringify({ order_id: ORDER, language: 'hi' }),
    });
  });

  it('speaks Hindi to a Hindi customer and English to everyone else', () => {
    expect(portalLanguageOf('hi')).toBe('hi');
    expect(portalLanguageOf('hi-IN')).toBe('hi');
    expect(portalLanguageOf('en-GB')).toBe('en');
    expect(portalLanguageOf('fr')).toBe('en');
    expect(portalLanguageOf(undefined)).toBe('en');
  });

  it('asks for a fresh session token on every attempt', async () => {
    let tokens = 0;
    const { calls, fetch } = fakeFetch(() => json(201, { url: link, expires_at: '2026-11-01T10:05:00Z' }));
    const deps = { appOrigin: ORIGIN, sessionToken: async () => `token-${++tokens}`, fetch };
    await requestHandoff(deps, { order_id: ORDER });
    await requestHandoff(deps, { order_id: ORDER });
    expect(calls.map((c) => (c.init.headers as Record<string, string>).authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-2',
    ]);
  });
});

describe('what the modal shows for each answer', () => {
  it('offers the link Roundtrip answered', () => {
    expect(outcomeOf(ORIGIN, 201, { url: link })).toEqual({ kind: 'ready', url: link });
  });

  it('never opens a link to another origin, or an answer without one', () => {
    const unavailable = { kind: 'refused', message: 'unavailable', retry: true };
    expect(outcomeOf(ORIGIN, 201, { url: 'https://evil.example.com/acme/open/x' })).toEqual(unavailable);
    expect(outcomeOf(ORIGIN, 201, { url: 'javascript:alert(1)' })).toEqual(unavailable);
    expect(outcomeOf(ORIGIN, 201, { url: 'not a url' })).toEqual(unavailable);
    expect(outcomeOf(ORIGIN, 201, null)).toEqual(unavailable);
  });

  it("says the order can't be returned here for a 404, and to sign in again for a 401, with no retry", () => {
    expect(outcomeOf(ORIGIN, 404, { code: 'NOT_FOUND' })).toEqual({
      kind: 'refused',
      message: 'notYourOrder',
      retry: false,
    });
    expect(outcomeOf(ORIGIN, 401, { code: 'UNAUTHENTICATED' })).toEqual({
      kind: 'refused',
      message: 'signInAgain',
      retry: false,
    });
  });

  it('offers another try when Roundtrip or the network fails', async () => {
    const retry = { kind: 'refused', message: 'unavailable', retry: true };
    expect(outcomeOf(ORIGIN, 503, { code: 'UNAVAILABLE' })).toEqual(retry);
    expect(outcomeOf(ORIGIN, 500, null)).toEqual(retry);
    const offline = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const deps = { appOrigin: ORIGIN, sessionToken: async () => 't', fetch: offline.fetch };
    expect(await requestHandoff(deps, { order_id: ORDER })).toEqual(retry);
    const htmlError = fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    expect(await requestHandoff({ ...deps, fetch: htmlError.fetch }, { order_id: ORDER })).toEqual(retry);
    const noToken = { ...deps, sessionToken: () => Promise.reject(new Error('no session')) };
    expect(await requestHandoff(noToken, { order_id: ORDER })).toEqual(retry);
  });
});
