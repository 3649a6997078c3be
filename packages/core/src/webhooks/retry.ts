/**
 * When to try a delivery again. Delays grow from seconds to hours, about three days in total
 * (like Standard Webhooks' reference schedule); each is jittered by ±20% so endpoints that failed
 * together do not retry together. `random` is a number in [0, 1), passed in to keep this pure.
 */
export const RETRY_DELAYS_SECONDS = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000, 72_000, 86_400] as const;

const JITTER = 0.2;

export type AttemptOutcome =
  | { kind: 'delivered' }
  /** 410 Gone: the receiver asks us to stop; the endpoint is disabled. */
  | { kind: 'gone' }
  | { kind: 'retry'; delaySeconds: number }
  /** Every scheduled attempt failed: the endpoint is disabled and the merchant emailed. */
  | { kind: 'exhausted' };

/**
 * The outcome of attempt number `attempt` (1 = first) that got `status` (null when the request
 * never got an answer: refused address, timeout, connection error). 3xx is a failure and is never
 * followed. For 429 and 5xx a Retry-After longer than our own delay is honoured.
 */
export function attemptOutcome(
  attempt: number,
  status: number | null,
  retryAfterSeconds: number | null,
  random: number,
): AttemptOutcome {
  if (status !== null && status >= 200 && status < 300) return { kind: 'delivered' };
  if (status === 410) return { kind: 'gone' };
  const base = RETRY_DELAYS_SECONDS[attempt - 1];
  if (base === undefined) return { kind: 'exhausted' };
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random));
  const honoursRetryAfter = status === 429 || (status !== null && status >= 500);
  const delaySeconds =
    honoursRetryAfter && retryAfterSeconds !== null ? Math.max(jittered, retryAfterSeconds) : jittered;
  return { kind: 'retry', delaySeconds };
}

/** Seconds from a Retry-After header (delta seconds or an HTTP date), or null when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: Date): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  if (Number.isNaN(at)) return null;
  return Math.max(0, Math.ceil((at - now.getTime()) / 1000));
}
