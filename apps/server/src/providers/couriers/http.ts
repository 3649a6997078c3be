import type { z } from 'zod';
import { courierRefusal } from './courier-error';

/** How long one courier call may take before it counts as lost (and is looked up before a retry). */
export const DEFAULT_COURIER_TIMEOUT_MS = 15_000;

export type CourierHttp = {
  origin: string;
  headers: Record<string, string>;
  timeoutMs: number;
};

/**
 * One JSON call to a courier. Refusals of our data or credentials (4xx but 404/408/409/429) would be
 * refused again: they fail the booking at once; timeouts and 5xx are retried.
 */
export async function courierCall<T>(
  http: CourierHttp,
  call: { method: 'GET' | 'POST' | 'PUT'; path: string; body?: unknown },
  schema: z.ZodType<T>,
): Promise<T | null> {
  const { method, path, body } = call;
  const res = await fetch(`${http.origin}${path}`, {
    method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...http.headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(http.timeoutMs),
  });
  const text = await res.text();
  if (res.status === 404) return null;
  if (res.ok) {
    // An answer we cannot read is the courier's change, not a lost call: retrying would not help.
    const parsed = schema.safeParse(text ? JSON.parse(text) : null);
    if (!parsed.success) throw courierRefusal(`${method} ${path}: unexpected answer ${text.slice(0, 200)}`);
    return parsed.data;
  }
  const message = `${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`;
  if (res.status >= 400 && res.status < 500 && ![408, 409, 429].includes(res.status))
    throw courierRefusal(message);
  throw new Error(message);
}

/** The courier's raw answer to a verification call: its refusal is read by `refusalOf`. */
export function courierFetch(
  http: CourierHttp,
  call: { method: 'GET' | 'POST'; path: string; body?: unknown },
): Promise<Response> {
  return fetch(`${http.origin}${call.path}`, {
    method: call.method,
    headers: { accept: 'application/json', 'content-type': 'application/json', ...http.headers },
    ...(call.body === undefined ? {} : { body: JSON.stringify(call.body) }),
    signal: AbortSignal.timeout(http.timeoutMs),
  });
}

/** A label file the courier hosts (a pre-signed URL: no credentials sent). */
export async function download(url: string, timeoutMs: number): Promise<Buffer> {
  const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!res.ok) throw new Error(`The label file answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}
