import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createHttp,
  errorToastMessage,
  type HttpDeps,
  successToastMessage,
  TIMEOUT_MESSAGE,
  type TokenStore,
} from './http';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function memoryTokens(token: string | null, refresh: string | null): TokenStore & { cleared: boolean } {
  const t = {
    token,
    refresh,
    cleared: false,
    get: () => t.token,
    getRefresh: () => t.refresh,
    getStore: () => 'demo.myshopify.com',
    save: (a: string, r: string) => {
      t.token = a;
      t.refresh = r;
    },
    clear: () => {
      t.token = null;
      t.refresh = null;
      t.cleared = true;
    },
  };
  return t;
}

function setup(
  handler: (url: string, init: RequestInit) => Promise<Response>,
  tokens = memoryTokens('old', 'r1'),
) {
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => handler(String(input), init ?? {}));
  const onSessionExpired = vi.fn();
  const deps: HttpDeps = { fetch, baseUrl: '/api', timeoutMs: 60000, tokens, onSessionExpired };
  return { http: createHttp(deps), fetch, onSessionExpired, tokens };
}

const authOf = (init: RequestInit) => (init.headers as Record<string, string>).Authorization;

afterEach(() => {
  vi.useRealTimers();
});

describe('http client', () => {
  it('sends JSON with the bearer token', async () => {
    const { http, fetch } = setup(async () => json(200, { ok: true }));
    await expect(http.post('/x', { a: 1 })).resolves.toEqual({ ok: true });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/x');
    expect(init?.body).toBe('{"a":1}');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer old', 'Content-Type': 'application/json' });
  });

  it('five concurrent 401s share exactly one refresh, then retry with the new token', async () => {
    let releaseRefresh = () => {};
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { http, fetch } = setup(async (url, init) => {
      if (url === '/api/user/refresh-token') {
        await refreshGate;
        return json(200, { access_token: 'new', refresh_token: 'r2' });
      }
      return authOf(init) === 'Bearer new'
        ? json(200, { url })
        : json(401, { message: 'expired', code: 'TOKEN_EXPIRED' });
    });
    const calls = [1, 2, 3, 4, 5].map((n) => http.get(`/item/${n}`));
    await vi.waitFor(() =>
      expect(fetch.mock.calls.some(([u]) => String(u).endsWith('refresh-token'))).toBe(true),
    );
    releaseRefresh();
    const results = await Promise.all(calls);
    expect(results).toEqual([1, 2, 3, 4, 5].map((n) => ({ url: `/api/item/${n}` })));
    const refreshCalls = fetch.mock.calls.filter(([u]) => String(u) === '/api/user/refresh-token');
    expect(refreshCalls).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls[0]?.[1]?.body))).toEqual({
      refresh_token: 'r1',
      store: 'demo.myshopify.com',
    });
  });

  it('treats a 302 like a 401', async () => {
    const { http } = setup(async (url, init) => {
      if (url.endsWith('refresh-token')) return json(200, { access_token: 'new', refresh_token: 'r2' });
      return authOf(init) === 'Bearer new' ? json(200, { ok: 1 }) : new Response(null, { status: 302 });
    });
    await expect(http.get('/x')).resolves.toEqual({ ok: 1 });
  });

  it('a failed refresh clears the tokens and sends the user to login once', async () => {
    const { http, onSessionExpired, tokens } = setup(async (url) =>
      url.endsWith('refresh-token') ? json(401, { message: 'no', code: 'UNAUTHENTICATED' }) : json(401, {}),
    );
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(tokens.cleared).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('without a refresh token it expires the session without calling refresh', async () => {
    const { http, fetch, onSessionExpired } = setup(async () => json(401, {}), memoryTokens('old', null));
    await expect(http.get('/x')).rejects.toMatchObject({ status: 401 });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('login failures reject with the server message and never refresh', async () => {
    const { http, fetch } = setup(async () =>
      json(401, { message: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' }),
    );
    await expect(http.post('/user/login', {}, { auth: false })).rejects.toEqual({
      status: 401,
      message: 'Incorrect email or password',
      code: 'INVALID_CREDENTIALS',
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('rejects other errors with status, message, code and fields', async () => {
    const { http } = setup(async () =>
      json(400, {
        message: 'Invalid',
        code: 'VALIDATION_FAILED',
        fields: { name: 'Store name is required' },
      }),
    );
    await expect(http.put('/setting/v1/general', {})).rejects.toEqual({
      status: 400,
      message: 'Invalid',
      code: 'VALIDATION_FAILED',
      fields: { name: 'Store name is required' },
    });
  });

  it('times out after 60000 ms with the spec message', async () => {
    vi.useFakeTimers();
    const { http } = setup(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = http.get('/slow');
    const check = expect(pending).rejects.toMatchObject({ code: 'TIMEOUT', message: TIMEOUT_MESSAGE });
    await vi.advanceTimersByTimeAsync(59999);
    await vi.advanceTimersByTimeAsync(1);
    await check;
  });

  it('parses responses with a contract schema', async () => {
    const { http } = setup(async () => json(200, { n: 1 }));
    const schema = { parse: (d: unknown) => (d as { n: number }).n * 2 };
    await expect(http.get('/n', { schema })).resolves.toBe(2);
  });
});

describe('toast messages', () => {
  it('error: server message, else timeout on abort, else Error!', () => {
    expect(errorToastMessage({ status: 400, message: 'Bad', code: 'VALIDATION_FAILED' })).toBe('Bad');
    expect(errorToastMessage(new DOMException('x', 'AbortError'))).toBe(TIMEOUT_MESSAGE);
    expect(errorToastMessage(new Error('x'))).toBe('Error!');
  });

  it('success defaults to Success!', () => {
    expect(successToastMessage()).toBe('Success!');
    expect(successToastMessage('Saved')).toBe('Saved');
  });

  describe('inside the Shopify admin', () => {
    function embedded(handler: (url: string, init: RequestInit) => Promise<Response>) {
      let issued = 0;
      const sessionToken = vi.fn(async () => `session-${++issued}`);
      const t = setup(handler);
      const http = createHttp({
        fetch: t.fetch,
        baseUrl: '/api',
        timeoutMs: 60000,
        tokens: t.tokens,
        onSessionExpired: t.onSessionExpired,
        sessionToken,
      });
      return { ...t, http, sessionToken };
    }

    it("sends App Bridge's fresh session token on every call, never the stored login", async () => {
      const { http, fetch } = embedded(async () => json(200, { ok: true }));
      await http.get('/a');
      await http.post('/b', { x: 1 });
      expect(fetch.mock.calls.map(([, init]) => authOf(init ?? {}))).toEqual([
        'Bearer session-1',
        'Bearer session-2',
      ]);
    });

    it('asks App Bridge again after a 401 instead of refreshing our own token', async () => {
      const { http, fetch, onSessionExpired } = embedded(async (_url, init) =>
        authOf(init) === 'Bearer session-1'
          ? json(401, { message: 'expired', code: 'UNAUTHENTICATED' })
          : json(200, {}),
      );
      await expect(http.get('/a')).resolves.toEqual({});
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/a', '/api/a']);
      expect(onSessionExpired).not.toHaveBeenCalled();
    });

    it('keeps an explicit bearer (the embedded sign-in) and unauthenticated calls as they are', async () => {
      const { http, fetch, sessionToken } = embedded(async () => json(200, {}));
      await http.post('/shopify/v1/embedded-session', undefined, { auth: false, bearer: 'id-token' });
      await http.get('/public', { auth: false });
      expect(fetch.mock.calls.map(([, init]) => authOf(init ?? {}))).toEqual(['Bearer id-token', undefined]);
      expect(sessionToken).not.toHaveBeenCalled();
    });
  });
});
