import { errorBody, refreshResponse } from '@roundtrip/core';
import { appBridge } from './app-bridge';
import { clearAuth, getRefreshToken, getStoreUrl, getToken, saveTokens } from './auth-storage';
import { appStore } from './store';

const REQUEST_TIMEOUT_MS = 60000;
export const TIMEOUT_MESSAGE =
  'It seems like your request is taking too much time for response. Request Timeout. Please try again.';
const DEFAULT_ERROR_MESSAGE = 'Error!';
const DEFAULT_SUCCESS_MESSAGE = 'Success!';
const SESSION_EXPIRED_PATH = '/user/login?session=expired';

export type HttpError = {
  status: number;
  message: string;
  code: string;
  fields?: Record<string, string>;
};

type Schema<T> = { parse: (data: unknown) => T };

export type RequestOptions<T> = {
  body?: unknown;
  schema?: Schema<T>;
  /** Send the stored access token (default true). */
  auth?: boolean;
  /** Refresh the session on 401/302 and retry (default: same as auth). */
  refresh?: boolean;
  /** Send this bearer token instead of the stored one (the Shopify admin's session token). */
  bearer?: string;
};

export type TokenStore = {
  get: () => string | null;
  getRefresh: () => string | null;
  getStore: () => string | null;
  save: (token: string, refreshToken: string) => void;
  clear: () => void;
};

export type HttpDeps = {
  fetch: typeof fetch;
  baseUrl: string;
  timeoutMs: number;
  tokens: TokenStore;
  onSessionExpired: () => void;
  /**
   * Inside the Shopify admin: App Bridge's session token, fresh for every call, instead of our own
   * login (the server takes it as the merchant's session; a refused one is asked for again once).
   */
  sessionToken?: () => Promise<string>;
};

type RawResponse = { status: number; authFailed: boolean; data: unknown };

export function isHttpError(value: unknown): value is HttpError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as HttpError).status === 'number' &&
    typeof (value as HttpError).message === 'string' &&
    typeof (value as HttpError).code === 'string'
  );
}

/** The error toast: server message if present, else the timeout message on abort, else 'Error!'. */
export function errorToastMessage(error: unknown): string {
  if (isHttpError(error) && error.message) return error.message;
  if (error instanceof DOMException && error.name === 'AbortError') return TIMEOUT_MESSAGE;
  return DEFAULT_ERROR_MESSAGE;
}

export function successToastMessage(message?: string): string {
  return message || DEFAULT_SUCCESS_MESSAGE;
}

function toHttpError(status: number, data: unknown): HttpError {
  const parsed = errorBody.safeParse(data);
  if (parsed.success) return { status, ...parsed.data };
  const message = (data as { message?: unknown } | null)?.message;
  return {
    status,
    message: typeof message === 'string' && message ? message : DEFAULT_ERROR_MESSAGE,
    code: 'HTTP_ERROR',
  };
}

const timeoutError = (): HttpError => ({ status: 0, message: TIMEOUT_MESSAGE, code: 'TIMEOUT' });
const expiredError = (): HttpError => ({ status: 401, message: 'Session expired', code: 'UNAUTHENTICATED' });

export function createHttp(deps: HttpDeps) {
  // One refresh shared by every request that meets a 401/302 while it runs.
  let refreshing: Promise<string | null> | null = null;

  async function send(
    method: string,
    path: string,
    body: unknown,
    token: string | null,
  ): Promise<RawResponse> {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (token) headers.Authorization = `Bearer ${token}`;
    try {
      const res = await deps.fetch(deps.baseUrl + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: controller.signal,
        // A 302 means the session ended; following it would hide that from us.
        redirect: 'manual',
      });
      const text = await res.text();
      let data: unknown;
      try {
        data = text ? JSON.parse(text) : undefined;
      } catch {
        data = undefined;
      }
      const authFailed = res.status === 401 || res.status === 302 || res.type === 'opaqueredirect';
      return { status: res.status, authFailed, data };
    } catch {
      if (controller.signal.aborted) throw timeoutError();
      throw { status: 0, message: DEFAULT_ERROR_MESSAGE, code: 'NETWORK' } satisfies HttpError;
    } finally {
      clearTimeout(timer);
    }
  }

  function expire() {
    deps.tokens.clear();
    deps.onSessionExpired();
  }

  async function runRefresh(): Promise<string | null> {
    const refreshToken = deps.tokens.getRefresh();
    if (!refreshToken) {
      expire();
      return null;
    }
    try {
      const res = await send(
        'POST',
        '/user/refresh-token',
        { refresh_token: refreshToken, store: deps.tokens.getStore() ?? '' },
        null,
      );
      const parsed = refreshResponse.safeParse(res.data);
      if (res.status !== 200 || !parsed.success) {
        expire();
        return null;
      }
      deps.tokens.save(parsed.data.access_token, parsed.data.refresh_token);
      return parsed.data.access_token;
    } catch {
      expire();
      return null;
    }
  }

  function freshToken(sentToken: string | null): Promise<string | null> {
    const current = deps.tokens.get();
    // Another request already refreshed after this one was sent: just use the new token.
    if (current && current !== sentToken && !refreshing) return Promise.resolve(current);
    if (!refreshing) {
      refreshing = runRefresh().finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const auth = options.auth ?? true;
    const refresh = options.refresh ?? auth;
    const fromAdmin = auth && !options.bearer ? deps.sessionToken : undefined;
    const sentToken = options.bearer ?? (fromAdmin ? await fromAdmin() : auth ? deps.tokens.get() : null);
    let res = await send(method, path, options.body, sentToken);
    if (refresh && res.authFailed) {
      const token = fromAdmin ? await fromAdmin() : await freshToken(sentToken);
      if (!token) throw expiredError();
      res = await send(method, path, options.body, token);
      if (res.authFailed) {
        expire();
        throw expiredError();
      }
    }
    if (res.status < 200 || res.status >= 300) throw toHttpError(res.status, res.data);
    return options.schema ? options.schema.parse(res.data) : (res.data as T);
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('GET', path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('POST', path, { ...options, body }),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('PUT', path, { ...options, body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions<T>) =>
      request<T>('PATCH', path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: RequestOptions<T>) => request<T>('DELETE', path, options),
  };
}

export type Http = ReturnType<typeof createHttp>;

const browserTokens: TokenStore = {
  get: () => getToken(),
  getRefresh: () => getRefreshToken(),
  getStore: () => getStoreUrl(),
  save: (token, refreshToken) => {
    saveTokens({ token, refreshToken });
  },
  clear: () => clearAuth(),
};

const bridge = appBridge();

/** The app's one client: every API path is under /api on the same origin. */
export const http = createHttp({
  fetch: (input, init) => window.fetch(input, init),
  baseUrl: '/api',
  timeoutMs: REQUEST_TIMEOUT_MS,
  tokens: browserTokens,
  onSessionExpired: () => {
    // Inside the Shopify admin there is no login page, and a session token refused twice is an answer
    // (the call fails with it) rather than a session to end: the next load signs in again from Shopify.
    if (bridge) return;
    appStore.dispatch({ type: 'resetUser' });
    window.location.assign(SESSION_EXPIRED_PATH);
  },
  ...(bridge && { sessionToken: () => bridge.idToken() }),
});

/** The Authorization header for the few calls made without `http` (file downloads and uploads). */
export async function authorization(): Promise<string> {
  return `Bearer ${bridge ? await bridge.idToken() : (getToken() ?? '')}`;
}
