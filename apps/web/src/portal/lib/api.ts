import type { ErrorBody, ShopperMessage } from '@roundtrip/core';
import { API_ROOT } from './storefront';

/** The request-timeout message; requests give up after 60 s. */
const REQUEST_TIMEOUT_MS = 60_000;

/**
 * A failed portal call. `code` is the server's error code, or NETWORK / TIMEOUT when no answer
 * came back; `message` is the server's (English) sentence; `reason`, when the server sent one, is
 * what the page shows, in the shopper's language.
 */
export class PortalError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string>;
  readonly retryAfter: number | null;
  readonly reason: ShopperMessage | null;

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: Record<string, string>,
    retryAfter?: number | null,
    reason?: ShopperMessage | null,
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields ?? {};
    this.retryAfter = retryAfter ?? null;
    this.reason = reason ?? null;
  }
}

type PortalInit = {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/**
 * The shoppers' fetch: same-origin `/api` (under the app proxy's path on a store's domain), JSON in and out, a 60 s timeout. No token, no refresh
 * and nothing from the merchant client, so the portal chunks stay small.
 */
export async function portalFetch<T>(path: string, init: PortalInit = {}): Promise<T> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), REQUEST_TIMEOUT_MS);
  const onAbort = () => timeout.abort();
  init.signal?.addEventListener('abort', onAbort);
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  let res: Response;
  try {
    res = await fetch(`${API_ROOT}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
        ...init.headers,
      },
      body:
        init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
      signal: timeout.signal,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    if (timeout.signal.aborted) throw new PortalError(0, 'TIMEOUT', 'timeout');
    throw new PortalError(0, 'NETWORK', 'network');
  } finally {
    clearTimeout(timer);
    init.signal?.removeEventListener('abort', onAbort);
  }
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const body = (data ?? {}) as Partial<ErrorBody>;
    const retry = Number(res.headers.get('retry-after'));
    throw new PortalError(
      res.status,
      body.code ?? (res.status === 404 ? 'NOT_FOUND' : 'INTERNAL'),
      body.message ?? '',
      body.fields,
      Number.isFinite(retry) && retry > 0 ? retry : null,
      body.reason,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A random key for `Idempotency-Key`; getRandomValues works on plain http too, unlike randomUUID. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `portal-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
